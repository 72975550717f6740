import { FIRST_PAGE } from '../../../lib/constants';
import type { RouteListState } from '../filter-state';
import { parseListState, toSearchParams } from '../url-state';

/**
 * A view's `query`: the list's URL query string as the screen writes it, less the page (a view
 * is the list's filters, order and page size; it opens on the first page).
 */
export const viewQueryOf = (state: RouteListState): string =>
  toSearchParams({ ...state, page: FIRST_PAGE }).toString();

const sortedPairs = (params: URLSearchParams): string[] =>
  [...params].map(([key, value]) => `${key}=${value}`).sort();

/**
 * The list state a view's query names, with what the list no longer knows left out: an
 * unknown category, order or type, and, once `knownMessages` are loaded, a notification category
 * that no longer exists. `dropped` says something was left out, so the screen can say so.
 */
export function viewState(
  query: string,
  knownMessages?: readonly string[],
): { state: RouteListState; dropped: boolean } {
  const params = new URLSearchParams(query);
  params.delete('page');
  const parsed = parseListState(params);
  const messages = knownMessages
    ? parsed.filters.messages.filter((code) => knownMessages.includes(code))
    : parsed.filters.messages;
  const state = { ...parsed, filters: { ...parsed.filters, messages } };
  const kept = new Set(sortedPairs(toSearchParams(state)));
  return { state, dropped: sortedPairs(params).some((pair) => !kept.has(pair)) };
}

/**
 * The list shows what the view says, as far as the list still knows it: the same filters, order
 * and page size, in any order.
 */
export const showsView = (
  state: RouteListState,
  query: string,
  knownMessages?: readonly string[],
): boolean =>
  sortedPairs(new URLSearchParams(viewQueryOf(state))).join('&') ===
  sortedPairs(new URLSearchParams(viewQueryOf(viewState(query, knownMessages).state))).join('&');
