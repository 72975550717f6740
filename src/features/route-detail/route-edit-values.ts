import type { RoutePatch } from '../../api/schema';
import type { Versioned } from '../../api/versions';
import { isRecord } from '../../lib/is-record';

/** What the edit form holds. */
export interface EditValues {
  nmc: number | null;
  comment: string;
}

export const valuesOf = (route: { nmc: number | null; comment: string | null }): EditValues => ({
  nmc: route.nmc,
  comment: route.comment ?? '',
});

/**
 * The fields the user changed from the version they opened: only these are sent, so a
 * colleague's change to the other field is not put back to its old value.
 */
export function changedFields(opened: EditValues, values: EditValues): RoutePatch {
  return {
    ...(values.nmc !== opened.nmc && { nmc: values.nmc }),
    ...(values.comment !== opened.comment && { comment: values.comment }),
  };
}

export const hasChanges = (opened: EditValues, values: EditValues): boolean =>
  Object.keys(changedFields(opened, values)).length > 0;

/** НМЦ and comment of the route in a 412 body; null when the body is not a route. */
export function valuesInBody(body: unknown): EditValues | null {
  if (typeof body !== 'object' || body === null || !('nmc' in body) || !('comment' in body))
    return null;
  const { nmc, comment } = body;
  if (!(nmc === null || typeof nmc === 'number')) return null;
  if (!(comment === null || typeof comment === 'string')) return null;
  return valuesOf({ nmc, comment });
}

/** The edit form's name among the drafts of its page. */
export const ROUTE_EDIT_DRAFT = 'route-edit';

/**
 * What the edit form keeps when the session ends: the values typed, and the version they were
 * typed over, so that taking them back saves over that version (a colleague's save since then is
 * a conflict, not overwritten).
 */
export interface RouteDraft {
  values: EditValues;
  base: Versioned<EditValues>;
}

/** A kept draft of the edit form; null when the stored value is not one. */
export function routeDraftOf(stored: unknown): RouteDraft | null {
  if (!isRecord(stored) || !isRecord(stored.base)) return null;
  const values = valuesInBody(stored.values);
  const base = valuesInBody(stored.base.data);
  const { etag } = stored.base;
  if (!values || !base || !(etag === null || typeof etag === 'string')) return null;
  return { values, base: { data: base, etag } };
}
