import { describe, expect, it } from 'vitest';
import { isBulkRun } from './run-shape';
import type { BulkRun } from './run-store';

const kept: BulkRun = {
  id: 1,
  kind: 'change',
  of: null,
  title: '+10 %',
  change: { way: 'percent', amount: 10, step: 100 },
  comment: 'Индексация',
  items: [],
  state: 'finished',
  undoneBy: null,
  user: 'orlov.v',
  startedAt: '2026-06-24T10:00:00.000Z',
  endedAt: '2026-06-24T10:01:00.000Z',
};

describe('a run read back from the journal', () => {
  it('may lack its change, as runs kept by an older version do', () => {
    expect(isBulkRun(kept)).toBe(true);
    expect(isBulkRun({ ...kept, change: undefined })).toBe(true);
  });

  it('is none with a change of another shape', () => {
    for (const change of [
      { way: 'percent', amount: '10', step: 100 },
      { way: 'ratio', amount: 10, step: 100 },
      { way: 'amount', amount: 10, step: 50 },
      '+10 %',
    ])
      expect(isBulkRun({ ...kept, change })).toBe(false);
  });
});
