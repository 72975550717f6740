import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../api/client';
import { queryKeyPrefix } from '../../api/query-keys';
import type { RouteListQuery } from '../../api/schema';

/** Prefix of every route list query. */
export const routeListKey = queryKeyPrefix('/api/routes/v1/');

/** One page of routes. The previous page stays on screen while the next one loads. */
export const routeListQuery = (query: RouteListQuery) =>
  $api.queryOptions(
    'get',
    '/api/routes/v1/',
    { params: { query } },
    { placeholderData: keepPreviousData },
  );

export const useRouteList = (query: RouteListQuery) => useQuery(routeListQuery(query));

/** City suggestions for the waypoint filters; nothing is asked for an empty search. */
export const waypointSuggestionsQuery = (search: string) =>
  $api.queryOptions(
    'get',
    '/api/routes/v1/filter/waypoint/autocomplete/',
    { params: { query: { query: search } } },
    { enabled: search !== '', staleTime: 5 * 60_000, placeholderData: keepPreviousData },
  );

export const useWaypointSuggestions = (search: string) =>
  useQuery(waypointSuggestionsQuery(search));
