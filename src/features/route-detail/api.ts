import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { bodyOf } from '../../api/body';
import { $api, client } from '../../api/client';
import { queryKeyPrefix } from '../../api/query-keys';
import { readList } from '../../api/read-pages';
import { sessionFetch } from '../../api/session';
import type { RoutePatch } from '../../api/schema';
import { ifMatch, isVersionConflict, versioned } from '../../api/versions';
import { FIRST_PAGE, PAGE_SIZE } from '../../lib/constants';
import type { RegionChartQuery } from './chart-query';
import { takeEarlyRoute } from './early-answer';
import { parseRouteId } from './route-id';

/**
 * The route of the screen with its version (`ETag`), which a save sends back in `If-Match`. The
 * key extends the contract's own, so its prefix still matches every read of the route. No call
 * without an id.
 */
export const routeQuery = (id: number | null) => {
  const init = { params: { path: { id: id ?? 0 } } };
  return queryOptions({
    queryKey: [...$api.queryOptions('get', '/api/routes/v1/{id}/', init).queryKey, 'versioned'],
    queryFn: async ({ signal }) => {
      // The page's first read takes over the request its early script sent (./early-answer.ts).
      const fetch = id === null ? undefined : takeEarlyRoute(id, sessionFetch);
      return versioned(await client.GET('/api/routes/v1/{id}/', { ...init, signal, fetch }));
    },
    enabled: id !== null,
  });
};

export const useRoute = (id: number | null) => useQuery(routeQuery(id));

/** Prefix of every history page query, for invalidation after an edit. */
const historyKey = queryKeyPrefix('/api/nmc-changes-history/v1/');

/**
 * One history page; the previous page stays on screen while the next one loads. It needs only
 * the id from the URL, so it is asked for together with the route, not after it.
 */
export const historyQuery = (routeId: number | null, page: number) =>
  $api.queryOptions(
    'get',
    '/api/nmc-changes-history/v1/',
    { params: { query: { route_id: routeId ?? 0, page, limit: PAGE_SIZE } } },
    { enabled: routeId !== null, placeholderData: keepPreviousData },
  );

export const useNmcHistory = (routeId: number | null, page: number) =>
  useQuery(historyQuery(routeId, page));

export type NmcHistoryResult = ReturnType<typeof useNmcHistory>;

/**
 * Starts loading what the page shows first, the route and its history's first page, while the
 * page's code is still on its way: the page then draws them in its first render.
 */
export function prefetchRoutePage(queryClient: QueryClient, param: string | undefined): void {
  const id = parseRouteId(param);
  if (id === null) return;
  // A failure here is not reported: the page's own query shows it, and asks once more on mount.
  const ignore = () => undefined;
  void queryClient.query(routeQuery(id)).catch(ignore);
  void queryClient.query(historyQuery(id, FIRST_PAGE)).catch(ignore);
}

/**
 * «Регион — регион»: no call until both regions are known, the contract requires them. One
 * cached query under the contract's key; its read follows every page (readList).
 */
export const regionChartPointsQuery = (query: RegionChartQuery | null) => {
  const asked = query ?? { from_region: '', to_region: '' };
  return queryOptions({
    queryKey: $api.queryOptions('get', '/api/charts/v1/chart/region-region/', {
      params: { query: asked },
    }).queryKey,
    queryFn: ({ signal }) =>
      readList(
        async (page, limit) =>
          bodyOf(
            await client.GET('/api/charts/v1/chart/region-region/', {
              params: { query: { ...asked, page, limit } },
              signal,
            }),
          ),
        asked.limit,
      ),
    enabled: query !== null,
  });
};

export const useRegionChartPoints = (query: RegionChartQuery | null) =>
  useQuery(regionChartPointsQuery(query));

export interface RouteSave {
  /** Only the fields the user changed: a colleague's change to another field stays. */
  patch: RoutePatch;
  /** The version the user edited; null when the server sent none (then no `If-Match`). */
  etag: string | null;
}

/**
 * Saves НМЦ and comment over the version the user saw. The answer is the route as saved, with
 * its new version (`ETag`): it becomes the route of the page, so the route is not asked for
 * again. Its history (whose first page gets the new entry) and the route list change with it and
 * are reloaded. A 412 means a colleague saved first: the route is reloaded to show their values,
 * and the form decides what to do.
 */
export function useUpdateRoute(id: number) {
  const queryClient = useQueryClient();
  const route = routeQuery(id);
  return useMutation({
    mutationFn: async ({ patch, etag }: RouteSave) =>
      versioned(
        await client.PATCH('/api/routes/v1/{id}/', {
          params: { path: { id }, header: ifMatch(etag) },
          body: patch,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(route.queryKey, saved);
      // Not awaited: the form closes at once and the tables show their own loading.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: queryKeyPrefix('/api/routes/v1/') }),
      ]);
    },
    onError: (error) => {
      if (isVersionConflict(error))
        void queryClient.invalidateQueries({ queryKey: route.queryKey });
    },
  });
}
