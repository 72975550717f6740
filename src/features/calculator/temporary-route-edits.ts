import type { TemporaryRoute, TemporaryRoutePatch } from '../../api/schema';
import { parseNumericText } from '../../components/numeric-input';

/** What the user typed into one editor, per field; a field not typed in shows the saved value. */
export interface TemporaryRouteEdits {
  nmc?: string;
  comment?: string;
}

/** A form's fields as text: the typed value where there is one, otherwise the saved one. */
export const shownValues = (route: TemporaryRoute, edits: TemporaryRouteEdits) => ({
  nmc: edits.nmc ?? (route.nmc === null ? '' : String(route.nmc)),
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
  if (edits.nmc !== undefined && parseNumericText(edits.nmc) !== route.nmc) {
    patch.nmc = parseNumericText(edits.nmc);
  }
  if (edits.comment !== undefined && commentOf(edits.comment) !== route.comment) {
    patch.comment = commentOf(edits.comment);
  }
  return patch;
}

export const NMC_REQUIRED = 'Укажите НМЦ';
export const NMC_REQUIRED_TO_CONFIRM = 'Укажите НМЦ: маршрут без неё не подтвердить';

/**
 * Why the form cannot be saved as it is (an НМЦ erased), or confirmed (no НМЦ at all): a route
 * without a price must not reach the register. Null when nothing stands in the way.
 */
export function nmcProblem(
  route: TemporaryRoute,
  edits: TemporaryRouteEdits,
  intent: 'save' | 'confirm',
): string | null {
  const nmc = parseNumericText(shownValues(route, edits).nmc);
  if (nmc !== null) return null;
  if (intent === 'confirm') return NMC_REQUIRED_TO_CONFIRM;
  return 'nmc' in changedFields(route, edits) ? NMC_REQUIRED : null;
}
