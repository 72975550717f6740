import { Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ChartPoint, DataSource, Route } from '../../api/schema';
import { useCityChartPoints, useDataSources } from '../../api/shared-queries';
import { useRegionChartPoints } from './api';
import { ChartFiltersBar } from './chart-filters';
import { ChartPanel } from '../../components/price-chart/chart-panel';
import { referenceLine, toChartRows } from '../../components/price-chart/chart-data';
import { cityChartParams, defaultChartFilters, type ChartFilters } from '../../api/city-chart';
import { defaultRegions, regionChartParams } from './chart-query';
import { RegionInputs } from './region-inputs';
import { useDebouncedValue } from '../../lib/use-debounced-value';

import {
  JustificationPanel,
  type AcceptedPrice,
} from '../../components/nmc-justification/justification-panel';
import { justifiedRoute } from '../../components/nmc-justification/justification';

const NO_SOURCES: DataSource[] = [];
const NO_POINTS: ChartPoint[] = [];

/**
 * «Город — город» and «Регион — регион» with their shared filters. The route page loads this
 * module on demand: it is the only one that pulls in the chart library.
 */
export function RouteCharts({
  route,
  onAccept,
  reveal = false,
}: {
  route: Route;
  /** «Принять как НМЦ» of the justification panel. */
  onAccept: (price: AcceptedPrice) => void;
  /** Bring «Обоснование НМЦ» into view once it is ready. */
  reveal?: boolean;
}) {
  const [filters, setFilters] = useState<ChartFilters>(() => defaultChartFilters(route));
  const [regions, setRegions] = useState(() => defaultRegions(route));
  const settledRegions = useDebouncedValue(regions, 400);
  const dataSources = useDataSources();
  const sources = dataSources.data ?? NO_SOURCES;
  const reference = useMemo(() => referenceLine(route.nmc), [route.nmc]);
  // One order of the sources for both charts: a source has the same colour in each.
  const sourceNames = useMemo(() => sources.map((source) => source.label), [sources]);
  const justified = useMemo(() => justifiedRoute(route), [route]);

  const regionParams = regionChartParams(route, filters, settledRegions);
  const city = useCityChartPoints(cityChartParams(route, filters));
  const region = useRegionChartPoints(regionParams);
  const cityPoints = city.data?.results ?? NO_POINTS;
  const regionPoints = region.data?.results ?? NO_POINTS;

  const cityRows = useMemo(
    () => toChartRows(cityPoints, sources, filters.dataSources),
    [cityPoints, sources, filters.dataSources],
  );
  const regionRows = useMemo(
    () => toChartRows(regionPoints, sources, filters.dataSources),
    [regionPoints, sources, filters.dataSources],
  );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <ChartFiltersBar
          value={filters}
          onChange={setFilters}
          dataSources={sources}
          dataSourcesLoading={dataSources.isLoading}
        />
      </Card>
      <ChartPanel
        title="Город — город"
        rows={cityRows}
        reference={reference}
        sources={sourceNames}
        loading={city.isLoading}
        error={city.error}
        onRetry={() => void city.refetch()}
      />
      <JustificationPanel
        points={cityPoints}
        sources={sources}
        filters={filters}
        route={justified}
        loading={city.isLoading}
        onAccept={onAccept}
        reveal={reveal}
      />
      <ChartPanel
        title="Регион — регион"
        extra={<RegionInputs value={regions} onChange={setRegions} />}
        rows={regionRows}
        reference={reference}
        sources={sourceNames}
        loading={region.isLoading}
        error={region.error}
        onRetry={() => void region.refetch()}
        hint={
          regionParams === null ? (
            <Typography.Text type="secondary">
              Укажите регион отправления и регион назначения, чтобы построить график
            </Typography.Text>
          ) : undefined
        }
      />
    </Flex>
  );
}
