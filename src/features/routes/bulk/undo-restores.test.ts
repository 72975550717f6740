import { afterEach, describe, expect, it } from 'vitest';
import { change, finished, planRow as row } from '../../../../tests/support/bulk-runs';
import { routesOnBackend } from '../../../../tests/support/route-backend';
import { reasonText, resultCounts } from './outcome-text';
import { isBulkRun } from './run-shape';
import { asCutShort } from './run-transitions';
import { addKeptRuns, forgetRuns, type BulkRun } from './run-store';
import { continueRun, undoRun } from './runner';

// An undo puts each route back as it was before the run: its НМЦ and the comment staff had
// written there, not a note about the undo.

const NOTE = 'Две точки выгрузки';

/** Routes 1 (with staff's note) and 2 (no comment) at 1 000 and 2 000 ₽. */
const twoRoutes = (options?: { etags: boolean }) =>
  routesOnBackend({ 1: { nmc: 1_000, comment: NOTE }, 2: 2_000 }, options);

/** A finished change of route 1 kept in the browser: 1 000 → 1 100 ₽, its write left `etag`. */
const keptChange = (etag: string, item: Partial<BulkRun['items'][number]> = {}): BulkRun => ({
  id: 7,
  kind: 'change',
  of: null,
  title: '+10 %',
  comment: 'Индексация',
  state: 'finished',
  undoneBy: null,
  user: 'orlov.v',
  startedAt: '2026-06-24T10:00:00.000Z',
  endedAt: '2026-06-24T10:01:00.000Z',
  items: [
    {
      id: 1,
      chain: 'Маршрут 1',
      before: 1_000,
      after: 1_100,
      outcome: 'done',
      reason: null,
      etag,
      ...item,
    },
  ],
});

afterEach(forgetRuns);

describe('an undo', () => {
  it('puts back the НМЦ and the comment each route had, a null one as null, and says so', async () => {
    const backend = await twoRoutes();
    const run = await change([row(1, 1_000, 1_100), row(2, 2_000, 2_200)]);
    expect(run.items.map((item) => item.was)).toEqual([
      { nmc: 1_000, comment: NOTE },
      { nmc: 2_000, comment: null },
    ]);

    const undo = await finished(undoRun(run.id)!);

    expect(backend.writes.slice(2).sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, body: { nmc: 1_000, comment: NOTE }, ifMatch: backend.v(1, 2) },
      { id: 2, body: { nmc: 2_000, comment: null }, ifMatch: backend.v(2, 2) },
    ]);
    expect(await backend.route(1)).toEqual({ nmc: 1_000, comment: NOTE });
    expect(await backend.route(2)).toEqual({ nmc: 2_000, comment: null });
    expect(undo.items.map((item) => reasonText(undo, item))).toEqual([
      `Возвращено: 1\u00a0000\u00a0₽, «${NOTE}»`,
      'Возвращено: 2\u00a0000\u00a0₽, без комментария',
    ]);
  });

  it('puts back the comment a colleague saved between the run’s read and its write', async () => {
    const backend = await twoRoutes();
    backend.afterRead(async (id) => {
      // Only the comment: the run's write goes once more over the new version.
      if (id === 1) await backend.edit(1, { comment: 'Температурный режим +2…+6 °C' });
    });
    const run = await change([row(1, 1_000, 1_100)]);
    expect(run.items[0]?.outcome).toBe('done');

    await finished(undoRun(run.id)!);

    expect(await backend.route(1)).toEqual({
      nmc: 1_000,
      comment: 'Температурный режим +2…+6 °C',
    });
  });

  it('of a run kept by the previous version, without the comment before, writes «Отмена: …»', async () => {
    const backend = await twoRoutes();
    await backend.edit(1, { nmc: 1_100, comment: 'Индексация' });
    addKeptRuns([keptChange(backend.v(1, 2))]);

    const undo = await finished(undoRun(7)!);

    expect(backend.writes).toEqual([
      { id: 1, body: { nmc: 1_000, comment: 'Отмена: Индексация' }, ifMatch: backend.v(1, 2) },
    ]);
    expect(reasonText(undo, undo.items[0]!)).toBe(
      'Возвращено: 1\u00a0000\u00a0₽, «Отмена: Индексация»',
    );
  });

  it('is done, not a conflict, where the route already holds what it would write', async () => {
    const backend = await twoRoutes({ etags: false });
    const run = await change([row(1, 1_000, 1_100), row(2, 2_000, 2_200)]);
    // A colleague put route 1 back by hand.
    await backend.edit(1, { nmc: 1_000, comment: NOTE });

    const undo = await finished(undoRun(run.id)!);

    expect(undo.items.map((item) => item.outcome)).toEqual(['done', 'done']);
    expect(backend.writes.slice(2).map((write) => write.id)).toEqual([2]);
    expect(resultCounts(undo).map(({ text }) => text)).toEqual([
      'Отменено: 2',
      'Не удалось отменить: 0',
    ]);
  });

  it('after a run cut short whose write went through unanswered, still knows the comment before', async () => {
    const backend = await twoRoutes();
    // The run noted the route before its write; the write went through, its answer never came.
    await backend.edit(1, { nmc: 1_100, comment: 'Индексация' });
    const kept = keptChange(backend.v(1, 2), {
      outcome: 'pending',
      etag: undefined,
      was: { nmc: 1_000, comment: NOTE },
    });
    addKeptRuns([asCutShort({ ...kept, state: 'running', endedAt: null })]);
    await continueRun(7);
    const run = await finished(7);
    expect(run.items[0]).toMatchObject({ outcome: 'done', was: { nmc: 1_000, comment: NOTE } });

    await finished(undoRun(7)!);

    expect(await backend.route(1)).toEqual({ nmc: 1_000, comment: NOTE });
  });

  it('keeps what it puts back in the browser, and reads it back', () => {
    const run = keptChange('"1-2"', { was: { nmc: 1_000, comment: null } });
    expect(isBulkRun(run)).toBe(true);
    expect(isBulkRun({ ...run, items: [{ ...run.items[0], comment: null }] })).toBe(true);
    const damaged = { ...run.items[0], was: { nmc: '1000', comment: NOTE } };
    expect(isBulkRun({ ...run, items: [damaged] })).toBe(false);
  });
});
