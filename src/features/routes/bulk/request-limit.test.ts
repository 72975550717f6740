import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http, mockApi } from '../../../../tests/support/api-mock';
import { savedRoute } from '../../../../tests/support/saved-route';
import { forEachAtMost } from '../../../lib/pool';
import { readMarketPrice } from './market-prices';
import { realWait } from './retry-once';
import { serverIo, writeRoute, type WriteResult } from './route-writes';

/** The backend's view: how many route requests of the tab it is answering at this moment. */
function countInFlight() {
  const seen = { now: 0, most: 0, total: 0 };
  const answering = async <T>(answer: () => T): Promise<T> => {
    seen.now += 1;
    seen.total += 1;
    seen.most = Math.max(seen.most, seen.now);
    await delay(5);
    seen.now -= 1;
    return answer();
  };
  const route = (id: string) =>
    HttpResponse.json(savedRoute(Number(id), 1_000), { headers: { ETag: `"v-${id}"` } });
  mockApi(
    http.get('/api/routes/v1/{id}/', ({ params, response }) =>
      answering(() => response.untyped(route(params.id))),
    ),
    http.patch('/api/routes/v1/{id}/', ({ params, response }) =>
      answering(() => response.untyped(route(params.id))),
    ),
    http.get('/api/charts/v1/chart/city-city/', ({ response }) =>
      answering(() => response(200).json({ total: 0, results: [] })),
    ),
  );
  return seen;
}

/**
 * A run as the runner makes one (its own 4 workers over the app's server calls), apart from the
 * runs' store, which this test has no need of.
 */
async function run(from: number): Promise<WriteResult[]> {
  const ids = Array.from({ length: 12 }, (_, i) => from + i);
  const results: WriteResult[] = [];
  const session = new AbortController().signal;
  await forEachAtMost(ids, 4, async (id) => {
    const target = { id, expected: 1_000, next: 1_100, comment: 'Индексация' };
    results.push(await writeRoute(serverIo, target, session));
  });
  return results;
}

describe('route requests of a tab', () => {
  it('are never more than 4 at once, across two runs and the market reads together', async () => {
    const seen = countInFlight();
    const stop = new AbortController();
    const runs = Promise.all([run(1), run(101)]);
    const routes = Array.from({ length: 12 }, (_, i) => savedRoute(201 + i, 1_000));
    // As the «По рынку» form reads them: its own 4 at a time.
    const market = forEachAtMost(routes, 4, async (route) => {
      await readMarketPrice(route, '2026-06-18', realWait, stop.signal);
    });

    const [first, second] = await runs;
    await market;
    // 24 routes read and written, 12 charts.
    expect(seen.total).toBe(60);
    expect(seen.most).toBe(4);
    expect([...first, ...second].every((result) => result.outcome === 'done')).toBe(true);
  });
});
