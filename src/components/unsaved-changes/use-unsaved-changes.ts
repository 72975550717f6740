import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useConfirmDiscard } from './confirm-discard';
import type { Draft } from './drafts';
import { UnsavedChangesContext } from './unsaved-changes-context';

/**
 * A form with unsaved work: while `dirty`, leaving the page (menu, Back, a link) and reloading or
 * closing the tab ask first, and should the session end, `draft` is kept for the same user to
 * take back (see useDraftOffer). Returns a guard for the form's own ways to drop its values
 * (Escape, ✕, «Отмена»): it runs the action at once when nothing changed, after «Не сохранять»
 * otherwise.
 */
export function useUnsavedChanges(dirty: boolean, draft?: Draft) {
  const { mark } = useContext(UnsavedChangesContext);
  const [key] = useState(() => Symbol('unsaved form'));
  // The values as last drawn, read only if the session ends: no mark on every keystroke.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  useEffect(() => {
    mark(key, dirty, () => latest.current);
    return () => mark(key, false);
  }, [mark, key, dirty]);
  const confirmDiscard = useConfirmDiscard();
  return useCallback(
    (action: () => void) => confirmDiscard(dirty, action),
    [confirmDiscard, dirty],
  );
}
