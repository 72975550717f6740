import { describe, expect, it } from 'vitest';
import { http, json, mockApi } from '../../../../tests/support/api-mock';
import { cappedPages } from '../../../../tests/support/capped-pages';
import { savedRoute } from '../../../../tests/support/saved-route';
import { readAllRoutes, readRoutesByIds } from './read-all';

/** A list of `total` routes that gives at most `cap` a page, whatever is asked. */
function serveList(total: number, cap: number) {
  return mockApi(
    http.get('/api/routes/v1/', ({ query, response }) => {
      const limit = Math.min(Number(query.get('limit')), cap);
      const from = (Number(query.get('page')) - 1) * limit;
      const ids = Array.from(
        { length: Math.max(0, Math.min(limit, total - from)) },
        (_, i) => from + i + 1,
      );
      return response.untyped(json(200, { total, results: ids.map((id) => ({ id })) }));
    }),
  );
}

const idsOf = (routes: { id: number }[]) => routes.map((route) => route.id);
const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('reading every route the filters find', () => {
  it('reads pages of 1000 with the filters, until the total', async () => {
    const { to } = serveList(2_345, 1_000);
    const { routes, found } = await readAllRoutes(
      { route_type: 'simple' },
      new AbortController().signal,
    );
    expect(idsOf(routes)).toEqual(range(2_345));
    expect(found).toBe(2_345);
    expect(to('/api/routes/v1/').map((call) => call.search)).toEqual([
      '?route_type=simple&page=1&limit=1000',
      '?route_type=simple&page=2&limit=1000',
      '?route_type=simple&page=3&limit=1000',
    ]);
  });

  it('follows a server that gives smaller pages than asked, missing no route', async () => {
    const { to } = serveList(250, 100);
    const { routes } = await readAllRoutes({}, new AbortController().signal);
    expect(idsOf(routes)).toEqual(range(250));
    expect(to('/api/routes/v1/').map((call) => call.search)).toEqual([
      '?page=1&limit=1000',
      '?page=2&limit=100',
      '?page=3&limit=100',
    ]);
  });

  it('stops at 5000 routes, and says how many were found', async () => {
    const { to } = serveList(7_000, 1_000);
    const { routes, found } = await readAllRoutes({}, new AbortController().signal);
    expect(routes).toHaveLength(5_000);
    expect(found).toBe(7_000);
    expect(to('/api/routes/v1/')).toHaveLength(5);
  });
});

describe('reading routes by their ids («Выбрать конфликтные»)', () => {
  it('gets every route from a server with smaller pages than asked', async () => {
    const ids = range(25);
    const { to } = mockApi(
      cappedPages(
        '/api/routes/v1/',
        ids.map((id) => savedRoute(id, 1_000)),
        10,
      ),
    );
    expect(idsOf(await readRoutesByIds(ids))).toEqual(ids);
    expect(to('/api/routes/v1/').map((call) => call.query.get('limit'))).toEqual([
      '25',
      '10',
      '10',
    ]);
  });
});
