import { afterEach, describe, expect, it } from 'vitest';
import {
  change,
  finished,
  finishedOnFakeClock,
  planRow as row,
} from '../../../../tests/support/bulk-runs';
import { routesOnBackend, type RouteBackend } from '../../../../tests/support/route-backend';
import { addKeptRuns, forgetRuns, type BulkRun } from './run-store';
import { continueRun, startRun, undoRun } from './runner';
import { asCutShort } from './run-transitions';

// A 412 says only that the route's version moved. Its body tells whether what the write guards
// (the НМЦ, and for an undo the comment too) moved with it; a version moved by anything else
// (a colleague deleted a notification of the route) is no conflict.

/**
 * A new version, НМЦ and comment as they were, as a colleague's deleting a notification of the
 * route makes one: here a colleague saves the route unchanged.
 */
const deleteNotification = (backend: RouteBackend, id: number) => backend.edit(id, {});

/** `touch` acts on route `id` between the run's read of it and its write. */
function betweenReadAndWrite(backend: RouteBackend, id: number, touch: () => Promise<void>) {
  backend.afterRead(async (routeId) => {
    if (routeId === id) await touch();
  });
}

/** `touch` acts on route `id` before each write the run sends for it. */
function beforeEachWrite(backend: RouteBackend, id: number, touch: () => Promise<void>) {
  backend.beforeWrite(async (routeId) => {
    if (routeId === id) await touch();
  });
}

afterEach(forgetRuns);

describe('a bulk run meeting a 412', () => {
  it('writes once more over the new version when the НМЦ is still the one the user saw', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    betweenReadAndWrite(backend, 1, () => deleteNotification(backend, 1));
    const run = await change([row(1, 1_000, 1_100)]);

    expect(backend.writes.map((write) => write.ifMatch)).toEqual([
      backend.v(1, 1),
      backend.v(1, 2),
    ]);
    expect(run.items[0]).toMatchObject({ outcome: 'done', etag: backend.v(1, 3) });
    expect(await backend.route(1)).toEqual({ nmc: 1_100, comment: 'Индексация' });
  });

  it('writes once more only once: a second 412 is a conflict', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    beforeEachWrite(backend, 1, () => deleteNotification(backend, 1));
    const run = await change([row(1, 1_000, 1_100)]);

    expect(backend.writes).toHaveLength(2);
    expect(run.items[0]).toMatchObject({ outcome: 'conflict', current: 1_000 });
    expect((await backend.route(1)).nmc).toBe(1_000);
  });

  it('is done, writing nothing more, when the route already holds its НМЦ and comment', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    betweenReadAndWrite(backend, 1, () => backend.edit(1, { nmc: 1_100, comment: 'Индексация' }));
    const run = await change([row(1, 1_000, 1_100)]);

    expect(backend.writes).toHaveLength(1);
    expect(run.items[0]).toMatchObject({ outcome: 'done', etag: backend.v(1, 2) });
  });

  it('counts a lost answer as done only when the comment is its own too', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    // The write goes through, its answer is lost, and a colleague changes the comment before
    // the retry: the route holds the run's НМЦ under another comment.
    backend.loseAnswer(1, () => backend.edit(1, { comment: 'Согласовано с заказчиком' }));
    const run = await finishedOnFakeClock(() =>
      startRun({ title: '+10 %', comment: 'Индексация', rows: [row(1, 1_000, 1_100)] }),
    );

    expect(run.items[0]).toMatchObject({ outcome: 'conflict', current: 1_100 });
    expect(backend.writes).toHaveLength(2);
    expect((await backend.route(1)).comment).toBe('Согласовано с заказчиком');
  });

  it('«Продолжить» writes once more over a version moved between its read and its write', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    const kept: BulkRun = {
      id: 7,
      kind: 'change',
      of: null,
      title: '+10 %',
      comment: 'Индексация',
      state: 'running',
      undoneBy: null,
      user: 'orlov.v',
      startedAt: '2026-06-24T10:00:00.000Z',
      endedAt: null,
      items: [
        {
          id: 1,
          chain: 'Маршрут 1',
          before: 1_000,
          after: 1_100,
          outcome: 'pending',
          reason: null,
        },
      ],
    };
    addKeptRuns([asCutShort(kept)]);
    betweenReadAndWrite(backend, 1, () => deleteNotification(backend, 1));

    await continueRun(7);
    const run = await finished(7);

    expect(backend.writes.map((write) => write.ifMatch)).toEqual([
      backend.v(1, 1),
      backend.v(1, 2),
    ]);
    expect(run.items[0]?.outcome).toBe('done');
    expect((await backend.route(1)).nmc).toBe(1_100);
  });
});

describe('an undo meeting a 412', () => {
  it('puts the НМЦ back over the new version when only a notification went in between', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 2_000 });
    const run = await change([row(1, 1_000, 1_100), row(2, 2_000, 2_200)]);
    await deleteNotification(backend, 2);

    const undo = await finished(undoRun(run.id)!);

    expect(undo.items.map((item) => [item.id, item.outcome])).toEqual([
      [1, 'done'],
      [2, 'done'],
    ]);
    expect(backend.writes.filter((write) => write.id === 2).map((write) => write.ifMatch)).toEqual([
      backend.v(2, 1),
      backend.v(2, 2),
      backend.v(2, 3),
    ]);
    expect(await backend.route(2)).toEqual({ nmc: 2_000, comment: null });
  });

  it('writes once more only once: a second 412 is a conflict', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    const run = await change([row(1, 1_000, 1_100)]);
    beforeEachWrite(backend, 1, () => deleteNotification(backend, 1));

    const undo = await finished(undoRun(run.id)!);

    expect(backend.writes).toHaveLength(3);
    expect(undo.items[0]).toMatchObject({ outcome: 'conflict', current: 1_100 });
    expect(await backend.route(1)).toEqual({ nmc: 1_100, comment: 'Индексация' });
  });

  it('is done, writing nothing more, when the route already holds the old НМЦ and comment', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    const run = await change([row(1, 1_000, 1_100)]);
    await backend.edit(1, { nmc: 1_000, comment: null });

    const undo = await finished(undoRun(run.id)!);

    expect(backend.writes).toHaveLength(2);
    expect(undo.items[0]).toMatchObject({ outcome: 'done', etag: backend.v(1, 3) });
  });

  it('is a conflict when the НМЦ moved, however the version moved too', async () => {
    const backend = await routesOnBackend({ 1: 1_000 });
    const run = await change([row(1, 1_000, 1_100)]);
    await backend.colleague(1, 1_500);

    const undo = await finished(undoRun(run.id)!);

    expect(backend.writes).toHaveLength(2);
    expect(undo.items[0]).toMatchObject({ outcome: 'conflict', current: 1_500 });
  });
});
