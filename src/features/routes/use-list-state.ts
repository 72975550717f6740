import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useLiveSearchParams } from '../../lib/use-live-search-params';
import { changeFilters, EMPTY_FILTERS, sortedBy, withFilters } from './filter-state';
import type { RouteFilters, RouteListState, SortField } from './filter-state';
import {
  filterSearch,
  parseFilters,
  parseListState,
  parseOrdering,
  parsePaging,
  toSearchParams,
} from './url-state';

type Update = (latest: RouteListState) => RouteListState;

/**
 * The route list's filters and page, kept in the URL query string: a reload, Back/Forward and a
 * shared link all show the same list. Every change is a history entry, made on the latest state,
 * so quick changes on a slow machine never undo each other.
 */
export function useListState() {
  const [searchParams, updateSearchParams] = useLiveSearchParams();
  // The filters keep their object while only the page changes: the panel is not drawn again.
  const search = filterSearch(searchParams);
  const filters = useMemo(() => parseFilters(new URLSearchParams(search)), [search]);
  const ordering = parseOrdering(searchParams);
  const state = useMemo(
    (): RouteListState => ({ filters, ordering, ...parsePaging(searchParams) }),
    [searchParams, filters, ordering],
  );

  // The entry's state (the saved view the list was opened from) goes with every change: a
  // changed view is still that view, changed. A ref, so the setters keep their identity.
  const entryState: unknown = useLocation().state;
  const carried = useRef<unknown>(entryState);
  useLayoutEffect(() => {
    carried.current = entryState;
  }, [entryState]);
  const update = useCallback(
    (change: Update) =>
      updateSearchParams((latest) => toSearchParams(change(parseListState(latest))), {
        state: carried.current,
      }),
    [updateSearchParams],
  );
  const setFilters = useCallback(
    (patch: Partial<RouteFilters>) =>
      update((latest) => changeFilters(latest, state.filters, patch)),
    [update, state.filters],
  );
  const setPage = useCallback(
    (page: number, limit: number) =>
      // A new page size starts from the first page: the old page number means other rows.
      update((latest) => ({ ...latest, page: limit === latest.limit ? page : 1, limit })),
    [update],
  );
  /** A header's click, on the order as it is now (a quick second click sorts the other way). */
  const sortBy = useCallback(
    (field: SortField) => update((latest) => sortedBy(latest, field)),
    [update],
  );
  const resetFilters = useCallback(
    () => update((latest) => withFilters(latest, EMPTY_FILTERS)),
    [update],
  );

  return { state, setFilters, setPage, sortBy, resetFilters };
}
