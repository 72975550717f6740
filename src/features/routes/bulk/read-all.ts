import { bodyOf } from '../../../api/body';
import { client } from '../../../api/client';
import { readList, readPages } from '../../../api/read-pages';
import type { Route } from '../../../api/schema';
import { BULK_MAX_ROUTES } from '../../../lib/constants';
import type { FilterQuery } from '../filter-state';

/**
 * Every route of the filtered list, up to BULK_MAX_ROUTES, read page by page (readPages), and
 * how many the list found (its `total`): more than were read when the limit cut it short.
 */
export async function readAllRoutes(
  query: FilterQuery,
  signal: AbortSignal,
): Promise<{ routes: Route[]; found: number }> {
  const routes = new Map<number, Route>();
  let found = 0;
  await readPages(
    async (page, limit) => {
      const answer = bodyOf(
        await client.GET('/api/routes/v1/', {
          params: { query: { ...query, page, limit } },
          signal,
        }),
      );
      found = answer.total;
      return answer;
    },
    (results) => {
      for (const route of results) routes.set(route.id, route);
      return routes.size < BULK_MAX_ROUTES;
    },
  );
  return { routes: [...routes.values()].slice(0, BULK_MAX_ROUTES), found };
}

/** Ids a request names at most: a page of routes, and an address well within any server's limit. */
const IDS_AT_ONCE = 500;

/**
 * The routes `ids` as they are now, a few hundred ids a request, each request's routes read
 * page by page (readPages): a backend with smaller pages than asked gives them all.
 */
export async function readRoutesByIds(
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<Route[]> {
  const routes: Route[] = [];
  for (let from = 0; from < ids.length; from += IDS_AT_ONCE) {
    const part = ids.slice(from, from + IDS_AT_ONCE);
    const { results } = await readList(
      async (page, limit) =>
        bodyOf(
          await client.GET('/api/routes/v1/', {
            params: { query: { ids: part, page, limit } },
            signal,
          }),
        ),
      part.length,
    );
    routes.push(...results);
  }
  return routes;
}
