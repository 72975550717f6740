import { afterEach, describe, expect, it } from 'vitest';
import {
  change,
  finished,
  finishedOnFakeClock,
  planRow as row,
} from '../../../../tests/support/bulk-runs';
import { routesOnBackend } from '../../../../tests/support/route-backend';
import { reasonText } from './outcome-text';
import { forgetRuns, getRun } from './run-store';
import { retryErrors, startRun, undoable, undoRun } from './runner';

afterEach(forgetRuns);

describe('undo by version', () => {
  it('keeps the ETag of each of its own writes', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 2_000 });
    const run = await change([row(1, 1_000, 1_100), row(2, 2_000, 2_200)]);
    expect(run.items.map((item) => item.etag)).toEqual([backend.v(1, 2), backend.v(2, 2)]);
  });

  it('leaves a route whose comment alone a colleague changed, and shows their comment', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 2_000 });
    const run = await change([row(1, 1_000, 1_100), row(2, 2_000, 2_200)]);
    await backend.edit(2, { comment: 'Согласовано с заказчиком, не менять' });

    const undo = await finished(undoRun(run.id)!);

    expect(await backend.route(2)).toMatchObject({
      nmc: 2_200,
      comment: 'Согласовано с заказчиком, не менять',
    });
    expect(await backend.route(1)).toMatchObject({ nmc: 1_000, comment: null });
    const conflict = undo.items.find((item) => item.id === 2)!;
    expect(conflict).toMatchObject({
      outcome: 'conflict',
      current: 2_200,
      currentComment: 'Согласовано с заказчиком, не менять',
    });
    expect(reasonText(undo, conflict)).toBe(
      'Маршрут уже изменён другим пользователем: комментарий «Согласовано с заказчиком, не менять»; отмена не записана',
    );
  });

  it('without ETags, re-reads and undoes only a route holding the run’s НМЦ and comment', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 2_000, 3: 3_000 }, { etags: false });
    const run = await change([row(1, 1_000, 1_100), row(2, 2_000, 2_200), row(3, 3_000, 3_300)]);
    expect(run.items.map((item) => item.etag)).toEqual([null, null, null]);
    await backend.edit(2, { comment: 'Согласовано' });
    await backend.edit(3, { nmc: 3_500 });

    const undo = await finished(undoRun(run.id)!);

    expect(undo.items.map((item) => [item.id, item.outcome])).toEqual([
      [1, 'done'],
      [2, 'conflict'],
      [3, 'conflict'],
    ]);
    expect(backend.writes.slice(3).map((write) => write.id)).toEqual([1]);
    expect(reasonText(undo, undo.items[2]!)).toContain('НМЦ 3\u00a0500');
    expect((await Promise.all([2, 3].map(backend.route))).map(({ nmc }) => nmc)).toEqual([
      2_200, 3_500,
    ]);
  });

  it('an undone run offers no «Повторить» and no second undo, and writes nothing again', async () => {
    const backend = await routesOnBackend({ 1: 1_000, 2: 2_000 });
    backend.failures.set(2, ['network', 'network']);
    const run = await finishedOnFakeClock(() =>
      startRun({
        title: '+10 %',
        comment: 'Индексация',
        rows: [row(1, 1_000, 1_100), row(2, 2_000, 2_200)],
      }),
    );
    expect(run.items.map((item) => item.outcome)).toEqual(['done', 'error']);
    expect(undoable(run)).toBe(1);

    await finished(undoRun(run.id)!);
    const writes = backend.writes.length;
    // «Повторить» resolves once the run goes again, if it does: it would be running now, and
    // its end is waited for before the writes are counted.
    await retryErrors(run.id);
    expect(getRun(run.id)?.state).toBe('finished');
    expect(undoRun(run.id)).toBeNull();
    expect(undoable(getRun(run.id)!)).toBe(0);
    await finished(run.id);
    expect(backend.writes).toHaveLength(writes);
    expect((await backend.route(2)).nmc).toBe(2_000);
  });
});
