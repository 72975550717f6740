// Pricing a typed or imported route by the seed's own rules: the cities as typed, distances from
// their coordinates, the tariff of the category (PRODUCT §5).
import type { RowError, Segment, TemporaryRoute, VehicleCategory } from '../../../src/api/schema';
import { findCity } from '../data/cities';
import type { Db } from '../model';
import { priceOf, routeKey, sameRoute } from './pricing';

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
  return priced(db, path, category, job, {
    comment: null,
    existing_route_id: existing?.id ?? null,
    row: null,
    repeats_row: null,
  });
}

/** A calculated route of job `job`, priced by the calculator's rule, with what its source adds. */
function priced(
  db: Db,
  path: Segment[],
  category: VehicleCategory,
  job: number,
  source: Pick<TemporaryRoute, 'comment' | 'existing_route_id' | 'row' | 'repeats_row'>,
): TemporaryRoute {
  const { distance, tariff, nmc } = priceOf(path, category);
  return { id: db.ids.temporary++, path, category, distance, tariff, nmc, job, ...source };
}

/** A row of an imported file that names a route. */
export interface ImportedRow {
  row: number;
  path: Segment[];
  category: VehicleCategory;
}

/**
 * The calculated routes of an imported file, in file order, each with its sheet row: a row that
 * repeats an earlier one (cities and category) says which (`repeats_row`) and is written once;
 * a row matching a saved route carries the comment that names the file and the row, which the
 * route's history keeps unless the user writes another.
 */
export function importedRoutes(
  db: Db,
  rows: readonly ImportedRow[],
  job: number,
  fileName: string,
): TemporaryRoute[] {
  // Looked up once: a file of thousands of rows against hundreds of routes.
  const saved = new Map([...db.routes.values()].map((route) => [routeKey(route), route.id]));
  const firstRow = new Map<string, number>();
  return rows.map(({ row, path, category }) => {
    const key = routeKey({ path, category });
    const existing = saved.get(key) ?? null;
    const repeats = firstRow.get(key) ?? null;
    if (repeats === null) firstRow.set(key, row);
    return priced(db, path, category, job, {
      comment: existing === null ? null : `Импорт: ${fileName}, строка ${row}`,
      existing_route_id: existing,
      row,
      repeats_row: repeats,
    });
  });
}
