import { isRecord } from './is-record';

/**
 * What a route opened from the route list carries in its history entry: the list's query string
 * (filters, order, page), for the route page's «Маршруты» to go back to that list.
 */
export const fromList = (search: string) => ({ list: search });

/** The route list's address a route page goes back to: as it was left, or the whole list. */
export function listAddress(state: unknown): string {
  const search = isRecord(state) ? state.list : undefined;
  return typeof search === 'string' && /^(\?[^#]*)?$/.test(search) ? `/routes${search}` : '/routes';
}
