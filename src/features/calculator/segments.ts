import type { Segment } from '../../api/schema';

/** The chain «Откуда → Через… → Куда» as consecutive segments. */
export function chainToSegments(cities: readonly string[]): Segment[] {
  const points = cities.map((city) => city.trim());
  return points.slice(1).map((to, index) => ({
    from_waypoint: { city: points[index] ?? '' },
    to_waypoint: { city: to },
  }));
}
