import { useCallback, useMemo, useRef, useState } from 'react';
import { useConfirmDiscard } from './confirm-discard';
import type { DraftSource } from './drafts';
import type { MarkUnsaved, UnsavedChanges } from './unsaved-changes-context';

/**
 * The forms below a provider that hold unsaved work, and where to read the values to keep should
 * the session end (a changed form's, or work that leaving the page keeps anyway). `parent` hears
 * every mark too, so the app-wide guard knows of the forms inside a smaller scope.
 */
export function useDirtyForms(parent?: MarkUnsaved) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<symbol>>(new Set());
  // Read only when a session ends, never drawn: a ref, not state.
  const drafts = useRef(new Map<symbol, DraftSource>());
  const mark = useCallback<MarkUnsaved>(
    (key, dirty, draft) => {
      parent?.(key, dirty, draft);
      if (draft) drafts.current.set(key, draft);
      else drafts.current.delete(key);
      setDirtyForms((forms) => {
        if (forms.has(key) === dirty) return forms;
        const next = new Set(forms);
        if (dirty) next.add(key);
        else next.delete(key);
        return next;
      });
    },
    [parent],
  );
  const dirty = dirtyForms.size > 0;
  const confirmDiscard = useConfirmDiscard();
  const confirmIfUnsaved = useCallback(
    (action: () => void) => confirmDiscard(dirty, action),
    [confirmDiscard, dirty],
  );
  const context = useMemo<UnsavedChanges>(
    () => ({ mark, confirmIfUnsaved }),
    [mark, confirmIfUnsaved],
  );
  return { dirty, context, drafts };
}
