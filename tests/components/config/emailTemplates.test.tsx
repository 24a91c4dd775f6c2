import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fill } from '../../setup/msw';
import { errorEnvelope, last, queryOf, setupMswServer } from '../toolkit/harness';
import { button, openSerbian, setupTemplates } from './emailTemplatesHarness';

const server = setupMswServer();
const setup = (options?: Parameters<typeof setupTemplates>[1]) => setupTemplates(server, options);

describe('/email-templates', () => {
  it('sends the type, language and search filters of the URL', async () => {
    const { seen } = setup({ path: '/email-templates?q=nije&emailTypeId=4&languageCode=sr' });
    await screen.findByText('Plaćanje za {{voucherNo}} nije uspelo');
    await waitFor(() =>
      expect(queryOf(last(seen))).toMatchObject({ Keyword: 'nije', EmailTypeId: '4', LanguageCode: 'sr' }),
    );
  });

  it('refuses a placeholder the type does not know on the field, before and after the server', async () => {
    const { ue } = setup();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/services/app/EmailTemplate/Update', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          errorEnvelope('Your request is not valid!', [
            {
              message: 'The HtmlBody field uses placeholders this e-mail type does not know: {{ iban }}.',
              members: ['htmlBody'],
            },
          ]),
          { status: 400 },
        );
      }),
    );
    const drawer = await openSerbian(ue);
    const subject = within(drawer).getByLabelText('Subject') as HTMLInputElement;
    await fill(ue, subject, ' {{password}}');
    await ue.click(button(drawer, 'Save'));
    await waitFor(() =>
      expect(subject.closest('.ant-form-item')).toHaveTextContent(
        'This email type has no such variables: {{password}}.',
      ),
    );
    expect(bodies).toEqual([]);
    await ue.clear(subject);
    await fill(ue, subject, 'Plaćanje za {{voucherNo}} nije uspelo');
    await ue.click(button(drawer, 'Save'));
    const body = within(drawer).getByLabelText('HTML body');
    await waitFor(() =>
      expect(body.closest('.ant-form-item')).toHaveTextContent('does not know: {{ iban }}.'),
    );
    expect(bodies).toHaveLength(1);
  });

  it('hides every change without the permission', async () => {
    setup({ permissions: [] });
    await screen.findByText('Plaćanje za {{voucherNo}} nije uspelo');
    expect(screen.queryByText('New template')).toBeNull();
    expect(screen.queryByLabelText('Edit: Plaćanje nije uspelo (sr)')).toBeNull();
    expect(screen.queryByLabelText('Delete: Plaćanje nije uspelo (sr)')).toBeNull();
  });
});
