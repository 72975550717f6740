import type {
  RouteExportFilters,
  RouteListQuery,
  RouteType,
  VehicleCategory,
} from '../../api/schema';
import { FIRST_PAGE, PAGE_SIZE } from '../../lib/constants';
import { VEHICLE_CATEGORY_LABELS } from '../../lib/labels';

/**
 * The route list's state (SPEC §3 "Route filter state" plus paging) and its three projections:
 * the URL query string, the `GET /api/routes/v1/` query and the export payload.
 */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

export interface RouteFilters {
  messages: string[];
  firstWaypoint: string[];
  routePassesThrough: string[];
  lastWaypoint: string[];
  routeType: RouteType | null;
  category: VehicleCategory[];
  distance: NumberRange;
  nmc: NumberRange;
  nmcAdjustments: NumberRange;
  tariff: NumberRange;
}

export interface RouteListState {
  filters: RouteFilters;
  page: number;
  limit: number;
}

export type ListKey = 'messages' | 'firstWaypoint' | 'routePassesThrough' | 'lastWaypoint';
export type WaypointKey = Exclude<ListKey, 'messages'>;
export type RangeKey = 'distance' | 'nmc' | 'nmcAdjustments' | 'tariff';

export const RANGE_KEYS: readonly RangeKey[] = ['distance', 'nmc', 'nmcAdjustments', 'tariff'];
export const PAGE_SIZE_OPTIONS: readonly number[] = [PAGE_SIZE, 20, 50, 100];

const EMPTY_RANGE: NumberRange = { min: null, max: null };

export const EMPTY_FILTERS: RouteFilters = {
  messages: [],
  firstWaypoint: [],
  routePassesThrough: [],
  lastWaypoint: [],
  routeType: null,
  category: [],
  distance: EMPTY_RANGE,
  nmc: EMPTY_RANGE,
  nmcAdjustments: EMPTY_RANGE,
  tariff: EMPTY_RANGE,
};

const LIST_KEYS: readonly ListKey[] = [
  'messages',
  'firstWaypoint',
  'routePassesThrough',
  'lastWaypoint',
];

const isRouteType = (value: string | null): value is RouteType =>
  value === 'simple' || value === 'complex';

const isCategory = (value: string): value is VehicleCategory =>
  Object.hasOwn(VEHICLE_CATEGORY_LABELS, value);

/**
 * «свыше 40 т» is one choice for two codes. The state keeps `gte40` (the offered option); the
 * query and the export send both, so routes saved under either code are found.
 */
const OVER_40 = ['gte40', 'gt40'] as const satisfies readonly VehicleCategory[];
const canonicalCategory = (value: VehicleCategory): VehicleCategory =>
  value === 'gt40' ? 'gte40' : value;
const expandCategories = (values: readonly VehicleCategory[]): VehicleCategory[] =>
  values.flatMap((value) => (value === 'gte40' ? [...OVER_40] : [value]));

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A zero distance means «no distance» (SPEC §5); zero НМЦ, correction or tariff is a value. */
const boundValue = (key: RangeKey, value: number | null): number | null =>
  value === null || (key === 'distance' && value === 0) ? null : value;

/** A range whose «от» is greater than its «до»: shown as an error and not sent. */
export function isRangeInverted(key: RangeKey, range: NumberRange): boolean {
  const min = boundValue(key, range.min);
  const max = boundValue(key, range.max);
  return min !== null && max !== null && min > max;
}

export const invertedRanges = (filters: RouteFilters): RangeKey[] =>
  RANGE_KEYS.filter((key) => isRangeInverted(key, filters[key]));

const isRangeActive = (key: RangeKey, range: NumberRange): boolean =>
  boundValue(key, range.min) !== null || boundValue(key, range.max) !== null;

/** How many filters narrow the list: a non-empty list, a chosen type, a range with a bound. */
export function activeFilterCount(filters: RouteFilters): number {
  const lists = [...LIST_KEYS.map((key) => filters[key]), filters.category];
  return (
    lists.filter((list) => list.length > 0).length +
    (filters.routeType === null ? 0 : 1) +
    RANGE_KEYS.filter((key) => isRangeActive(key, filters[key])).length
  );
}

/** A filter change always starts again from the first page. */
export const withFilters = (
  state: RouteListState,
  patch: Partial<RouteFilters>,
): RouteListState => ({ ...state, filters: { ...state.filters, ...patch }, page: FIRST_PAGE });

// ---------------------------------------------------------------------------------------------
// URL: camelCase keys as the screens name them; lists as repeated keys, so a city name with a
// comma survives the round trip; defaults and empty values are left out to keep links short.

const URL_BOUNDS: Record<RangeKey, readonly [string, string]> = {
  distance: ['distanceMin', 'distanceMax'],
  nmc: ['nmcMin', 'nmcMax'],
  nmcAdjustments: ['nmcAdjustmentsMin', 'nmcAdjustmentsMax'],
  tariff: ['tariffMin', 'tariffMax'],
};

