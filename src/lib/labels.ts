import type { RouteType, Segment, VehicleCategory } from '../api/schema';

export const VEHICLE_CATEGORY_LABELS: Record<VehicleCategory, string> = {
  lte08: 'до 0,8 т',
  lte1_5: 'до 1,5 т',
  lte3: 'до 3 т',
  lte5: 'до 5 т',
  lte10: 'до 10 т',
  lte20: 'до 20 т',
  lte40: 'до 40 т',
  gte40: 'свыше 40 т',
  gt40: 'свыше 40 т',
};

export const ROUTE_TYPE_LABELS: Record<RouteType, string> = {
  simple: 'Простой',
  complex: 'Составной',
};

const labelOf = (labels: Record<string, string>, value: string | null | undefined): string =>
  (value && Object.hasOwn(labels, value) ? labels[value] : undefined) ?? '—';

/** Capacity label of a vehicle category; «—» for anything unknown. */
export const categoryLabel = (value: string | null | undefined): string =>
  labelOf(VEHICLE_CATEGORY_LABELS, value);

export const routeTypeLabel = (value: string | null | undefined): string =>
  labelOf(ROUTE_TYPE_LABELS, value);

/**
 * Choices of «Категория ТС». `gte40` and `gt40` share one label, so only `gte40` is offered:
 * two options named alike would be impossible to tell apart.
 */
const OFFERED_CATEGORIES: readonly VehicleCategory[] = [
  'lte08',
  'lte1_5',
  'lte3',
  'lte5',
  'lte10',
  'lte20',
  'lte40',
  'gte40',
];

export const VEHICLE_CATEGORY_OPTIONS = OFFERED_CATEGORIES.map((value) => ({
  value,
  label: VEHICLE_CATEGORY_LABELS[value],
}));

/** The cities of a path in order: «Москва - Тверь - Санкт-Петербург». */
export function cityChain(path: readonly Segment[] | null | undefined, separator = ' - '): string {
  if (!path || path.length === 0) return '—';
  const cities = [path[0]?.from_waypoint.city, ...path.map((segment) => segment.to_waypoint.city)];
  return cities.filter((city): city is string => Boolean(city)).join(separator) || '—';
}
