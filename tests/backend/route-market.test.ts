// @vitest-environment node
// `market_nmc` and `market_deviation` of the list (PRODUCT §8): for every seed route, the price
// the route page's «Обоснование НМЦ» shows from its chart; and the export in the list's order.
import { describe, expect, it } from 'vitest';
import { cityChartParams, defaultChartFilters } from '../../src/api/city-chart';
import type { Route } from '../../src/api/schema';
import { justifiedRoute, justify } from '../../src/components/nmc-justification/justification';
import { at, numberAt } from '../contract/backend-calls';
import { cellValue, readWorkbook } from './files/xlsx';
import { ROUTES_SHEET } from './files/routes-xlsx';
import { freshScope, type TestScope } from './scope-for-tests';

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'id' in value && 'path_hash' in value;

async function list({ call, token }: TestScope, query = ''): Promise<Route[]> {
  const { json } = await call('get', `/api/routes/v1/?page=1&limit=1000${query}`, { token });
  const results = at(json, 'results');
  return Array.isArray(results) ? results.filter(isRoute) : [];
}

/** «Обоснованная НМЦ» of the route's page as first shown: its chart, every date and source. */
async function panelPrice({ call, token }: TestScope, route: Route): Promise<number | null> {
  const query = Object.entries(cityChartParams(route, defaultChartFilters(route)))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  const { json } = await call('get', `/api/charts/v1/chart/city-city/?${query}`, { token });
  const points = at(json, 'results');
  if (!Array.isArray(points)) throw new Error('no chart');
  const filters = { dateGte: null, dateLte: null, dataSources: [] };
  const { verdict, justified } = justify(points, [], filters, justifiedRoute(route), '2026-01-01');
  return verdict === 'homogeneous' ? justified : null;
}

describe('the market of the route list', () => {
  it('is, for every seed route, the panel’s «Обоснованная НМЦ», or null where it has none', async () => {
    const scope = await freshScope({ pageCap: 1000 });
    const routes = await list(scope);
    expect(routes.length).toBeGreaterThan(100);
    const panel = await Promise.all(routes.map((route) => panelPrice(scope, route)));
    expect(routes.map((route) => route.market_nmc)).toEqual(panel);
    expect(panel.filter((price) => price === null).length).toBeGreaterThan(10);
    for (const { nmc, market_nmc: market, market_deviation: deviation } of routes)
      expect(deviation).toBe(nmc === null || !market ? null : ((nmc - market) / market) * 100);
  });

  it('moves the deviation, not the market price, when the НМЦ is changed', async () => {
    const scope = await freshScope({ pageCap: 1000 });
    const [route] = await list(scope, '&ordering=-market_deviation');
    if (!route?.market_nmc) throw new Error('the seed has routes with a market price');
    const nmc = route.market_nmc * 1.5;
    const written = await scope.call('patch', `/api/routes/v1/${route.id}/`, {
      token: scope.token,
      body: { nmc },
    });
    expect([at(written.json, 'market_nmc'), at(written.json, 'market_deviation')]).toEqual([
      route.market_nmc,
      50,
    ]);
  });

  it('exports the routes of the list’s filters, the deviation too, in the order it shows them', async () => {
    const scope = await freshScope({ jobStartMs: 0, jobEndMs: 0, pageCap: 1000 });
    const shown = await list(
      scope,
      '&category=lte20&market_deviation_min=-5&ordering=-market_deviation',
    );
    const started = await scope.call('post', '/api/jobs/v1/routes/export/', {
      token: scope.token,
      body: {
        route_filters: { category: ['lte20'], market_deviation_min: -5 },
        ordering: '-market_deviation',
      },
    });
    const job = numberAt(started.json, 'id');
    await scope.call('get', `/api/jobs/v1/${job}/`, { token: scope.token });
    const file = await scope.call('get', `/api/jobs/v1/${job}/routes/export/result/`, {
      token: scope.token,
    });
    const sheet = (await readWorkbook(file.bytes ?? new Uint8Array()))?.getWorksheet(ROUTES_SHEET);
    if (!sheet) throw new Error('no sheet');
    const ids = Array.from({ length: sheet.rowCount - 1 }, (_, row) =>
      cellValue(sheet.getRow(row + 2).getCell(1).value),
    );
    expect(ids).toEqual(shown.map((route) => route.id));
    expect(ids).not.toEqual([...ids].sort((a, b) => Number(b) - Number(a)));
  });
});
