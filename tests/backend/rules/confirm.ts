// «Подтвердить»: the calculated routes of a job become saved routes, or update the saved route
// with the same path and category, with the НМЦ and comment the user left on them.
import type { JobResult } from '../../../src/api/schema';
import type { Db } from '../model';
import { pathHash, routeType } from './pricing';
import { createRoute, writeRoute } from './route-writes';

export function confirmJob(db: Db, of: number, username: string, now: number): JobResult {
  const created: number[] = [];
  const updated: number[] = [];
  for (const temporary of db.temporary.values()) {
    if (temporary.job !== of) continue;
    const existing =
      temporary.existing_route_id === null ? undefined : db.routes.get(temporary.existing_route_id);
    if (existing) {
      writeRoute(db, existing, { nmc: temporary.nmc, comment: temporary.comment }, username, now);
      updated.push(existing.id);
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
