import type { RouteType, Segment, VehicleCategory } from '../../../src/api/schema';
import { normalizeName } from '../data/cities';
import { distanceKm } from './geo';
import { fnv1a } from './random';

/** ₽ per km by vehicle category: what carriers asked for such trucks at the time of the seed. */
export const TARIFFS: Readonly<Record<VehicleCategory, number>> = {
  lte08: 32,
  lte1_5: 38,
  lte3: 46,
  lte5: 55,
  lte10: 68,
  lte20: 86.5,
  lte40: 104,
  gte40: 128,
  gt40: 128,
};

export interface Price {
  distance: number | null;
  tariff: number | null;
  nmc: number | null;
}

/** НМЦ is quoted in whole hundreds of roubles. */
export const roundNmc = (value: number): number => Math.round(value / 100) * 100;

export function priceOf(path: readonly Segment[], category: VehicleCategory): Price {
  const distance = distanceKm(path);
  const tariff = TARIFFS[category];
  return { distance, tariff, nmc: distance === null ? null : roundNmc(distance * tariff) };
}

export const routeType = (path: readonly Segment[]): RouteType =>
  path.length === 1 ? 'simple' : 'complex';

/** The cities of a path in order, normalized: region spelling and case do not tell paths apart. */
export const cityKeys = (path: readonly Segment[]): string[] => {
  const first = path[0];
  if (!first) return [];
  return [first.from_waypoint, ...path.map((segment) => segment.to_waypoint)].map((waypoint) =>
    normalizeName(waypoint.city),
  );
};

export const pathHash = (path: readonly Segment[]): string =>
  fnv1a(cityKeys(path).join('|')).toString(16).padStart(8, '0');

/** `gt40` and `gte40` read alike («свыше 40 т»), so a route saved under either is the same. */
const categoryKey = (category: VehicleCategory): VehicleCategory =>
  category === 'gt40' ? 'gte40' : category;

interface PricedPath {
  path: readonly Segment[];
  category: VehicleCategory;
}

/** What makes two routes one: their cities in order and their category. */
export const routeKey = ({ path, category }: PricedPath): string =>
  `${categoryKey(category)}#${cityKeys(path).join('|')}`;

export const sameRoute = (a: PricedPath, b: PricedPath): boolean => routeKey(a) === routeKey(b);
