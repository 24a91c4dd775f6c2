import { createContext, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createFeedback, FeedbackQueue, type Feedback, type FeedbackApis } from './feedback';

export type { DialogHandle, Feedback } from './feedback';

type Host = ComponentType<{ onReady(apis: FeedbackApis | null): void }>;
const loadHost = () => import('./FeedbackHost');

const FeedbackContext = createContext<Feedback | null>(null);

/**
 * Dialogs, notifications and messages for the screens inside it: the calls of antd's `App.useApp()`, without
 * antd's App. antd's holders (≈ 17 KB gzip) are fetched at the first call, not with the shell; calls made before
 * they are in wait for them. Render it inside the app's ConfigProvider (theme and locale).
 */
export function FeedbackProvider({
  children,
  load = loadHost,
}: {
  children: ReactNode;
  /** Loads the holders (tests hold it back to make calls before it arrives). */
  load?: () => Promise<{ default: Host }>;
}) {
  const [Host, setHost] = useState<Host | null>(null);
  const [queue] = useState(() => {
    let loading = false;
    const queue: FeedbackQueue = new FeedbackQueue(() => {
      if (loading) return;
      loading = true;
      load().then(
        (module) => setHost(() => module.default),
        (error: unknown) => {
          // Offline or a new release replaced the chunk: what was asked is given up (a dialog counts as
          // cancelled); the next call tries again.
          loading = false;
          console.error('Could not load the dialogs and notifications', error);
          queue.fail();
        },
      );
    });
    return queue;
  });
  const feedback = useMemo(() => createFeedback(queue), [queue]);
  return (
    <FeedbackContext.Provider value={feedback}>
      {children}
      {Host && <Host onReady={queue.connect} />}
    </FeedbackContext.Provider>
  );
}

/** `modal.confirm/…`, `notification.success/…` and `message.success/…`, as antd's `App.useApp()`. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() needs a FeedbackProvider above it');
  return feedback;
}
