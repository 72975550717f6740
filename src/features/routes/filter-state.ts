import type {
  RouteExportFilters,
  RouteListQuery,
  RouteType,
  VehicleCategory,
} from '../../api/schema';
import { FIRST_PAGE, PAGE_SIZE } from '../../lib/constants';
import { categoryCodes } from '../../api/labels';

/**
 * The route list's state (filters plus paging), its rules (empty values, zero distance) and
 * two of its projections: the `GET /api/routes/v1/` query and the export payload. The third, the
 * URL query string, is in url-state.ts.
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
  /** Only these routes: the routes of an import («Показать в списке»); empty is all. */
  ids: number[];
  /** «Отклонение от рынка, %»: offered only where the backend sends `market_deviation`. */
  marketDeviation: NumberRange;
}

/** A field the list sorts by (`ordering` of the contract), the columns' keys too. */
export type SortField =
  'id' | 'nmc' | 'distance' | 'tariff' | 'nmc_adjustments' | 'updated_at' | 'market_deviation';

export interface RouteListState {
  filters: RouteFilters;
  /** `ordering` as the contract takes it (`-nmc,id`); null: the backend's own, newest first. */
  ordering: string | null;
  page: number;
  limit: number;
}

export type ListKey = 'messages' | 'firstWaypoint' | 'routePassesThrough' | 'lastWaypoint';
export type WaypointKey = Exclude<ListKey, 'messages'>;
export type RangeKey = 'distance' | 'nmc' | 'nmcAdjustments' | 'tariff' | 'marketDeviation';

export const RANGE_KEYS: readonly RangeKey[] = [
  'distance',
  'nmc',
  'nmcAdjustments',
  'tariff',
  'marketDeviation',
];
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
  ids: [],
  marketDeviation: EMPTY_RANGE,
};

export const LIST_KEYS: readonly ListKey[] = [
  'messages',
  'firstWaypoint',
  'routePassesThrough',
  'lastWaypoint',
];

export const isRouteType = (value: string | null): value is RouteType =>
  value === 'simple' || value === 'complex';

export const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A zero distance means «no distance»; zero НМЦ, correction or tariff is a value. */
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
    (filters.ids.length > 0 ? 1 : 0) +
    RANGE_KEYS.filter((key) => isRangeActive(key, filters[key])).length
  );
}

/** A filter change always starts again from the first page. */
export const withFilters = (
  state: RouteListState,
  patch: Partial<RouteFilters>,
): RouteListState => ({ ...state, filters: { ...state.filters, ...patch }, page: FIRST_PAGE });

/** What the user did to a list on screen, `shown` → `next`, done to the list as it is now. */
function rebaseList<T>(latest: readonly T[], shown: readonly T[], next: readonly T[]): T[] {
  const removed = shown.filter((value) => !next.includes(value));
  const added = next.filter((value) => !shown.includes(value));
  return unique([...latest.filter((value) => !removed.includes(value)), ...added]);
}

/**
 * A filter change made on a screen that showed `shown`, applied to the `latest` state. A slow
 * render can show a state older than the latest: a list keeps the picks made since, and the other
 * filters keep their latest values.
 */
export function changeFilters(
  latest: RouteListState,
  shown: RouteFilters,
  patch: Partial<RouteFilters>,
): RouteListState {
  const lists: Partial<RouteFilters> = {};
  for (const key of LIST_KEYS) {
    const next = patch[key];
    if (next) lists[key] = rebaseList(latest.filters[key], shown[key], next);
  }
  if (patch.category)
    lists.category = rebaseList(latest.filters.category, shown.category, patch.category);
  return withFilters(latest, { ...patch, ...lists });
}

// ---------------------------------------------------------------------------------------------
// API: snake_case; lists stay arrays (the client joins them with commas); a bound only when set.

export type FilterQuery = Omit<RouteListQuery, 'page' | 'limit' | 'path' | 'path_hash'>;

function sentBounds(key: RangeKey, range: NumberRange): { min?: number; max?: number } {
  if (isRangeInverted(key, range)) return {};
  const min = boundValue(key, range.min);
  const max = boundValue(key, range.max);
  return { ...(min !== null && { min }), ...(max !== null && { max }) };
}

type RangeName = 'distance' | 'nmc' | 'nmc_adjustments' | 'tariff' | 'market_deviation';
const RANGE_NAMES: Record<RangeKey, RangeName> = {
  distance: 'distance',
  nmc: 'nmc',
  nmcAdjustments: 'nmc_adjustments',
  tariff: 'tariff',
  marketDeviation: 'market_deviation',
};
const SIDES: readonly ('min' | 'max')[] = ['min', 'max'];
/** `nmc_adjustments_min`: a bound as the list call names it. */
const boundName = (key: RangeKey, side: 'min' | 'max'): `${RangeName}_${'min' | 'max'}` =>
  `${RANGE_NAMES[key]}_${side}`;

/** The filters of the list as the list call takes them, without paging. */
export function filterQuery(filters: RouteFilters): FilterQuery {
  const query: FilterQuery = {};
  if (filters.messages.length) query.messages = filters.messages;
  if (filters.firstWaypoint.length) query.first_waypoint = filters.firstWaypoint;
  if (filters.routePassesThrough.length) query.route_passes_through = filters.routePassesThrough;
  if (filters.lastWaypoint.length) query.last_waypoint = filters.lastWaypoint;
  if (filters.routeType) query.route_type = filters.routeType;
  if (filters.category.length) query.category = categoryCodes(filters.category);
  if (filters.ids.length) query.ids = filters.ids;
  for (const key of RANGE_KEYS) {
    const bounds = sentBounds(key, filters[key]);
    for (const side of SIDES) {
      const value = bounds[side];
      if (value !== undefined) query[boundName(key, side)] = value;
    }
  }
  return query;
}

const FIELD = '-?(id|nmc|distance|tariff|nmc_adjustments|updated_at|market_deviation)';
/** A value of `ordering` the contract allows: fields comma-joined, `-` for descending. */
export const isOrdering = (text: string): boolean =>
  new RegExp(`^${FIELD}(,${FIELD})*$`).test(text);

/** The `GET /api/routes/v1/` query of a list state. */
export const toRouteListQuery = ({
  filters,
  ordering,
  page,
  limit,
}: RouteListState): RouteListQuery => ({
  ...filterQuery(filters),
  ...(ordering && { ordering }),
  page,
  limit,
});

/**
 * A header's click: ascending, then descending, then the default order again (as antd's Table).
 * A new order starts from the first page: the old page number means other rows.
 */
export function sortedBy(state: RouteListState, field: SortField): RouteListState {
  const { ordering } = state;
  const next = ordering === field ? `-${field}` : ordering === `-${field}` ? null : field;
  return { ...state, ordering: next, page: FIRST_PAGE };
}

/** `route_filters` of the export job: the list's filters, `messages` named `notifications`. */
export function toExportFilters(filters: RouteFilters): RouteExportFilters {
  const { messages, ...rest } = filterQuery(filters);
  return messages ? { notifications: messages, ...rest } : rest;
}
