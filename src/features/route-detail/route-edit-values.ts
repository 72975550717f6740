import type { RoutePatch } from '../../api/schema';

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
