import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, useFeedback, type DialogHandle } from '@/components/feedback/useFeedback';

type HostModule = Awaited<ReturnType<typeof loadHost>>;
const loadHost = () => import('@/components/feedback/FeedbackHost');

/** A loader the test lets through when it wants: calls made before that are "before the chunk arrives". */
function heldLoader() {
  let release: (module: HostModule) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<HostModule>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  return {
    load,
    release: async () => {
      const module = await loadHost();
      await act(async () => release(module));
    },
    fail: async () => act(async () => fail(new Error('chunk failed'))),
  };
}

let handle: DialogHandle | null = null;
const onOk = vi.fn();
const onCancel = vi.fn();
const afterClose = vi.fn();

function Caller() {
  const { modal, notification, message } = useFeedback();
  return (
    <>
      <button type="button" onClick={() => notification.success({ title: 'Saved “Alpha”' })}>
        notify
      </button>
      <button type="button" onClick={() => message.info('Link copied')}>
        message
      </button>
      <button
        type="button"
        onClick={() => {
          handle = modal.confirm({
            title: 'Delete “Beta”?',
            okText: 'Delete',
            cancelText: 'Keep',
            onOk,
            onCancel,
            afterClose,
          });
        }}
      >
        confirm
      </button>
      <button type="button" onClick={() => handle?.destroy()}>
        destroy
      </button>
    </>
  );
}

function renderCaller(load?: () => Promise<HostModule>) {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <FeedbackProvider load={load}>
        <Caller />
      </FeedbackProvider>
    </ConfigProvider>,
  );
  return user;
}

const click = (user: ReturnType<typeof userEvent.setup>, name: string) =>
  user.click(screen.getByRole('button', { name }));

afterEach(() => {
  handle = null;
  vi.clearAllMocks();
});

describe('useFeedback', () => {
  it('loads the holders at the first call, not before, and shows what was asked', async () => {
    const held = heldLoader();
    const user = renderCaller(held.load);
    expect(held.load).not.toHaveBeenCalled();

    await click(user, 'notify');
    expect(held.load).toHaveBeenCalledTimes(1);
    await held.release();
    expect(await screen.findByText('Saved “Alpha”')).toBeInTheDocument();

    // Once in, later calls show at once and load nothing more.
    await click(user, 'message');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(held.load).toHaveBeenCalledTimes(1);
  });

  it('keeps the calls made before the holders arrived, in order, and loads them once', async () => {
    const held = heldLoader();
    const user = renderCaller(held.load);
    await click(user, 'notify');
    await click(user, 'message');
    await click(user, 'confirm');
    expect(held.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Saved “Alpha”')).toBeNull();

    await held.release();
    expect(await screen.findByText('Saved “Alpha”')).toBeInTheDocument();
    expect(screen.getByText('Link copied')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Delete “Beta”?' })).toBeInTheDocument();
  });

  it('resolves a confirmation with the choice, after calling its OK handler', async () => {
    const user = renderCaller();
    await click(user, 'confirm');
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Beta”?' });
    const confirmed = handle!.then((value) => value);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(confirmed).resolves.toBe(true);
    expect(onOk).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete “Beta”?' })).toBeNull());

    await click(user, 'confirm');
    const again = await screen.findByRole('dialog', { name: 'Delete “Beta”?' });
    const cancelled = handle!.then((value) => value);
    await user.click(within(again).getByRole('button', { name: 'Keep' }));
    await expect(cancelled).resolves.toBe(false);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('never shows a dialog closed before the holders arrived', async () => {
    const held = heldLoader();
    const user = renderCaller(held.load);
    await click(user, 'confirm');
    const result = handle!.then((value) => value);
    await click(user, 'destroy');
    await held.release();
    await click(user, 'notify');
    expect(await screen.findByText('Saved “Alpha”')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await expect(result).resolves.toBe(false);
  });

  it('cancels what waited when the holders cannot be loaded, and tries again at the next call', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = heldLoader();
    const user = renderCaller(held.load);
    await click(user, 'confirm');
    const result = handle!.then((value) => value);
    await held.fail();
    await expect(result).resolves.toBe(false);
    // Whoever waited goes on: the cancel handlers ran (a "confirm once" guard is released by afterClose).
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(afterClose).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();

    await click(user, 'notify');
    expect(held.load).toHaveBeenCalledTimes(2);
    await held.release();
    expect(await screen.findByText('Saved “Alpha”')).toBeInTheDocument();
    error.mockRestore();
  });

  it('says what is missing when used outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Caller />)).toThrow(/FeedbackProvider/);
    error.mockRestore();
  });
});
