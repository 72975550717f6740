import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { $api } from '../../../api/client';
import { dataSourcesQuery } from '../../../api/shared-queries';
import type { ChartPoint, DataSource } from '../../../api/schema';
import { ChartPanel } from '../../../components/price-chart/chart-panel';
import { referenceLine, toChartRows } from '../../../components/price-chart/chart-data';
import { CHART_LIMIT, FIRST_PAGE } from '../../../lib/constants';

const NO_POINTS: ChartPoint[] = [];
const NO_SOURCES: DataSource[] = [];

/**
 * The city chart of the route a calculation matches, so the new price can be weighed against
 * its history. Loaded on demand: only a calculation with an existing route pulls in charts.
 */
export function ExistingRouteChart({ routeId, nmc }: { routeId: number; nmc: number | null }) {
  const city = $api.useQuery('get', '/api/charts/v1/chart/city-city/', {
    params: { query: { route_id: routeId, page: FIRST_PAGE, limit: CHART_LIMIT } },
  });
  const sources = useQuery(dataSourcesQuery());
  const points = city.data?.results ?? NO_POINTS;
  const labels = sources.data ?? NO_SOURCES;
  const rows = useMemo(() => toChartRows(points, labels), [points, labels]);
  const reference = useMemo(() => referenceLine(nmc), [nmc]);

  return (
    <ChartPanel
      title="Город — город"
      rows={rows}
      reference={reference}
      loading={city.isLoading}
      failed={city.isError}
      onRetry={() => void city.refetch()}
    />
  );
}
