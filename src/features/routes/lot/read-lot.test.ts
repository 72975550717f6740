import { describe, expect, it } from 'vitest';
import { json, mockApi, http } from '../../../../tests/support/api-mock';
import { chartPoints } from '../../../../tests/support/capped-pages';
import { savedRoute } from '../../../../tests/support/saved-route';
import { abortPendingRequests } from '../../../api/session';
import { routeRequests } from '../../../lib/request-limit';
import { readLot } from './read-lot';

const CITY = '/api/charts/v1/chart/city-city/';
const ROUTES = Array.from({ length: 10 }, (_, i) => savedRoute(i + 1, 60_000));

/**
 * The chart of every route, held until `release`: route 3's read fails (a 404 is not retried).
 * Counts the reads in flight and in all, and the routes read.
 */
function heldCharts() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const routes: string[] = [];
  const seen = { now: 0, most: 0, routes };
  mockApi(
    http.get(CITY, async ({ query, response }) => {
      seen.routes.push(query.get('route_id') ?? '');
      seen.now += 1;
      seen.most = Math.max(seen.most, seen.now);
      await held;
      seen.now -= 1;
      if (query.get('route_id') === '3') return response.untyped(json(404, { detail: 'Нет' }));
      return response.untyped(json(200, { total: 30, results: chartPoints(30) }));
    }),
  );
  const inFlight = async (count: number) => {
    await expect.poll(() => seen.now).toBe(count);
  };
  return { seen, release, inFlight };
}

const options = (signal: AbortSignal, progress: number[] = []) => ({
  sources: [],
  today: '2026-04-01',
  signal,
  wait: () => Promise.resolve(),
  onProgress: (read: number) => progress.push(read),
});

describe('reading a lot', () => {
  it('reads 4 routes at a time, marks the one that failed and justifies the others', async () => {
    const charts = heldCharts();
    const progress: number[] = [];
    const reading = readLot(ROUTES, options(new AbortController().signal, progress));
    await charts.inFlight(4);
    charts.release();
    const rows = await reading;
    expect(charts.seen.most).toBe(4);
    expect(rows.map((row) => row.id)).toEqual(ROUTES.map((route) => route.id));
    expect(rows.map((row) => (row.read === 'done' ? row.price : row.read))).toEqual([
      61_450,
      61_450,
      'failed',
      ...Array.from({ length: 7 }, () => 61_450),
    ]);
    expect(progress.at(-1)).toBe(10);
  });

  it('shares the tab’s 4 places with the runs under way', async () => {
    const charts = heldCharts();
    let free: () => void = () => undefined;
    const busy = new Promise<void>((resolve) => (free = resolve));
    const runs = [routeRequests.run(() => busy), routeRequests.run(() => busy)];
    const reading = readLot(ROUTES, options(new AbortController().signal));
    await charts.inFlight(2);
    free();
    await Promise.all(runs);
    await charts.inFlight(4);
    charts.release();
    await reading;
    expect(charts.seen.most).toBe(4);
  });

  it('stops on «Отменить»: no new route is read and no rows come', async () => {
    const charts = heldCharts();
    const stop = new AbortController();
    const progress: number[] = [];
    const reading = readLot(ROUTES, options(stop.signal, progress));
    await charts.inFlight(4);
    stop.abort();
    charts.release();
    await expect(reading).rejects.toThrow('Обоснование лота остановлено');
    expect(charts.seen.routes).toHaveLength(4);
    expect(progress).toEqual([]);
  });

  it('stops when the session ends while it reads', async () => {
    const charts = heldCharts();
    const reading = readLot(ROUTES, options(new AbortController().signal));
    await charts.inFlight(4);
    // What the end of a session does to this tab's requests (api/session.ts).
    abortPendingRequests();
    charts.release();
    await expect(reading).rejects.toThrow('Обоснование лота остановлено');
    expect(charts.seen.routes).toHaveLength(4);
  });
});
