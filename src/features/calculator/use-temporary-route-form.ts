import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import type { TemporaryRoute } from '../../api/schema';
import type { AcceptedPrice } from '../../components/nmc-justification/justification-panel';
import { useDraftOffer } from '../../components/unsaved-changes/draft-offer';
import { useUnsavedChanges } from '../../components/unsaved-changes/use-unsaved-changes';
import { moneyProblem } from '../../lib/money-text';
import { usePatchTemporaryRoute } from './api';
import { editsOf, temporaryRouteDraft, type EditorPlace } from './kept-work';
import { mergeEdits, otherEditorsWithEdits, useOpenEditor } from './open-editors';
import {
  changedFields,
  nmcProblem,
  shownValues,
  type TemporaryRouteEdits,
} from './temporary-route-edits';

const CLASH =
  'НМЦ или комментарий этого маршрута введены по-разному здесь и в списке маршрутов: сохраните или отмените одну из правок';

/**
 * One editor of a temporary route. It shows the route as the server holds it now, so a value
 * saved in another editor shows here too, except in a field the user has typed into; a save
 * sends only the fields typed here. A `preset` (the justified НМЦ) is typed in for the user,
 * unsaved. What was typed is kept if the session ends, and offered back to the same user.
 */
export function useTemporaryRouteForm(
  route: TemporaryRoute,
  place: EditorPlace,
  preset: AcceptedPrice | null = null,
) {
  const [edits, setEdits] = useState<TemporaryRouteEdits>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [appliedPreset, setAppliedPreset] = useState(preset);
  if (preset !== appliedPreset) {
    setAppliedPreset(preset);
    if (preset) setEdits({ nmc: preset.nmc, comment: preset.comment });
  }
  const patch = usePatchTemporaryRoute();
  const changes = changedFields(route, edits);
  const changed = Object.keys(changes).length > 0;
  const draft = temporaryRouteDraft(route.id, place);
  const editor = useOpenEditor(route.id, edits, () => setEdits({}));
  const guard = useUnsavedChanges(changed, { form: draft, values: edits });
  const draftOffer = useDraftOffer(draft, editsOf, setEdits);

  const edit = <K extends keyof TemporaryRouteEdits>(field: K, value: TemporaryRouteEdits[K]) => {
    setProblem(null);
    setEdits((current) => ({ ...current, [field]: value }));
  };

  const save = (then?: () => void) => {
    if (patch.isPending) return;
    const refusal = nmcProblem(route, edits, 'save');
    if (refusal) return setProblem(refusal);
    if (!changed) return then?.();
    patch.mutate(
      { id: route.id, patch: changes },
      {
        onSuccess: () => {
          // The saved route is in the cache by now: the fields show it again.
          setEdits({});
          then?.();
        },
      },
    );
  };

  /**
   * A confirm takes what the server holds: what is typed here and in the route's other editors
   * (its session row) is saved first, in one write, and those editors are emptied with it.
   */
  const saveAndConfirm = (onConfirm: () => void) => {
    if (patch.isPending) return;
    const others = otherEditorsWithEdits(editor);
    const { merged, clashes } = mergeEdits([...others.map((other) => other.edits()), edits]);
    if (clashes.size > 0) return setProblem(CLASH);
    const refusal = nmcProblem(route, merged, 'confirm');
    if (refusal) return setProblem(refusal);
    const all = changedFields(route, merged);
    if (Object.keys(all).length === 0) return onConfirm();
    patch.mutate(
      { id: route.id, patch: all },
      {
        onSuccess: () => {
          setEdits({});
          for (const other of others) other.clear();
          onConfirm();
        },
      },
    );
  };

  return {
    values: shownValues(route, edits),
    edit,
    changed,
    // An amount refused is said as it is typed; an erased НМЦ when saving.
    problem: problem ?? moneyProblem(shownValues(route, edits).nmc),
    save,
    saveAndConfirm,
    guard,
    saving: patch.isPending,
    saveError: patch.error,
    fieldErrors: isApiError(patch.error) ? patch.error.fieldErrors : {},
    saved: patch.isSuccess && !changed,
    draftOffer,
  };
}

export type TemporaryRouteForm = ReturnType<typeof useTemporaryRouteForm>;