function readNumber(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name)?.trim();
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function readPositiveInt(params: URLSearchParams, name: string): number | null {
  const value = readNumber(params, name);
  return value !== null && Number.isInteger(value) && value >= 1 ? value : null;
}

const readList = (params: URLSearchParams, name: string): string[] =>
  unique(params.getAll(name).map((value) => value.trim())).filter((value) => value !== '');

export function parseListState(params: URLSearchParams): RouteListState {
  const range = (key: RangeKey): NumberRange => ({
    min: readNumber(params, URL_BOUNDS[key][0]),
    max: readNumber(params, URL_BOUNDS[key][1]),
  });
  const routeType = params.get('routeType');
  const limit = readPositiveInt(params, 'limit');
  return {
    filters: {
      messages: readList(params, 'messages'),
      firstWaypoint: readList(params, 'firstWaypoint'),
      routePassesThrough: readList(params, 'routePassesThrough'),
      lastWaypoint: readList(params, 'lastWaypoint'),
      routeType: isRouteType(routeType) ? routeType : null,
      category: unique(readList(params, 'category').filter(isCategory).map(canonicalCategory)),
      distance: range('distance'),
      nmc: range('nmc'),
      nmcAdjustments: range('nmcAdjustments'),
      tariff: range('tariff'),
    },
    page: readPositiveInt(params, 'page') ?? FIRST_PAGE,
    limit: limit !== null && PAGE_SIZE_OPTIONS.includes(limit) ? limit : PAGE_SIZE,
  };
}

export function toSearchParams({ filters, page, limit }: RouteListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LIST_KEYS) for (const value of filters[key]) params.append(key, value);
  if (filters.routeType) params.set('routeType', filters.routeType);
  for (const value of filters.category) params.append('category', value);
  for (const key of RANGE_KEYS) {
    const [minName, maxName] = URL_BOUNDS[key];
    // The URL keeps what the user typed, an inverted range included, so it can be corrected.
    if (filters[key].min !== null) params.set(minName, String(filters[key].min));
    if (filters[key].max !== null) params.set(maxName, String(filters[key].max));
  }
  if (page !== FIRST_PAGE) params.set('page', String(page));
  if (limit !== PAGE_SIZE) params.set('limit', String(limit));
  return params;
}

// ---------------------------------------------------------------------------------------------
// API: snake_case; lists stay arrays (the client joins them with commas); a bound only when set.

type FilterQuery = Omit<RouteListQuery, 'page' | 'limit' | 'ids' | 'path' | 'path_hash'>;

function sentBounds(key: RangeKey, range: NumberRange): { min?: number; max?: number } {
  if (isRangeInverted(key, range)) return {};
  const min = boundValue(key, range.min);
  const max = boundValue(key, range.max);
  return { ...(min !== null && { min }), ...(max !== null && { max }) };
}

function filterQuery(filters: RouteFilters): FilterQuery {
  const query: FilterQuery = {};
  if (filters.messages.length) query.messages = filters.messages;
  if (filters.firstWaypoint.length) query.first_waypoint = filters.firstWaypoint;
  if (filters.routePassesThrough.length) query.route_passes_through = filters.routePassesThrough;
  if (filters.lastWaypoint.length) query.last_waypoint = filters.lastWaypoint;
  if (filters.routeType) query.route_type = filters.routeType;
  if (filters.category.length) query.category = unique(expandCategories(filters.category));
  const distance = sentBounds('distance', filters.distance);
  const nmc = sentBounds('nmc', filters.nmc);
  const adjustments = sentBounds('nmcAdjustments', filters.nmcAdjustments);
  const tariff = sentBounds('tariff', filters.tariff);
  if (distance.min !== undefined) query.distance_min = distance.min;
  if (distance.max !== undefined) query.distance_max = distance.max;
  if (nmc.min !== undefined) query.nmc_min = nmc.min;
  if (nmc.max !== undefined) query.nmc_max = nmc.max;
  if (adjustments.min !== undefined) query.nmc_adjustments_min = adjustments.min;
  if (adjustments.max !== undefined) query.nmc_adjustments_max = adjustments.max;
  if (tariff.min !== undefined) query.tariff_min = tariff.min;
  if (tariff.max !== undefined) query.tariff_max = tariff.max;
  return query;
}

/** The `GET /api/routes/v1/` query of a list state. */
export const toRouteListQuery = ({ filters, page, limit }: RouteListState): RouteListQuery => ({
  ...filterQuery(filters),
  page,
  limit,
});

/** `route_filters` of the export job: the list's filters, `messages` named `notifications`. */
export function toExportFilters(filters: RouteFilters): RouteExportFilters {
  const { messages, ...rest } = filterQuery(filters);
  return messages ? { notifications: messages, ...rest } : rest;
}
