import { bodyOf } from '../../../api/body';
import { client } from '../../../api/client';
import type { Route } from '../../../api/schema';
import { BULK_MAX_ROUTES, FIRST_PAGE, MAX_PAGE_LIMIT } from '../../../lib/constants';
import type { FilterQuery } from '../filter-state';

/**
 * Every route of the filtered list, up to BULK_MAX_ROUTES, read page by page in the largest
 * pages the contract allows. A server that gives smaller pages than asked is followed in its own
 * page size, so no route is missed between pages.
 */
export async function readAllRoutes(query: FilterQuery, signal: AbortSignal): Promise<Route[]> {
  const routes = new Map<number, Route>();
  let limit = MAX_PAGE_LIMIT;
  for (let page = FIRST_PAGE; routes.size < BULK_MAX_ROUTES; page += 1) {
    const answer = bodyOf(
      await client.GET('/api/routes/v1/', { params: { query: { ...query, page, limit } }, signal }),
    );
    for (const route of answer.results) routes.set(route.id, route);
    const read = (page - 1) * limit + answer.results.length;
    if (answer.results.length === 0 || read >= answer.total) break;
    if (page === FIRST_PAGE && answer.results.length < limit) limit = answer.results.length;
  }
  return [...routes.values()].slice(0, BULK_MAX_ROUTES);
}

/** Ids a request names at most: a page of routes, and an address well within any server's limit. */
const IDS_AT_ONCE = 500;

/** The routes `ids` as they are now, in pages of a few hundred ids. */
export async function readRoutesByIds(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Route[]> {
  const routes: Route[] = [];
  for (let from = 0; from < ids.length; from += IDS_AT_ONCE) {
    const part = ids.slice(from, from + IDS_AT_ONCE);
    const query = { ids: part, page: FIRST_PAGE, limit: part.length };
    routes.push(
      ...bodyOf(await client.GET('/api/routes/v1/', { params: { query }, signal })).results,
    );
  }
  return routes;
}
