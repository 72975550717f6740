import { describe, expect, it } from 'vitest';
import { planRow } from '../../../../tests/support/bulk-runs';
import {
  asCutShort,
  failedAgain,
  finish,
  newChange,
  reopened,
  stopping,
  undoOf,
  unwrittenAgain,
  withResult,
  withWas,
} from './run-transitions';

// The run's steps alone: no journal, no store, no server.

const AT = '2026-06-24T10:00:00.000Z';
const LATER = '2026-06-24T10:03:00.000Z';

const start = () =>
  newChange({
    id: 1,
    title: '+10 %',
    comment: 'Индексация',
    rows: [planRow(1, 1_000, 1_100), planRow(2, 2_000, 2_200), planRow(3, 3_000, 3_300)],
    user: 'orlov.v',
    at: AT,
  });

describe('a run’s steps', () => {
  it('a run cut short by a reload ends when its last route came back, or has no end', () => {
    const written = withResult(start(), 0, { outcome: 'done', etag: '"v2"' }, LATER);
    expect(asCutShort(written)).toMatchObject({ state: 'finished', endedAt: LATER });
    expect(asCutShort(start())).toMatchObject({ state: 'finished', endedAt: null });
    expect(asCutShort(written).items.map((item) => item.outcome)).toEqual([
      'done',
      'stopped',
      'stopped',
    ]);
  });

  it('«Остановить» stops a going run only, and its end leaves the rest for «Продолжить»', () => {
    const stopped = stopping(withResult(start(), 1, { outcome: 'error', reason: 'Сбой' }, LATER));
    expect(stopped.state).toBe('stopping');
    const ended = finish(stopped, LATER);
    expect(stopping(ended)).toBe(ended);
    expect(ended.items.map((item) => [item.outcome, item.reason])).toEqual([
      ['stopped', 'Остановлено до записи'],
      ['error', 'Сбой'],
      ['stopped', 'Остановлено до записи'],
    ]);
    expect(reopened(ended, failedAgain)?.items.map((item) => item.outcome)).toEqual([
      'stopped',
      'pending',
      'stopped',
    ]);
    const again = reopened(ended, unwrittenAgain);
    expect(again).toMatchObject({ state: 'running', endedAt: null });
    expect(again?.items.filter((item) => item.resumed)).toHaveLength(2);
    expect(reopened({ ...ended, undoneBy: 2 }, unwrittenAgain)).toBeNull();
  });

  it('an undo puts back what each written route held, over the version its write left', () => {
    const wrote = withResult(
      withWas(start(), 0, { nmc: 1_000, comment: 'Две точки' }),
      0,
      { outcome: 'done', etag: '"v2"' },
      LATER,
    );
    const undo = undoOf(finish(wrote, LATER), 5, LATER);
    expect(undo).toMatchObject({ id: 5, kind: 'undo', of: 1, comment: 'Отмена: Индексация' });
    expect(undo.items).toEqual([
      {
        id: 1,
        chain: 'Маршрут 1',
        before: 1_100,
        after: 1_000,
        outcome: 'pending',
        reason: null,
        base: { etag: '"v2"', comment: 'Индексация' },
        comment: 'Две точки',
      },
    ]);
  });
});
