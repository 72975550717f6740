import { CHART_LIMIT, FIRST_PAGE } from '../lib/constants';
import { categoryCodes, isCategory, offeredCategory } from './labels';
import type { Route, VehicleCategory } from './schema';
import type { CityChartQuery } from './shared-queries';

/**
 * The «Город — город» chart of a route: the route page draws it with the user's filters, and a
 * bulk change «По рынку» reads it with the defaults, as the route page first shows it.
 */

/** The filters both charts of the route page share. */
export interface ChartFilters {
  /** null: every category. */
  category: VehicleCategory | null;
  /** Inclusive period as `YYYY-MM-DD`; either end may be open. */
  dateGte: string | null;
  dateLte: string | null;
  /** Data sources to draw; empty: all of them. */
  dataSources: string[];
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
