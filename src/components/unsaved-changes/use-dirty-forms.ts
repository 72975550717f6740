import { useCallback, useMemo, useState } from 'react';
import { useConfirmDiscard } from './confirm-discard';
import type { MarkUnsaved, UnsavedChanges } from './unsaved-changes-context';

/**
 * The forms below a provider that hold unsaved work. `parent` hears every mark too, so the
 * app-wide guard knows of the forms inside a smaller scope.
 */
export function useDirtyForms(parent?: MarkUnsaved) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<symbol>>(new Set());
  const mark = useCallback<MarkUnsaved>(
    (key, dirty) => {
      parent?.(key, dirty);
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
  return { dirty, context };
}
