import { VEHICLE_CATEGORY_OPTIONS } from '../../api/labels';
import type { VehicleCategory } from '../../api/schema';
import { isRecord } from '../../lib/is-record';
import { creationStateOf, type CreationState } from './creation-state';
import type { TemporaryRouteEdits } from './temporary-route-edits';

/**
 * The calculator's work a session's end would wipe, kept for the same user (see
 * useKeptOnSessionEnd): the calculation it showed, and what was typed into its forms.
 */
export const CALCULATION_DRAFT = 'calculation';

/** A kept calculation worth giving back: one with routes of its own. */
export function keptCalculation(kept: unknown): CreationState | null {
  const state = creationStateOf(kept);
  return state.sessionJobIds.length > 0 ? state : null;
}

/** Where an editor of a temporary route is: the result card, or a row of the session list. */
export type EditorPlace = 'card' | 'row';

/**
 * The НМЦ and comment typed into one editor of the temporary route `id`: the card's and the
 * row's are kept apart, so neither overwrites the other's draft.
 */
export const temporaryRouteDraft = (id: number, place: EditorPlace) =>
  place === 'card' ? `temporary-route-${id}` : `temporary-route-${id}-row`;

const isAmount = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

/** The fields typed into: a kept value of the wrong kind is dropped. */
export function editsOf(kept: unknown): TemporaryRouteEdits | null {
  if (!isRecord(kept)) return null;
  const edits: TemporaryRouteEdits = {
    ...(isAmount(kept.nmc) && { nmc: kept.nmc }),
    ...(typeof kept.comment === 'string' && { comment: kept.comment }),
  };
  return Object.keys(edits).length > 0 ? edits : null;
}

/** What was typed into «Вручную»: the cities and the category. */
export const MANUAL_DRAFT = 'manual-route';

export interface ManualValues {
  from: string;
  via: string[];
  to: string;
  category?: VehicleCategory;
}

const isCategory = (value: unknown): value is VehicleCategory =>
  VEHICLE_CATEGORY_OPTIONS.some((option) => option.value === value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The kept values of «Вручную»; a field never typed into is kept as nothing. */
export function manualValuesOf(kept: unknown): ManualValues | null {
  if (!isRecord(kept)) return null;
  const { from, via, to, category } = kept;
  const values: ManualValues = {
    from: text(from),
    via: Array.isArray(via) ? via.map(text) : [],
    to: text(to),
    ...(isCategory(category) && { category }),
  };
  return hasManualInput(values) ? values : null;
}

/** Whether anything was typed or picked: an empty form is nothing to keep. */
export const hasManualInput = (values: Partial<ManualValues> | undefined): boolean =>
  Boolean(
    values && (values.from?.trim() || values.to?.trim() || values.via?.some((city) => city.trim())),
  );
