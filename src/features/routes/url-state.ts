import { FIRST_PAGE, PAGE_SIZE } from '../../lib/constants';
import { isCategory, offeredCategory } from '../../api/labels';
import {
  isRouteType,
  isOrdering,
  LIST_KEYS,
  PAGE_SIZE_OPTIONS,
  RANGE_KEYS,
  unique,
  type NumberRange,
  type RangeKey,
  type RouteFilters,
  type RouteListState,
} from './filter-state';

// The list state in the URL query string: camelCase keys as the screens name them; lists as
// repeated keys, so a city name with a comma survives the round trip; defaults and empty values
// are left out to keep links short.

const URL_BOUNDS: Record<RangeKey, readonly [string, string]> = {
  distance: ['distanceMin', 'distanceMax'],
  nmc: ['nmcMin', 'nmcMax'],
  nmcAdjustments: ['nmcAdjustmentsMin', 'nmcAdjustmentsMax'],
  tariff: ['tariffMin', 'tariffMax'],
  marketDeviation: ['marketDeviationMin', 'marketDeviationMax'],
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

/** `ids=302,303,305`: one value, as short as a link of a few hundred routes can be. */
const readIds = (params: URLSearchParams): number[] =>
  unique(
    (params.get('ids') ?? '')
      .split(',')
      .map((value) => Number(value.trim()))
      .filter((value) => Number.isInteger(value) && value > 0),
  );

/** The filters a query string names; what it says of the page is left out. */
export function parseFilters(params: URLSearchParams): RouteFilters {
  const range = (key: RangeKey): NumberRange => ({
    min: readNumber(params, URL_BOUNDS[key][0]),
    max: readNumber(params, URL_BOUNDS[key][1]),
  });
  const routeType = params.get('routeType');
  return {
    // `notifications` is how the notification centre's «Переоценить (N)» names the same filter.
    messages: unique([...readList(params, 'messages'), ...readList(params, 'notifications')]),
    firstWaypoint: readList(params, 'firstWaypoint'),
    routePassesThrough: readList(params, 'routePassesThrough'),
    lastWaypoint: readList(params, 'lastWaypoint'),
    routeType: isRouteType(routeType) ? routeType : null,
    category: unique(readList(params, 'category').filter(isCategory).map(offeredCategory)),
    distance: range('distance'),
    nmc: range('nmc'),
    nmcAdjustments: range('nmcAdjustments'),
    tariff: range('tariff'),
    ids: readIds(params),
    marketDeviation: range('marketDeviation'),
  };
}

/** `ordering` as the contract takes it; a value it does not allow is left out. */
export function parseOrdering(params: URLSearchParams): string | null {
  const ordering = params.get('ordering')?.trim();
  return ordering && isOrdering(ordering) ? ordering : null;
}

/** The page and its size a query string names. */
export function parsePaging(params: URLSearchParams): Pick<RouteListState, 'page' | 'limit'> {
  const limit = readPositiveInt(params, 'limit');
  return {
    page: readPositiveInt(params, 'page') ?? FIRST_PAGE,
    limit: limit !== null && PAGE_SIZE_OPTIONS.includes(limit) ? limit : PAGE_SIZE,
  };
}

export const parseListState = (params: URLSearchParams): RouteListState => ({
  filters: parseFilters(params),
  ordering: parseOrdering(params),
  ...parsePaging(params),
});

/** The query string of the filters alone: the same while only the page, its size or the order changes. */
export function filterSearch(params: URLSearchParams): string {
  const filters = new URLSearchParams(params);
  filters.delete('page');
  filters.delete('limit');
  filters.delete('ordering');
  return filters.toString();
}

export function toSearchParams({
  filters,
  ordering,
  page,
  limit,
}: RouteListState): URLSearchParams {
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
  if (filters.ids.length) params.set('ids', filters.ids.join(','));
  if (ordering) params.set('ordering', ordering);
  if (page !== FIRST_PAGE) params.set('page', String(page));
  if (limit !== PAGE_SIZE) params.set('limit', String(limit));
  return params;
}
