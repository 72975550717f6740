import { Flex } from 'antd';
import { useMemo } from 'react';
import { useCityChartPoints, useDataSources } from '../../../api/shared-queries';
import type { ChartPoint, DataSource } from '../../../api/schema';
import { ChartPanel } from '../../../components/price-chart/chart-panel';
import { referenceLine, toChartRows } from '../../../components/price-chart/chart-data';
import { CHART_LIMIT, FIRST_PAGE } from '../../../lib/constants';
import {
  JustificationPanel,
  type AcceptedPrice,
} from '../../../components/nmc-justification/justification-panel';
import type { JustifiedRoute } from '../../../components/nmc-justification/justification';

const NO_POINTS: ChartPoint[] = [];
const NO_SOURCES: DataSource[] = [];
const ALL_OF_IT = { dateGte: null, dateLte: null, dataSources: [] };

interface ExistingRouteChartProps {
  routeId: number;
  /** The calculated route, as the justification names it. */
  route: JustifiedRoute;
  onAccept: (price: AcceptedPrice) => void;
}

/**
 * The city chart of the route a calculation matches, so the new price can be weighed against
 * its history and justified before it is confirmed. Loaded on demand: only a calculation with an
 * existing route pulls in charts.
 */
export function ExistingRouteChart({ routeId, route, onAccept }: ExistingRouteChartProps) {
  const city = useCityChartPoints({ route_id: routeId, page: FIRST_PAGE, limit: CHART_LIMIT });
  const sources = useDataSources();
  const points = city.data?.results ?? NO_POINTS;
  const labels = sources.data ?? NO_SOURCES;
  const rows = useMemo(() => toChartRows(points, labels), [points, labels]);
  const reference = useMemo(() => referenceLine(route.nmc), [route.nmc]);
  // The colours of the route page's charts: each source by its place in the list.
  const sourceNames = useMemo(() => labels.map((source) => source.label), [labels]);

  return (
    <Flex vertical gap={16}>
      <ChartPanel
        title="Город — город"
        rows={rows}
        reference={reference}
        sources={sourceNames}
        loading={city.isLoading}
        error={city.error}
        onRetry={() => void city.refetch()}
      />
      <JustificationPanel
        points={points}
        sources={labels}
        filters={ALL_OF_IT}
        route={route}
        loading={city.isLoading}
        onAccept={onAccept}
      />
    </Flex>
  );
}
