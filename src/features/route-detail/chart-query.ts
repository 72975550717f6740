import type { Dayjs } from 'dayjs';
import { cityChartParams, type ChartFilters } from '../../api/city-chart';
import type { paths, Route } from '../../api/schema';
import { isoDay } from '../../lib/format';
import { endRegions } from '../../api/labels';

export type RegionChartQuery =
  paths['/api/charts/v1/chart/region-region/']['get']['parameters']['query'];

export interface RegionPair {
  fromRegion: string;
  toRegion: string;
}

/** Regions of the route's first and last waypoints. */
export const defaultRegions = (route: Route): RegionPair => endRegions(route.path);

/** A picker's range as the `YYYY-MM-DD` bounds the API expects. */
export const periodBounds = (
  range: readonly [Dayjs | null, Dayjs | null] | null | undefined,
): Pick<ChartFilters, 'dateGte' | 'dateLte'> => ({
  dateGte: range?.[0] ? isoDay(range[0]) : null,
  dateLte: range?.[1] ? isoDay(range[1]) : null,
});

/** Query parameters of «Регион — регион», or null while either region is missing (both are required). */
export function regionChartParams(
  route: Route,
  filters: ChartFilters,
  regions: RegionPair,
): RegionChartQuery | null {
  const fromRegion = regions.fromRegion.trim();
  const toRegion = regions.toRegion.trim();
  if (!fromRegion || !toRegion) return null;
  return { ...cityChartParams(route, filters), from_region: fromRegion, to_region: toRegion };
}
