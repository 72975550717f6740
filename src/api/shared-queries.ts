import { useQuery } from '@tanstack/react-query';
import { $api } from './client';
import { queryKeyPrefix } from './query-keys';
import type { paths } from './schema';

/**
 * Queries that more than one screen reads, in the shape of a feature's api.ts: a query-options
 * factory per call and a one-line hook beside it. The header badge and the notification centre
 * share the notifications total; the route list and the notification centre share the filter
 * choices.
 */
export const notificationsTotalQuery = () =>
  $api.queryOptions('get', '/api/notifications/v1/', {
    params: { query: { page: 1, limit: 1 } },
  });

export const useNotificationsTotal = () => useQuery(notificationsTotalQuery());

/** Prefix of every notifications list query, for invalidation after a deletion. */
export const notificationsListKey = queryKeyPrefix('/api/notifications/v1/');

/** Chart data sources: legend names and the data-source filter, on the route page and calculator. */
export const dataSourcesQuery = () =>
  $api.queryOptions('get', '/api/charts/v1/filters/data_source/', {}, { staleTime: 5 * 60_000 });

export const useDataSources = () => useQuery(dataSourcesQuery());

export type CityChartQuery = NonNullable<
  paths['/api/charts/v1/chart/city-city/']['get']['parameters']['query']
>;

/** The city-to-city chart: the route page's, with its filters, and the calculator's, all of it. */
export const cityChartPointsQuery = (query: CityChartQuery) =>
  $api.queryOptions('get', '/api/charts/v1/chart/city-city/', { params: { query } });

export const useCityChartPoints = (query: CityChartQuery) => useQuery(cityChartPointsQuery(query));

export const filterChoicesQuery = () =>
  $api.queryOptions('get', '/api/routes/v1/filters/choices/', {}, { staleTime: 5 * 60_000 });

export const useFilterChoices = () => useQuery(filterChoicesQuery());

/**
 * The signed-in user's profile, loaded once per session: the header shows it and documents name
 * their author with it.
 */
export const currentUserQuery = () =>
  $api.queryOptions('get', '/api/users/me/', {}, { staleTime: Infinity, retry: false });

/** The profile as the cache holds it since sign-in: asks the server nothing. */
export const useCachedCurrentUser = () => useQuery({ ...currentUserQuery(), enabled: false });
