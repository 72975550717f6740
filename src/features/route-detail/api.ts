import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/client';
import { dataSourcesQuery } from '../../api/shared-queries';
import type { ChartPoint } from '../../api/schema';
import { PAGE_SIZE } from '../../lib/constants';
import type { CityChartQuery, RegionChartQuery } from './chart-query';

/** The route of the screen. */
export const routeQuery = (id: number) =>
  $api.queryOptions('get', '/api/routes/v1/{id}/', { params: { path: { id } } });

export const useRoute = (id: number | null) =>
  useQuery({ ...routeQuery(id ?? 0), enabled: id !== null });

/** Prefix of every history page query, for invalidation after an edit. */
const historyKey = ['get', '/api/nmc-changes-history/v1/'] as const;

export const historyQuery = (routeId: number, page: number) =>
  $api.queryOptions('get', '/api/nmc-changes-history/v1/', {
    params: { query: { route_id: routeId, page, limit: PAGE_SIZE } },
  });

/**
 * One history page; the previous page stays on screen while the next one loads. It needs only
 * the id from the URL, so it is asked for together with the route, not after it.
 */
export const useNmcHistory = (routeId: number | null, page: number) =>
  useQuery({
    ...historyQuery(routeId ?? 0, page),
    enabled: routeId !== null,
    placeholderData: keepPreviousData,
  });

export type NmcHistoryResult = ReturnType<typeof useNmcHistory>;

/**
 * Saves НМЦ and comment. The route, its history (whose first page gets the new entry) and the
 * route list all change with it, so they are reloaded.
 */
export function useUpdateRoute(id: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/api/routes/v1/{id}/', {
    onSuccess: (route) => {
      queryClient.setQueryData(routeQuery(id).queryKey, route);
      // Not awaited: the form closes at once and the tables show their own loading.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: routeQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: historyKey }),
        queryClient.invalidateQueries({ queryKey: ['get', '/api/routes/v1/'] }),
      ]);
    },
  });
}

export const useDataSources = () => useQuery(dataSourcesQuery());

const NO_POINTS: ChartPoint[] = [];

export function useCityChart(query: CityChartQuery) {
  const result = $api.useQuery('get', '/api/charts/v1/chart/city-city/', {
    params: { query },
  });
  return { ...result, points: result.data?.results ?? NO_POINTS };
}

/** No call until both regions are known: the contract requires them. */
export function useRegionChart(query: RegionChartQuery | null) {
  const result = $api.useQuery(
    'get',
    '/api/charts/v1/chart/region-region/',
    { params: { query: query ?? { from_region: '', to_region: '' } } },
    { enabled: query !== null },
  );
  return { ...result, points: result.data?.results ?? NO_POINTS };
}
