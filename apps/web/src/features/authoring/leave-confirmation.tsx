import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Blocker } from 'react-router';
import { ConfirmDialog } from '../../ui/index.ts';

/**
 * Asks before the editor's unsaved changes are lost: a link or Back inside the app is held until
 * the author confirms (LeaveConfirmDialog), and closing or reloading the tab gets the browser's own
 * question. Changing tabs within the editor (only the query string changes) is not leaving.
 * `allowLeaving()` is for the editor's own navigation after a save or a delete, which must not ask.
 */
export function useLeaveConfirmation(unsaved: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) {
      return undefined;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return {
    blocker,
    allowLeaving: () => {
      leaving.current = true;
    },
  };
}

/** 'Leave without saving?' while a navigation waits on the blocker: Cancel stays, the other button leaves. */
export function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={t('authoring.editor.leaveTitle')}
      message={t('authoring.editor.leaveMessage')}
      confirmLabel={t('authoring.editor.leaveConfirm')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
