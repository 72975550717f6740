// Every write to a saved route goes through here: it bumps the version (the `ETag`), stamps the
// time and adds an entry to the НМЦ history (PRODUCT §5).
import type { NmcChange, Route } from '../../../src/api/schema';
import type { Db, StoredRoute } from '../model';
import { marketFieldsOf } from './route-market';

/** The route as the contract shows it: its notifications are those that name it, its market. */
export function routeOut(db: Db, route: StoredRoute): Route {
  const { version, ...fields } = route;
  const codes = new Set<string>();
  for (const notification of db.notifications.values()) {
    if (notification.route_id === route.id) codes.add(notification.category);
  }
  return { ...fields, notifications: [...codes], ...marketFieldsOf(route) };
}

/**
 * A new version of the route without a write of its own: the `ETag` follows the whole route
 * (openapi.yaml), and its `notifications` changed. No history entry, no new `updated_at`.
 */
export function touchRoute(db: Db, routeId: number): void {
  const route = db.routes.get(routeId);
  if (route) db.routes.set(routeId, { ...route, version: route.version + 1 });
}

export interface RouteChange {
  nmc?: number | null;
  comment?: string | null;
}

function addHistory(db: Db, routeId: number, entry: Omit<NmcChange, 'id'>) {
  const entries = db.history.get(routeId) ?? [];
  entries.push({ id: db.ids.history++, ...entry });
  db.history.set(routeId, entries);
}

export function writeRoute(
  db: Db,
  route: StoredRoute,
  change: RouteChange,
  username: string,
  now: number,
): StoredRoute {
  const written: StoredRoute = {
    ...route,
    ...(change.nmc !== undefined ? { nmc: change.nmc } : {}),
    ...(change.comment !== undefined ? { comment: change.comment } : {}),
    version: route.version + 1,
    updated_at: new Date(now).toISOString(),
  };
  db.routes.set(route.id, written);
  addHistory(db, route.id, {
    date: written.updated_at,
    approved_nmc: written.nmc,
    comment: change.comment ?? null,
    username,
  });
  return written;
}

export function createRoute(
  db: Db,
  fields: Omit<StoredRoute, 'id' | 'version' | 'updated_at'>,
  username: string,
  now: number,
): StoredRoute {
  const route: StoredRoute = {
    ...fields,
    id: db.ids.route++,
    version: 1,
    updated_at: new Date(now).toISOString(),
  };
  db.routes.set(route.id, route);
  addHistory(db, route.id, {
    date: route.updated_at,
    approved_nmc: route.nmc,
    comment: route.comment,
    username,
  });
  return route;
}
