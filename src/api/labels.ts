import type { Choice, RouteType, Segment, VehicleCategory } from './schema';

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

/** A vehicle category code of the contract; anything else (a newer backend's code) is not. */
export const isCategory = (value: unknown): value is VehicleCategory =>
  typeof value === 'string' && Object.hasOwn(VEHICLE_CATEGORY_LABELS, value);

/** The offered choice a code stands for: `gt40` reads as `gte40`, «свыше 40 т». */
export const offeredCategory = (value: VehicleCategory): VehicleCategory =>
  value === 'gt40' ? 'gte40' : value;

/** The codes chosen categories ask for: «свыше 40 т» finds routes saved under either code. */
export const categoryCodes = (values: readonly VehicleCategory[]): VehicleCategory[] => [
  ...new Set(
    values.flatMap((value): VehicleCategory[] => (value === 'gte40' ? ['gte40', 'gt40'] : [value])),
  ),
];

/** `T` as it may arrive against the contract: it or any field in it missing or `null`. */
type Loose<T> = T extends object
  ? { [K in keyof T]?: Loose<T[K]> } | null | undefined
  : T | null | undefined;

/** A path segment as it may arrive: either waypoint, or its city, missing. */
type LooseSegment = Loose<Segment>;

const DASH = '—';

/** The list itself, or none for `null` or anything else that arrived in its place. */
function listOf<T>(value: readonly T[] | null | undefined): readonly T[] {
  const list: unknown = value;
  return Array.isArray(list) && value ? value : [];
}

/**
 * The cities of a path in order: «Москва - Тверь - Санкт-Петербург». A waypoint or city that is
 * missing against the contract reads «—» in its place; no path at all is «—».
 */
export function cityChain(
  path: readonly LooseSegment[] | null | undefined,
  separator = ' - ',
): string {
  const segments = listOf(path);
  if (segments.length === 0) return DASH;
  const cities = [
    segments[0]?.from_waypoint,
    ...segments.map((segment) => segment?.to_waypoint),
  ].map((waypoint) => (typeof waypoint?.city === 'string' && waypoint.city) || DASH);
  return cities.every((city) => city === DASH) ? DASH : cities.join(separator);
}

/** Regions of a path's first and last waypoints; '' for any that is not there. */
export const endRegions = (
  path: readonly LooseSegment[] | null | undefined,
): { fromRegion: string; toRegion: string } => {
  const segments = listOf(path);
  return {
    fromRegion: segments[0]?.from_waypoint?.region ?? '',
    toRegion: segments.at(-1)?.to_waypoint?.region ?? '',
  };
};

/** A route's notification codes; none for `null` or anything but a list, strings only. */
export const notificationCodes = (value: readonly unknown[] | null | undefined): string[] =>
  listOf(value).filter((code): code is string => typeof code === 'string' && code !== '');

/** The choice of `notification_choices` that names a notification category code. */
export const notificationChoice = (
  code: string,
  choices: readonly Choice[] | undefined,
): Choice | undefined => choices?.find((choice) => choice.value === code);

/** What a notification category reads while the labels load: no raw code flashes by. */
const LABEL_LOADING = '…';

/**
 * A notification category as the «Уведомления» filter names it; the code when it is not listed,
 * and «…» while the labels (`undefined`) load.
 */
export const notificationLabel = (code: string, choices: readonly Choice[] | undefined): string =>
  choices === undefined ? LABEL_LOADING : (notificationChoice(code, choices)?.label ?? code);
