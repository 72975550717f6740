import { afterEach, describe, expect, it } from 'vitest';
import { finished as finishedRun } from '../../../../tests/support/bulk-runs';
import { useBackend } from '../../../../tests/support/backend';
import { isRecord } from '../../../lib/is-record';
import type { PlanRow } from './plan';
import { forgetRuns } from './run-store';
import { startRun, undoRun } from './runner';

/** The backend with memory answers in its own time. */
const finished = (id: number) => finishedRun(id, 10_000);

// A bulk change and its undo through the app's client, on the built-in backend.

type Call = Awaited<ReturnType<typeof useBackend>>;

async function json(answer: Promise<Response>): Promise<Record<string, unknown>> {
  const body: unknown = await (await answer).json();
  if (!isRecord(body)) throw new Error('not a JSON object');
  return body;
}

const numberOf = (value: unknown): number => {
  if (typeof value !== 'number') throw new Error('not a number');
  return value;
};

/** +10 % of routes `ids` as they are now. */
async function plusTen(api: Call, ids: readonly number[]): Promise<PlanRow[]> {
  return Promise.all(
    ids.map(async (id) => {
      const nmc = numberOf((await json(api(`/api/routes/v1/${id}/`))).nmc);
      return { id, chain: `Маршрут ${id}`, before: nmc, after: nmc + 1_000, skip: null };
    }),
  );
}

/** A notification about a route that has a НМЦ (a run skips the others). */
async function notificationOfPricedRoute(api: Call) {
  const list = await json(api('/api/notifications/v1/?page=1&limit=100'));
  for (const notification of Array.isArray(list.results) ? list.results : []) {
    if (!isRecord(notification)) continue;
    const noticed = numberOf(notification.route_id);
    const route = await json(api(`/api/routes/v1/${noticed}/`));
    if (typeof route.nmc === 'number') return { notification, noticed };
  }
  throw new Error('the seed has no notification about a route with a НМЦ');
}

/** The НМЦ and comment of routes `ids` as the backend holds them. */
const held = (api: Call, ids: readonly number[]) =>
  Promise.all(
    ids.map(async (id) => {
      const { nmc, comment } = await json(api(`/api/routes/v1/${id}/`));
      return { nmc, comment };
    }),
  );

afterEach(forgetRuns);

describe('a bulk change and its undo on the built-in backend', () => {
  it('both go through behind a compressing proxy that weakens the ETags', async () => {
    const api = await useBackend('orlov.v', { weakEtags: true });
    const rows = await plusTen(api, [5, 6]);
    const run = await finished(startRun({ title: '+1000 ₽', comment: 'Индексация', rows }));
    expect(run.items.map((item) => item.outcome)).toEqual(['done', 'done']);

    const undo = await finished(undoRun(run.id)!);
    expect(undo.items.map((item) => item.outcome)).toEqual(['done', 'done']);
    expect((await held(api, [5, 6])).map((route) => route.nmc)).toEqual(
      rows.map((row) => row.before),
    );
  });

  it('the undo puts both routes back after a colleague deleted a notification of one', async () => {
    const api = await useBackend('orlov.v');
    const { notification, noticed } = await notificationOfPricedRoute(api);
    const other = noticed === 5 ? 6 : 5;
    // Staff's note on one of them, which the undo must give back.
    await api(`/api/routes/v1/${other}/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ comment: 'Две точки выгрузки' }),
    });
    const rows = await plusTen(api, [noticed, other]);
    const before = await held(api, [noticed, other]);
    const run = await finished(startRun({ title: '+1000 ₽', comment: 'Индексация', rows }));
    expect(run.items.map((item) => item.outcome)).toEqual(['done', 'done']);

    await api(`/api/notifications/v1/${numberOf(notification.id)}/`, { method: 'DELETE' });
    // The route's notifications are part of it, so its version moved (openapi.yaml `ETag`).
    const moved = await api(`/api/routes/v1/${noticed}/`);
    expect(moved.headers.get('ETag')).not.toBe(run.items[0]?.etag);

    const undo = await finished(undoRun(run.id)!);
    expect(undo.items.map((item) => item.outcome)).toEqual(['done', 'done']);
    // Each exactly as it was before the run: its НМЦ and its own comment.
    expect(before[1]).toMatchObject({ comment: 'Две точки выгрузки' });
    expect(await held(api, [noticed, other])).toEqual(before);
  });
});
