// «Подтвердить»: the calculated routes of a job become saved routes, or update the saved route
// with the same path and category, with the НМЦ and comment the user left on them. One saved
// route per path and category, whatever the job holds: two rows of one file, a route saved since
// the job priced it, a job confirmed twice.
import type { JobResult, TemporaryRoute } from '../../../src/api/schema';
import type { Db, StoredRoute } from '../model';
import { pathHash, routeKey, routeType } from './pricing';
import { createRoute, writeRoute } from './route-writes';

/** The saved route a calculated route writes: the one it was priced against, or its twin now. */
function savedRouteOf(
  db: Db,
  temporary: TemporaryRoute,
  byKey: Map<string, StoredRoute>,
): StoredRoute | undefined {
  const priced =
    temporary.existing_route_id === null ? undefined : db.routes.get(temporary.existing_route_id);
  return priced ?? byKey.get(routeKey(temporary));
}

export function confirmJob(db: Db, of: number, username: string, now: number): JobResult {
  const created: number[] = [];
  const updated: number[] = [];
  const byKey = new Map([...db.routes.values()].map((route) => [routeKey(route), route]));
  // File order: of rows that repeat each other, the first one left in is written.
  const rows = [...db.temporary.values()]
    .filter((temporary) => temporary.job === of)
    .sort((a, b) => (a.row ?? 0) - (b.row ?? 0) || a.id - b.id);
  const written = new Set<string>();
  for (const temporary of rows) {
    const key = routeKey(temporary);
    if (written.has(key)) continue;
    written.add(key);
    const existing = savedRouteOf(db, temporary, byKey);
    if (existing) {
      const route = writeRoute(
        db,
        existing,
        { nmc: temporary.nmc, comment: temporary.comment },
        username,
        now,
      );
      byKey.set(key, route);
      if (!updated.includes(route.id)) updated.push(route.id);
      continue;
    }
    const route = createRoute(
      db,
      {
        path: temporary.path,
        path_hash: pathHash(temporary.path),
        route_type: routeType(temporary.path),
        category: temporary.category,
        distance: temporary.distance ?? 0,
        tariff: temporary.tariff ?? null,
        nmc: temporary.nmc,
        nmc_adjustments: null,
        comment: temporary.comment,
      },
      username,
      now,
    );
    byKey.set(key, route);
    // Confirmed again, it updates the route it has become instead of saving a twin.
    db.temporary.set(temporary.id, { ...temporary, existing_route_id: route.id });
    created.push(route.id);
  }
  return {
    num_of_existing_temporary_routes: updated.length,
    num_of_new_temporary_routes: created.length,
    num_of_temporary_routes_with_errors: 0,
    errors: [],
    created_routes_id: created,
    updated_routes_id: updated,
  };
}
