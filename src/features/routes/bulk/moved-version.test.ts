import { afterEach, describe, expect, it } from 'vitest';
import { change, finished, planRow as row } from '../../../../tests/support/bulk-runs';
import { fakeRouteIo } from './fake-route-io';
import { addKeptRuns, forgetRuns, type BulkRun } from './run-store';
import { continueRun, undoRun } from './runner';
import { asCutShort } from './run-transitions';

// A 412 says only that the route's version moved. Its body tells whether what the write guards
// (the НМЦ, and for an undo the comment too) moved with it; a version moved by anything else
// (a colleague deleted a notification of the route) is no conflict.

type Backend = ReturnType<typeof fakeRouteIo>;

/** A colleague deletes a notification of the route: a new version, НМЦ and comment as they were. */
const deleteNotification = (backend: Backend, id: number) => backend.edit(id, {});

/** `touch` acts on route `id` between the run's read of it and its write. */
function betweenReadAndWrite(backend: Backend, id: number, touch: () => void) {
  const read = backend.io.read;
  backend.io.read = async (routeId) => {
    const answer = await read(routeId);
    if (routeId === id) touch();
    return answer;
  };
}

/** `touch` acts on route `id` before each write the run sends for it. */
function beforeEachWrite(backend: Backend, id: number, touch: () => void) {
  const write = backend.io.write;
  backend.io.write = (routeId, body, etag) => {
    if (routeId === id) touch();
    return write(routeId, body, etag);
  };
}

afterEach(forgetRuns);

describe('a bulk run meeting a 412', () => {
  it('writes once more over the new version when the НМЦ is still the one the user saw', async () => {
    const backend = fakeRouteIo({ 1: 1_000 });
    betweenReadAndWrite(backend, 1, () => deleteNotification(backend, 1));
    const run = await change(backend.io, [row(1, 1_000, 1_100)]);

    expect(backend.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
    expect(run.items[0]).toMatchObject({ outcome: 'done', etag: '"v3"' });
    expect(backend.routes.get(1)).toMatchObject({ nmc: 1_100, comment: 'Индексация' });
  });

  it('writes once more only once: a second 412 is a conflict', async () => {
    const backend = fakeRouteIo({ 1: 1_000 });
    beforeEachWrite(backend, 1, () => deleteNotification(backend, 1));
    const run = await change(backend.io, [row(1, 1_000, 1_100)]);

    expect(backend.writes).toHaveLength(2);
    expect(run.items[0]).toMatchObject({ outcome: 'conflict', current: 1_000 });
    expect(backend.routes.get(1)?.nmc).toBe(1_000);
  });

  it('is done, writing nothing more, when the route already holds its НМЦ and comment', async () => {
    const backend = fakeRouteIo({ 1: 1_000 });
    betweenReadAndWrite(backend, 1, () => backend.edit(1, { nmc: 1_100, comment: 'Индексация' }));
    const run = await change(backend.io, [row(1, 1_000, 1_100)]);

    expect(backend.writes).toHaveLength(1);
    expect(run.items[0]).toMatchObject({ outcome: 'done', etag: '"v2"' });
  });

  it('counts a lost answer as done only when the comment is its own too', async () => {
    const backend = fakeRouteIo({ 1: 1_000 });
    // The write goes through, its answer is lost, and a colleague changes the comment before
    // the retry: the route holds the run's НМЦ under another comment.
    const write = backend.io.write;
    let lost = false;
    backend.io.write = async (id, body, etag) => {
      const answer = await write(id, body, etag);
      if (lost) return answer;
      lost = true;
      backend.edit(id, { comment: 'Согласовано с заказчиком' });
      throw new TypeError('Failed to fetch');
    };
    const run = await change(backend.io, [row(1, 1_000, 1_100)]);

    expect(run.items[0]).toMatchObject({ outcome: 'conflict', current: 1_100 });
    expect(backend.writes).toHaveLength(2);
    expect(backend.routes.get(1)?.comment).toBe('Согласовано с заказчиком');
  });

  it('«Продолжить» writes once more over a version moved between its read and its write', async () => {
    const backend = fakeRouteIo({ 1: 1_000 });
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

    await continueRun(7, { io: backend.io });
    const run = await finished(7);

    expect(backend.writes.map((write) => write.ifMatch)).toEqual(['"v1"', '"v2"']);
    expect(run.items[0]?.outcome).toBe('done');
    expect(backend.routes.get(1)?.nmc).toBe(1_100);
  });
});

describe('an undo meeting a 412', () => {
  it('puts the НМЦ back over the new version when only a notification went in between', async () => {
    const backend = fakeRouteIo({ 1: 1_000, 2: 2_000 });
    const run = await change(backend.io, [row(1, 1_000, 1_100), row(2, 2_000, 2_200)]);
    deleteNotification(backend, 2);

    const undo = await finished(undoRun(run.id)!);

    expect(undo.items.map((item) => [item.id, item.outcome])).toEqual([
      [1, 'done'],
      [2, 'done'],
    ]);
    expect(backend.writes.filter((write) => write.id === 2).map((write) => write.ifMatch)).toEqual([
      '"v1"',
      '"v2"',
      '"v3"',
    ]);
    expect(backend.routes.get(2)).toMatchObject({ nmc: 2_000, comment: null });
  });

  it('writes once more only once: a second 412 is a conflict', async () => {
    const backend = fakeRouteIo({ 1: 1_000 });
    const run = await change(backend.io, [row(1, 1_000, 1_100)]);
    beforeEachWrite(backend, 1, () => deleteNotification(backend, 1));

    const undo = await finished(undoRun(run.id)!);

    expect(backend.writes).toHaveLength(3);
    expect(undo.items[0]).toMatchObject({ outcome: 'conflict', current: 1_100 });
    expect(backend.routes.get(1)).toMatchObject({ nmc: 1_100, comment: 'Индексация' });
  });

  it('is done, writing nothing more, when the route already holds the old НМЦ and comment', async () => {
    const backend = fakeRouteIo({ 1: 1_000 });
    const run = await change(backend.io, [row(1, 1_000, 1_100)]);
    backend.edit(1, { nmc: 1_000, comment: null });

    const undo = await finished(undoRun(run.id)!);

    expect(backend.writes).toHaveLength(2);
    expect(undo.items[0]).toMatchObject({ outcome: 'done', etag: '"v3"' });
  });

  it('is a conflict when the НМЦ moved, however the version moved too', async () => {
    const backend = fakeRouteIo({ 1: 1_000 });
    const run = await change(backend.io, [row(1, 1_000, 1_100)]);
    backend.colleague(1, 1_500);

    const undo = await finished(undoRun(run.id)!);

    expect(backend.writes).toHaveLength(2);
    expect(undo.items[0]).toMatchObject({ outcome: 'conflict', current: 1_500 });
  });
});
