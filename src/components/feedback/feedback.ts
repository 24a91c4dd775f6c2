import type {
  message as antdMessage,
  MessageArgsProps,
  Modal,
  ModalFuncProps,
  notification as antdNotification,
  NotificationArgsProps,
} from 'antd';
import type { ReactNode } from 'react';

/** What antd's hooks give the holders' component (FeedbackHost): the real calls, once its chunk is in. */
export interface FeedbackApis {
  modal: ReturnType<typeof Modal.useModal>[0];
  notification: ReturnType<typeof antdNotification.useNotification>[0];
  message: ReturnType<typeof antdMessage.useMessage>[0];
}

type DialogKind = 'confirm' | 'info' | 'success' | 'error' | 'warning';
type NoticeKind = 'success' | 'error' | 'info' | 'warning';
type MessageKind = NoticeKind | 'loading';

/**
 * An opened dialog, usable at once although the dialog may still be on its way: `destroy` before it arrived means
 * it never shows, `update` before it arrived changes what will show. Awaiting it gives true for OK, false for
 * cancel (as antd's hook API).
 */
export interface DialogHandle extends PromiseLike<boolean> {
  destroy(): void;
  update(config: ModalFuncProps): void;
}

/** The same calls as antd's `App.useApp()`, for the parts of it the app uses. */
export interface Feedback {
  modal: Record<DialogKind, (config: ModalFuncProps) => DialogHandle>;
  notification: Record<NoticeKind, (args: NotificationArgsProps) => void> & { destroy(key?: string): void };
  message: Record<MessageKind, (content: ReactNode | MessageArgsProps, duration?: number) => void>;
}

type Task = (apis: FeedbackApis) => void;

/**
 * Holds the calls made before antd's holders are mounted and replays them, in order, once they are. `request` asks
 * for the holders (the first call); `fail` gives up on what is queued when they could not be loaded (each queued
 * dialog is cancelled, so the code waiting on it goes on), and the next call asks again.
 */
export class FeedbackQueue {
  private apis: FeedbackApis | null = null;
  private tasks: { run: Task; cancel?: () => void }[] = [];

  constructor(private readonly request: () => void) {}

  run(run: Task, cancel?: () => void) {
    if (this.apis) return run(this.apis);
    this.tasks.push({ run, cancel });
    this.request();
  }

  /** Only when the holders are in (nothing to do before: closing what never opened). */
  ifReady(run: Task) {
    if (this.apis) run(this.apis);
  }

  /** Called by the holders' component when mounted (with the calls) and unmounted (null). */
  readonly connect = (apis: FeedbackApis | null) => {
    this.apis = apis;
    if (!apis) return;
    for (const task of this.tasks.splice(0)) task.run(apis);
  };

  fail() {
    for (const task of this.tasks.splice(0)) task.cancel?.();
  }
}

function openDialog(queue: FeedbackQueue, kind: DialogKind, config: ModalFuncProps): DialogHandle {
  let real: ReturnType<FeedbackApis['modal'][DialogKind]> | null = null;
  let dropped = false;
  let pending = config;
  let settle: (confirmed: boolean) => void = () => undefined;
  const result = new Promise<boolean>((resolve) => (settle = resolve));
  const cancel = () => {
    if (dropped) return;
    dropped = true;
    pending.onCancel?.();
    pending.afterClose?.();
    settle(false);
  };
  queue.run((apis) => {
    if (dropped) return;
    real = apis.modal[kind](pending);
    real.then(settle, () => settle(false));
  }, cancel);
  return {
    destroy() {
      if (real) return real.destroy();
      if (dropped) return;
      // Closed before it showed: it never will, and whoever waits on it hears "cancelled".
      dropped = true;
      settle(false);
    },
    update(next) {
      if (real) real.update(next);
      else pending = { ...pending, ...next };
    },
    then: (resolve, reject) => result.then(resolve, reject),
  };
}

/** The `Feedback` calls over a queue: every call goes to antd's holders, now or once they are in. */
export function createFeedback(queue: FeedbackQueue): Feedback {
  const dialog = (kind: DialogKind) => (config: ModalFuncProps) => openDialog(queue, kind, config);
  const notice = (kind: NoticeKind) => (args: NotificationArgsProps) =>
    queue.run((apis) => apis.notification[kind](args));
  const message = (kind: MessageKind) => (content: ReactNode | MessageArgsProps, duration?: number) =>
    queue.run((apis) => void apis.message[kind](content, duration));
  return {
    modal: {
      confirm: dialog('confirm'),
      info: dialog('info'),
      success: dialog('success'),
      error: dialog('error'),
      warning: dialog('warning'),
    },
    notification: {
      success: notice('success'),
      error: notice('error'),
      info: notice('info'),
      warning: notice('warning'),
      destroy: (key) => queue.ifReady((apis) => apis.notification.destroy(key)),
    },
    message: {
      success: message('success'),
      error: message('error'),
      info: message('info'),
      warning: message('warning'),
      loading: message('loading'),
    },
  };
}
