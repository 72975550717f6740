import { useCallback, useContext, useEffect, useState } from 'react';
import { useConfirmDiscard } from './confirm-discard';
import { UnsavedChangesContext } from './unsaved-changes-context';

/**
 * A form with unsaved work: while `dirty`, leaving the page (menu, Back, a link) and reloading or
 * closing the tab ask first. Returns a guard for the form's own ways to drop its values (Escape,
 * ✕, «Отмена»): it runs the action at once when nothing changed, after «Не сохранять» otherwise.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { mark } = useContext(UnsavedChangesContext);
  const [key] = useState(() => Symbol('unsaved form'));
  useEffect(() => {
    mark(key, dirty);
    return () => mark(key, false);
  }, [mark, key, dirty]);
  const confirmDiscard = useConfirmDiscard();
  return useCallback(
    (action: () => void) => confirmDiscard(dirty, action),
    [confirmDiscard, dirty],
  );
}
