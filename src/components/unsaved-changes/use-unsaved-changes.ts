import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useConfirmDiscard } from './confirm-discard';
import type { Draft, DraftSource } from './drafts';
import { UnsavedChangesContext } from './unsaved-changes-context';

/** Where to read `draft` as last drawn: only if the session ends, so no mark on every keystroke. */
function useDraftSource(draft: Draft | undefined): DraftSource {
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });
  const [source] = useState<DraftSource>(() => () => latest.current);
  return source;
}

/**
 * A form with unsaved work: while `dirty`, leaving the page (menu, Back, a link) and reloading or
 * closing the tab ask first, and should the session end, `draft` is kept for the same user to
 * take back (see useDraftOffer). Returns a guard for the form's own ways to drop its values
 * (Escape, ✕, «Отмена»): it runs the action at once when nothing changed, after «Не сохранять»
 * otherwise. A form that can read its values at that moment passes `changedNow`: a key pressed
 * right after typing may come before the render that made `dirty` true.
 */
export function useUnsavedChanges(dirty: boolean, draft?: Draft) {
  const { mark } = useContext(UnsavedChangesContext);
  const [key] = useState(() => Symbol('unsaved form'));
  const source = useDraftSource(draft);
  useEffect(() => {
    mark(key, dirty, dirty ? source : undefined);
    return () => mark(key, false);
  }, [mark, key, dirty, source]);
  const confirmDiscard = useConfirmDiscard();
  return useCallback(
    (action: () => void, changedNow: boolean = dirty) => confirmDiscard(changedNow, action),
    [confirmDiscard, dirty],
  );
}

/**
 * Work a page keeps when it is left (in storage, or typed into a form nobody asks about) but a
 * session's end wipes: `draft` is kept then for the same user, as a changed form's values are.
 * Leaving the page does not ask about it.
 */
export function useKeptOnSessionEnd(draft: Draft | undefined) {
  const { mark } = useContext(UnsavedChangesContext);
  const [key] = useState(() => Symbol('kept work'));
  const source = useDraftSource(draft);
  useEffect(() => {
    mark(key, false, source);
    return () => mark(key, false);
  }, [mark, key, source]);
}
