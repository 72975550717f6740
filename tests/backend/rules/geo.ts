import type { Segment } from '../../../src/api/schema';
import { findCity, type City } from '../data/cities';

const EARTH_RADIUS_KM = 6371;
/** Roads wind: a road between two cities is about a quarter longer than the straight line. */
export const ROAD_FACTOR = 1.25;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance between two cities, in km. */
export function haversineKm(a: City, b: City): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The road distance of a path in whole km; null when a city is unknown or there is no segment,
 * since a route cannot be priced without its distance.
 */
export function distanceKm(path: readonly Segment[]): number | null {
  if (path.length === 0) return null;
  let total = 0;
  for (const segment of path) {
    const from = findCity(segment.from_waypoint.city);
    const to = findCity(segment.to_waypoint.city);
    if (!from || !to) return null;
    total += haversineKm(from, to);
  }
  return Math.round(total * ROAD_FACTOR);
}
