import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bodyOf } from './body';
import { $api, client } from './client';
import { queryKeyPrefix } from './query-keys';
import { readList } from './read-pages';
import type { Choice, paths } from './schema';

/**
 * Queries that more than one screen reads, in the shape of a feature's api.ts: a query-options
 * factory per call and a one-line hook beside it. The header badge and the notification centre
 * share the notifications total; the route list and the notification centre share the filter
 * choices.
 */
/** Where this tab keeps the last total the server gave: it ends with the session. */
const LAST_TOTAL_KEY = 'notificationsTotal';

function lastKnownTotal(): { total: number; results: [] } | undefined {
  const total = Number(sessionStorage.getItem(LAST_TOTAL_KEY) ?? Number.NaN);
  return Number.isInteger(total) && total >= 0 ? { total, results: [] } : undefined;
}

/**
 * The notifications total. It starts from the last one this tab was given, asked again at once:
 * while the server fails (a reload included) the badge keeps that count instead of vanishing.
 */
export const notificationsTotalQuery = () =>
  $api.queryOptions(
    'get',
    '/api/notifications/v1/',
    { params: { query: { page: 1, limit: 1 } } },
    { initialData: lastKnownTotal, initialDataUpdatedAt: 0 },
  );

export function useNotificationsTotal() {
  const query = useQuery(notificationsTotalQuery());
  // Only what the server said is kept: the stored total itself is dated 0.
  const total = query.dataUpdatedAt > 0 ? query.data?.total : undefined;
  useEffect(() => {
    if (total !== undefined) sessionStorage.setItem(LAST_TOTAL_KEY, String(total));
  }, [total]);
  return query;
}

/** The total as the header last had it, for a screen that cannot load its own: asks nothing. */
export const useCachedNotificationsTotal = () =>
  useQuery({ ...notificationsTotalQuery(), enabled: false });

/** Prefix of every notifications list query, for invalidation after a deletion. */
export const notificationsListKey = queryKeyPrefix('/api/notifications/v1/');

/** Chart data sources: legend names and the data-source filter, on the route page and calculator. */
export const dataSourcesQuery = () =>
  $api.queryOptions('get', '/api/charts/v1/filters/data_source/', {}, { staleTime: 5 * 60_000 });

export const useDataSources = () => useQuery(dataSourcesQuery());

export type CityChartQuery = NonNullable<
  paths['/api/charts/v1/chart/city-city/']['get']['parameters']['query']
>;

/** Sends one page's request: as it is, or (bulk «По рынку») in a place and with a retry. */
export type SendPage = <T>(request: () => Promise<T>) => Promise<T>;

/**
 * Every point of the city-to-city chart for `query`, page by page (readList): a backend that
 * caps its pages below `limit` still gives the whole sample, which the justification needs.
 */
export const readCityChart = (
  query: CityChartQuery,
  signal?: AbortSignal,
  send: SendPage = (request) => request(),
) =>
  readList(
    (page, limit) =>
      send(async () =>
        bodyOf(
          await client.GET('/api/charts/v1/chart/city-city/', {
            params: { query: { ...query, page, limit } },
            signal,
          }),
        ),
      ),
    query.limit,
  );

/**
 * The city-to-city chart: the route page's, with its filters, and the calculator's, all of it.
 * One cached query under the contract's key; its read follows every page.
 */
export const cityChartPointsQuery = (query: CityChartQuery) =>
  queryOptions({
    queryKey: $api.queryOptions('get', '/api/charts/v1/chart/city-city/', { params: { query } })
      .queryKey,
    queryFn: ({ signal }) => readCityChart(query, signal),
  });

export const useCityChartPoints = (query: CityChartQuery) => useQuery(cityChartPointsQuery(query));

export const filterChoicesQuery = () =>
  $api.queryOptions('get', '/api/routes/v1/filters/choices/', {}, { staleTime: 5 * 60_000 });

export const useFilterChoices = () => useQuery(filterChoicesQuery());

const NO_CHOICES: readonly Choice[] = [];

/**
 * The labels of notification codes: `undefined` while they load, so that no raw code flashes by;
 * none once they failed to load, and each code then shows as it is.
 */
export function useNotificationChoices(): readonly Choice[] | undefined {
  const { data, isError } = useFilterChoices();
  if (data) return data.notification_choices;
  return isError ? NO_CHOICES : undefined;
}

/**
 * The signed-in user's profile, loaded once per session: the header shows it and documents name
 * their author with it.
 */
export const currentUserQuery = () =>
  $api.queryOptions('get', '/api/users/me/', {}, { staleTime: Infinity, retry: false });

/** The profile as the cache holds it since sign-in: asks the server nothing. */
export const useCachedCurrentUser = () => useQuery({ ...currentUserQuery(), enabled: false });
