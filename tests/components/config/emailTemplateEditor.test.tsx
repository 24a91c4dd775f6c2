import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../setup/msw';
import { findDialog, setupMswServer } from '../toolkit/harness';
import { button, drafts, openSerbian, setupTemplates } from './emailTemplatesHarness';

const server = setupMswServer();
const setup = (options?: Parameters<typeof setupTemplates>[1]) => setupTemplates(server, options);

declare global {
  interface Window {
    pwned?: string;
  }
}

describe('the email template editor', () => {
  it('never runs a template’s script, event handler or javascript: link in the preview', async () => {
    const { ue } = setup();
    await screen.findByText('Plaćanje za {{voucherNo}} nije uspelo');
    await ue.click(button(document.body, 'New template'));
    const drawer = await findDialog('New email template');
    const payload =
      '<p>Dear {{customerName}}</p>' +
      '<script>window.parent.pwned = "script"</script>' +
      '<img src="x" onerror="window.parent.pwned = \'onerror\'">' +
      '<a href="javascript:window.parent.pwned = \'link\'">Pay now</a>' +
      '<svg><animate onbegin="window.parent.pwned = \'svg\'"></animate></svg>';
    await fill(ue, within(drawer).getByLabelText('HTML body'), payload);
    const frame = within(drawer).getByTitle('Preview of the email body');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toContain('Pay now'));
    const srcdoc = frame.getAttribute('srcdoc')!;
    expect(frame).toHaveAttribute('sandbox', '');
    expect(srcdoc).not.toMatch(/<script|onerror|onbegin|javascript:|pwned/i);
    expect(srcdoc).toContain('Dear Ana Jovanović');
    expect(window.pwned).toBeUndefined();
  });

  it('keeps a draft of what was typed, brings it back with a notice, and discards it on request', async () => {
    const first = setup();
    const drawer = await openSerbian(first.ue);
    const subject = within(drawer).getByLabelText('Subject') as HTMLInputElement;
    await first.ue.clear(subject);
    await fill(first.ue, subject, 'Novi naslov za {{voucherNo}}');
    await waitFor(() => expect(drafts()).toHaveLength(1));
    // The tab is gone (closed, crashed, reloaded) before the save.
    first.unmount();

    const second = setup();
    const again = await openSerbian(second.ue);
    expect(
      await within(again).findByText('Your unsaved changes to this template were restored.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(again).getByLabelText('Subject')).toHaveValue('Novi naslov za {{voucherNo}}'),
    );
    expect(within(again).getByTestId('preview-subject')).toHaveTextContent('Novi naslov za CC-2026-00042');
    await second.ue.click(button(again, 'Discard draft'));
    expect(within(again).getByLabelText('Subject')).toHaveValue('Plaćanje za {{voucherNo}} nije uspelo');
    expect(within(again).queryByText('Your unsaved changes to this template were restored.')).toBeNull();
    await waitFor(() => expect(drafts()).toEqual([]));
  });
});
