import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EMPTY_FILTERS, withFilters } from './filter-state';
import type { RouteFilters, RouteListState } from './filter-state';
import { parseListState, toSearchParams } from './url-state';

/**
 * The route list's filters and page, kept in the URL query string: a reload, Back/Forward and a
 * shared link all show the same list. Every change is a history entry.
 */
export function useListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams), [searchParams]);

  const commit = useCallback(
    (next: RouteListState) => setSearchParams(toSearchParams(next)),
    [setSearchParams],
  );
  const setFilters = useCallback(
    (patch: Partial<RouteFilters>) => commit(withFilters(state, patch)),
    [commit, state],
  );
  const setPage = useCallback(
    (page: number, limit: number) =>
      // A new page size starts from the first page: the old page number means other rows.
      commit({ ...state, page: limit === state.limit ? page : 1, limit }),
    [commit, state],
  );
  const resetFilters = useCallback(
    () => commit(withFilters(state, EMPTY_FILTERS)),
    [commit, state],
  );

  return { state, setFilters, setPage, resetFilters };
}
