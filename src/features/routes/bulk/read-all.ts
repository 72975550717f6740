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
