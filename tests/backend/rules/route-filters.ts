// The route list's filters (SPEC §3, §7), shared by GET /api/routes/v1/ and the export job.
import type { Route, RouteExportFilters } from '../../../src/api/schema';
import { orderingOf, type OrderKey } from './route-order';

type Range = { min?: number | undefined; max?: number | undefined };

export interface RouteFilter {
  ids: number[];
  categories: string[];
  /** Notification category codes: a route with any of them matches. */
  messages: string[];
  firstWaypoint: string[];
  lastWaypoint: string[];
  passesThrough: string[];
  routeType?: string | undefined;
  /** The city chain «Москва — Казань» (any dash or arrow between cities). */
  path?: string | undefined;
  pathHash?: string | undefined;
  distance: Range;
  nmc: Range;
  nmcAdjustments: Range;
  tariff: Range;
  marketDeviation: Range;
  /** The list's order (route-order.ts); empty: newest first. */
  ordering: OrderKey[];
}

export const EMPTY_FILTER: RouteFilter = {
  ids: [],
  categories: [],
  messages: [],
  firstWaypoint: [],
  lastWaypoint: [],
  passesThrough: [],
  distance: {},
  nmc: {},
  nmcAdjustments: {},
  tariff: {},
  marketDeviation: {},
  ordering: [],
};

export const cityKey = (city: string): string =>
  city
    .trim()
    .replace(/^г\.\s*/i, '')
    .toLowerCase()
    .replace(/ё/g, 'е');

const cities = (route: Route): string[] => [
  ...route.path.slice(0, 1).map((segment) => segment.from_waypoint.city),
  ...route.path.map((segment) => segment.to_waypoint.city),
];

const anyCity = (wanted: readonly string[], city: string | undefined) =>
  wanted.length === 0 ||
  (city !== undefined && wanted.some((one) => cityKey(one) === cityKey(city)));

/** A bound is kept only when set; a value outside the contract's number (null) never matches a bound. */
const inRange = (value: number | null, { min, max }: Range) =>
  (min === undefined || (value !== null && value >= min)) &&
  (max === undefined || (value !== null && value <= max));

const chainKey = (chain: string) =>
  chain
    .split(/\s*(?:—|–|-|→|>|,)\s*/)
    .map(cityKey)
    .filter(Boolean)
    .join('|');

export function matches(route: Route, filter: RouteFilter): boolean {
  const all = cities(route);
  return (
    (filter.ids.length === 0 || filter.ids.includes(route.id)) &&
    (filter.categories.length === 0 || filter.categories.includes(route.category)) &&
    (filter.messages.length === 0 ||
      route.notifications.some((code) => filter.messages.includes(code))) &&
    anyCity(filter.firstWaypoint, all[0]) &&
    anyCity(filter.lastWaypoint, all.at(-1)) &&
    (filter.passesThrough.length === 0 ||
      filter.passesThrough.some((wanted) =>
        all.some((city) => cityKey(city) === cityKey(wanted)),
      )) &&
    (filter.routeType === undefined || route.route_type === filter.routeType) &&
    (filter.path === undefined || chainKey(filter.path) === all.map(cityKey).join('|')) &&
    (filter.pathHash === undefined || route.path_hash === filter.pathHash) &&
    inRange(route.distance, filter.distance) &&
    inRange(route.nmc, filter.nmc) &&
    inRange(route.nmc_adjustments, filter.nmcAdjustments) &&
    inRange(route.tariff, filter.tariff) &&
    inRange(route.market_deviation ?? null, filter.marketDeviation)
  );
}

/** The export job's `route_filters` and `ordering`, as the list's filter. */
export const filterOfExport = (filters: RouteExportFilters, ordering: unknown): RouteFilter => ({
  ...EMPTY_FILTER,
  ids: filters.ids ?? [],
  categories: filters.category ?? [],
  messages: filters.notifications ?? [],
  firstWaypoint: filters.first_waypoint ?? [],
  lastWaypoint: filters.last_waypoint ?? [],
  passesThrough: filters.route_passes_through ?? [],
  routeType: filters.route_type,
  distance: { min: filters.distance_min, max: filters.distance_max },
  nmc: { min: filters.nmc_min, max: filters.nmc_max },
  nmcAdjustments: { min: filters.nmc_adjustments_min, max: filters.nmc_adjustments_max },
  tariff: { min: filters.tariff_min, max: filters.tariff_max },
  marketDeviation: { min: filters.market_deviation_min, max: filters.market_deviation_max },
  ordering: typeof ordering === 'string' ? orderingOf(ordering) : [],
});
