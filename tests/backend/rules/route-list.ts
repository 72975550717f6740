import type { Route } from '../../../src/api/schema';
import type { Db } from '../model';
import { matches, type RouteFilter } from './route-filters';
import { sortRoutes } from './route-order';
import { routeOut } from './route-writes';

/**
 * The saved routes that pass `filter`, in its order; without one newest first: a confirmed route
 * heads the list.
 */
export const listRoutes = (db: Db, filter: RouteFilter): Route[] =>
  sortRoutes(
    [...db.routes.values()].map((route) => routeOut(db, route)).filter((r) => matches(r, filter)),
    filter.ordering,
  );
