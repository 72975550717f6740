import type { Dayjs } from 'dayjs';
import type { paths, Route, VehicleCategory } from '../../api/schema';
import type { CityChartQuery } from '../../api/shared-queries';
import { CHART_LIMIT, FIRST_PAGE } from '../../lib/constants';
import { isoDay } from '../../lib/format';
import { categoryCodes, endRegions, isCategory, offeredCategory } from '../../api/labels';

export type RegionChartQuery =
  paths['/api/charts/v1/chart/region-region/']['get']['parameters']['query'];

/** The filters both charts share. */
export interface ChartFilters {
  /** null: every category. */
  category: VehicleCategory | null;
  /** Inclusive period as `YYYY-MM-DD`; either end may be open. */
  dateGte: string | null;
  dateLte: string | null;
  /** Data sources to draw; empty: all of them. */
  dataSources: string[];
}

export interface RegionPair {
  fromRegion: string;
  toRegion: string;
}

/**
 * The choice of «Категория ТС» that stands for a route's category. «свыше 40 т» is offered once,
 * as `gte40`; a code the screens do not know (a newer backend's) means every category, rather
 * than a raw code in the select and in the request.
 */
export const chartCategory = (code: string): VehicleCategory | null =>
  isCategory(code) ? offeredCategory(code) : null;

/** The route's own category, all dates, all sources. */
export const defaultChartFilters = (route: Route): ChartFilters => ({
  category: chartCategory(route.category),
  dateGte: null,
  dateLte: null,
  dataSources: [],
});

/** Regions of the route's first and last waypoints. */
export const defaultRegions = (route: Route): RegionPair => endRegions(route.path);

/** A picker's range as the `YYYY-MM-DD` bounds the API expects. */
export const periodBounds = (
  range: readonly [Dayjs | null, Dayjs | null] | null | undefined,
): Pick<ChartFilters, 'dateGte' | 'dateLte'> => ({
  dateGte: range?.[0] ? isoDay(range[0]) : null,
  dateLte: range?.[1] ? isoDay(range[1]) : null,
});

/** Query parameters of «Город — город»: the route, its filters, one page of up to 1000 points. */
export function cityChartParams(route: Route, filters: ChartFilters): CityChartQuery {
  return {
    ...(filters.category ? { category: categoryCodes([filters.category]) } : {}),
    ...(filters.dateGte ? { date__gte: filters.dateGte } : {}),
    ...(filters.dateLte ? { date__lte: filters.dateLte } : {}),
    path_hash: route.path_hash,
    route_id: route.id,
    page: FIRST_PAGE,
    limit: CHART_LIMIT,
  };
}

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
