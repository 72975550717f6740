import { useState } from 'react';
import { isApiError } from '../../api/api-error';
import type { TemporaryRoute } from '../../api/schema';
import type { AcceptedPrice } from '../../components/nmc-justification/justification-panel';
import { useDraftOffer } from '../../components/unsaved-changes/draft-offer';
import { useUnsavedChanges } from '../../components/unsaved-changes/use-unsaved-changes';
import { moneyProblem } from '../../lib/money-text';
import { usePatchTemporaryRoute } from './api';
import { editsOf, temporaryRouteDraft } from './kept-work';
import {
  changedFields,
  nmcProblem,
  shownValues,
  type TemporaryRouteEdits,
} from './temporary-route-edits';

/**
 * One editor of a temporary route. It shows the route as the server holds it now, so a value
 * saved in another editor shows here too, except in a field the user has typed into; a save
 * sends only the fields typed here. A `preset` (the justified НМЦ) is typed in for the user,
 * unsaved. What was typed is kept if the session ends, and offered back to the same user.
 */
export function useTemporaryRouteForm(route: TemporaryRoute, preset: AcceptedPrice | null = null) {
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
  const draft = temporaryRouteDraft(route.id);
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

  /** A confirm takes what the server holds: typed values are saved first. */
  const saveAndConfirm = (onConfirm: () => void) => {
    const refusal = nmcProblem(route, edits, 'confirm');
    if (refusal) setProblem(refusal);
    else save(onConfirm);
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
