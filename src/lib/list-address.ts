import { isRecord } from './is-record';

/**
 * What a route opened from the route list carries in its history entry: the list's query string
 * (filters, order, page) and the state of the list's own entry (the saved view it showed), for
 * the route page's «Маршруты» to go back to that list as it was.
 */
export const fromList = (search: string, entry: unknown) => ({ list: search, listEntry: entry });

/** The state of the list's history entry a route was opened from, for going back to it. */
export const listEntryOf = (state: unknown): unknown =>
  isRecord(state) ? (state.listEntry ?? null) : null;

/** The route list's address a route page goes back to: as it was left, or the whole list. */
export function listAddress(state: unknown): string {
  const search = isRecord(state) ? state.list : undefined;
  return typeof search === 'string' && /^(\?[^#]*)?$/.test(search) ? `/routes${search}` : '/routes';
}
