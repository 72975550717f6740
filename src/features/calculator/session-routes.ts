import type { TemporaryRoute } from '../../api/schema';

export interface RoutesPage {
  total: number;
  results: TemporaryRoute[];
}

export type SaveAlgorithm = 'merge' | 'replace';

/**
 * How fetched temporary routes join the session list. `merge` (the default) puts new results
 * first and adds their total; a route already listed is replaced in place of being repeated.
 * `replace` takes the fetched page as it is.
 */
export function saveSessionRoutes(
  current: RoutesPage | undefined,
  incoming: RoutesPage,
  algorithm: SaveAlgorithm = 'merge',
): RoutesPage {
  if (algorithm === 'replace' || !current) return incoming;
  const incomingIds = new Set(incoming.results.map((route) => route.id));
  const kept = current.results.filter((route) => !incomingIds.has(route.id));
  const repeated = current.results.length - kept.length;
  return {
    total: current.total + Math.max(incoming.total - repeated, 0),
    results: [...incoming.results, ...kept],
  };
}
