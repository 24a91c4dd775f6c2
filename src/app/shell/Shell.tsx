import { RequireAuth } from '@/auth/RequireAuth';
import { FeedbackProvider } from '@/components/feedback/useFeedback';
import { AppLayout } from './AppLayout';

/**
 * The signed-in shell, loaded as one lazy part: never fetched on /login or the public pages. Dialogs, notifications
 * and messages (useFeedback) are only used by the screens inside it; their antd parts load at the first one.
 */
export default function Shell() {
  return (
    <FeedbackProvider>
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    </FeedbackProvider>
  );
}

/** The route guard travels with the shell chunk, so guarding a page costs no extra request. */
export { RouteGuard } from '@/auth/RouteGuard';
