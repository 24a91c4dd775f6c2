import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { credentials } from '@/api/credentials';
import { useFeedback } from '@/components/feedback/useFeedback';

export interface UnsavedChangesGuardProps {
  when: boolean;
  /** Read when a navigation starts (default `when`): a form that was just saved or discarded is not asked about. */
  stillDirty?(): boolean;
  /** Called when the user chooses to leave anyway. */
  onDiscard?(): void;
}

/**
 * Asks before unsaved changes are lost: on in-app navigation (React Router's blocker; needs a data router) and
 * on reload or closing the tab (the browser's own beforeunload prompt).
 */
export function UnsavedChangesGuard(props: UnsavedChangesGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnload(props.when);
  return dataRouter ? <NavigationBlocker {...props} /> : null;
}

function useBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const handler = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handler);
    return () => window.removeEventListener('beforeunload', handler);
  }, [when]);
}

function NavigationBlocker({ when, stillDirty, onDiscard }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('toolkit');
  const { modal } = useFeedback();
  // Once the session has ended (the token is gone), the way to sign-in is never blocked: the form keeps a draft.
  // `stillDirty` is read at navigation time, so closing right after a save or a discard is not asked about.
  const blocker = useBlocker(
    () => when && credentials.getToken() !== null && (stillDirty ? stillDirty() : true),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: t('unsaved.title'),
      content: t('unsaved.leaveContent'),
      okText: t('unsaved.leave'),
      okButtonProps: { danger: true },
      cancelText: t('unsaved.keepEditing'),
      onOk: () => {
        onDiscard?.();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal, onDiscard, t]);
  return null;
}
