import { App as AntApp } from 'antd';
import { RequireAuth } from '@/auth/RequireAuth';
import { AppLayout } from './AppLayout';

/**
 * The signed-in shell, loaded as one lazy part: never fetched on /login or the public pages. antd's App context
 * (messages, notifications, confirmations) is only used by the screens inside it, so it comes with it.
 */
export default function Shell() {
  return (
    <AntApp>
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    </AntApp>
  );
}

/** The route guard travels with the shell chunk, so guarding a page costs no extra request. */
export { RouteGuard } from '@/auth/RouteGuard';
