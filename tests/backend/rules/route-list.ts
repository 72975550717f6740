import type { Route } from '../../../src/api/schema';
import type { Db } from '../model';
import { matches, type RouteFilter } from './route-filters';
import { routeOut } from './route-writes';

/** The saved routes that pass `filter`, newest first: a confirmed route heads the list. */
export const listRoutes = (db: Db, filter: RouteFilter): Route[] =>
  [...db.routes.values()]
    .sort((a, b) => b.id - a.id)
    .map((route) => routeOut(db, route))
    .filter((route) => matches(route, filter));
