import type { Query, QueryClient } from '@tanstack/react-query';
import { isRecord } from '../lib/is-record';
import { tellRoutesChanged } from './other-tabs';
import { queryKeyPrefix } from './query-keys';

const LIST = queryKeyPrefix('/api/routes/v1/');
const ROUTE = queryKeyPrefix('/api/routes/v1/{id}/');
const HISTORY = queryKeyPrefix('/api/nmc-changes-history/v1/');

/** The route a query asks about: the path's `id` of a route, the `route_id` of its history. */
function routeOf(query: Query): unknown {
  const [method, path, init] = query.queryKey;
  if (method !== ROUTE[0] || !isRecord(init) || !isRecord(init.params)) return null;
  const { path: inPath, query: inQuery } = init.params;
  if (path === ROUTE[1] && isRecord(inPath)) return inPath.id;
  if (path === HISTORY[1] && isRecord(inQuery)) return inQuery.route_id;
  return null;
}

/**
 * Routes `ids` were written elsewhere than on their page (a bulk run, another tab): their pages,
 * their histories and the route list are read again, at once where on screen, and never taken
 * from the cache as they were.
 */
export function refreshChangedRoutes(queryClient: QueryClient, ids: readonly number[]) {
  const changed = new Set(ids);
  const aboutChanged = (query: Query) => {
    const id = routeOf(query);
    return typeof id === 'number' && changed.has(id);
  };
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: LIST }),
    queryClient.invalidateQueries({ predicate: aboutChanged }),
  ]);
}

/** Routes `ids` were written here: this tab and the user's other tabs show their new values. */
export function afterRoutesWritten(queryClient: QueryClient, ids: readonly number[]): void {
  void refreshChangedRoutes(queryClient, ids);
  tellRoutesChanged(ids);
}
