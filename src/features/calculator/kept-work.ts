import { VEHICLE_CATEGORY_OPTIONS } from '../../api/labels';
import type { VehicleCategory } from '../../api/schema';
import { isRecord } from '../../lib/is-record';
import { creationStateOf, type CreationState } from './creation-state';

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

/** The НМЦ and comment typed into the editor of the temporary route `id`. */
export const temporaryRouteDraft = (id: number) => `temporary-route-${id}`;

export interface EditorValues {
  nmc: string;
  comment: string;
}

export function editorValuesOf(kept: unknown): EditorValues | null {
  if (!isRecord(kept) || typeof kept.nmc !== 'string' || typeof kept.comment !== 'string') {
    return null;
  }
  return { nmc: kept.nmc, comment: kept.comment };
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
