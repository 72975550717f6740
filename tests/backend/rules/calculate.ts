// Pricing a typed or imported route by the seed's own rules: the cities as typed, distances from
// their coordinates, the tariff of the category (PRODUCT §5).
import type { RowError, Segment, TemporaryRoute, VehicleCategory } from '../../../src/api/schema';
import { findCity } from '../data/cities';
import type { Db } from '../model';
import { priceOf, sameRoute } from './pricing';

/** The cities of the path as the backend knows them (with their region), or the errors. */
export function resolvePath(segments: readonly Segment[]): Segment[] | RowError[] {
  const errors: RowError[] = [];
  const point = (city: string, field: string) => {
    const typed = city.trim().replace(/^г\.\s*/i, '');
    const found = findCity(typed);
    const message = typed === '' ? 'Не указан город' : `Неизвестный город «${typed}»`;
    if (!found) errors.push({ row: null, field, message });
    return { city: found?.name ?? city, region: found?.region ?? null };
  };
  const last = segments.length - 1;
  const path = segments.map((segment, index) => ({
    from_waypoint: point(segment.from_waypoint.city, index === 0 ? 'Откуда' : 'Через'),
    to_waypoint: point(segment.to_waypoint.city, index === last ? 'Куда' : 'Через'),
  }));
  return errors.length > 0 ? errors : path;
}

export const isPath = (value: Segment[] | RowError[]): value is Segment[] =>
  value.every((item) => 'from_waypoint' in item);

/** A calculated route of job `job`, tied to the saved route with the same path and category. */
export function temporaryRoute(
  db: Db,
  path: Segment[],
  category: VehicleCategory,
  job: number,
): TemporaryRoute {
  const existing = [...db.routes.values()].find((route) => sameRoute(route, { path, category }));
  const { distance, tariff, nmc } = priceOf(path, category);
  return {
    id: db.ids.temporary++,
    path,
    category,
    distance,
    tariff,
    nmc,
    comment: null,
    existing_route_id: existing?.id ?? null,
    job,
  };
}
