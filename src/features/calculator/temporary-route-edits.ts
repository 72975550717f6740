import type { TemporaryRoute, TemporaryRoutePatch } from '../../api/schema';
import { moneyProblem } from '../../lib/money-text';

/** What the user typed into one editor, per field; a field not typed in shows the saved value. */
export interface TemporaryRouteEdits {
  /** Null: the field was emptied. */
  nmc?: number | null;
  comment?: string;
}

/** A form's fields: the typed value where there is one, otherwise the saved one. */
export const shownValues = (route: TemporaryRoute, edits: TemporaryRouteEdits) => ({
  nmc: edits.nmc === undefined ? route.nmc : edits.nmc,
  comment: edits.comment ?? route.comment ?? '',
});

const commentOf = (text: string) => (text.trim() === '' ? null : text);

/**
 * The fields this editor changed from what the server holds now, and nothing else: a value
 * saved meanwhile in another editor of the same route is never written back over.
 */
export function changedFields(
  route: TemporaryRoute,
  edits: TemporaryRouteEdits,
): TemporaryRoutePatch {
  const patch: TemporaryRoutePatch = {};
  if (edits.nmc !== undefined && edits.nmc !== route.nmc) patch.nmc = edits.nmc;
  if (edits.comment !== undefined && commentOf(edits.comment) !== route.comment) {
    patch.comment = commentOf(edits.comment);
  }
  return patch;
}

export const NMC_REQUIRED = 'Укажите НМЦ';
export const NMC_REQUIRED_TO_CONFIRM = 'Укажите НМЦ: маршрут без неё не подтвердить';

/**
 * Why the form cannot be saved as it is (an amount refused, an НМЦ erased), or confirmed (no НМЦ
 * at all): a route without a price must not reach the register. Null when nothing stands in the
 * way.
 */
export function nmcProblem(
  route: TemporaryRoute,
  edits: TemporaryRouteEdits,
  intent: 'save' | 'confirm',
): string | null {
  const { nmc } = shownValues(route, edits);
  if (nmc !== null) return moneyProblem(nmc);
  if (intent === 'confirm') return NMC_REQUIRED_TO_CONFIRM;
  return 'nmc' in changedFields(route, edits) ? NMC_REQUIRED : null;
}
