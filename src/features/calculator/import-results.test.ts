import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forgetLocalSession } from '../../api/session';
import {
  dismissImportOutcome,
  keepImportOutcome,
  parseImportOutcomes,
  useImportOutcomes,
  type ImportOutcome,
} from './import-results';

const outcome = (jobId: number): ImportOutcome => ({
  jobId,
  fileName: `tariffs-${jobId}.xlsx`,
  created: [301, 302],
  updated: [1],
});

describe('the results of confirmed imports (PRODUCT §7)', () => {
  it('are read from the tab’s session storage, so a reload keeps them', () => {
    // What the page before the reload left.
    sessionStorage.setItem('importOutcomes', JSON.stringify([outcome(7)]));
    const { result } = renderHook(() => useImportOutcomes());
    expect(result.current).toEqual([outcome(7)]);

    act(() => keepImportOutcome(outcome(8)));
    expect(result.current).toEqual([outcome(8), outcome(7)]);
    expect(parseImportOutcomes(sessionStorage.getItem('importOutcomes'))).toEqual([
      outcome(8),
      outcome(7),
    ]);

    act(() => dismissImportOutcome(7));
    expect(parseImportOutcomes(sessionStorage.getItem('importOutcomes'))).toEqual([outcome(8)]);
    act(() => dismissImportOutcome(8));
    expect(sessionStorage.getItem('importOutcomes')).toBeNull();
  });

  it('go with the session, from the screen and the storage', () => {
    const { result } = renderHook(() => useImportOutcomes());
    act(() => keepImportOutcome(outcome(9)));
    expect(result.current).toHaveLength(1);
    act(() => forgetLocalSession('expired'));
    expect(result.current).toEqual([]);
    expect(sessionStorage.getItem('importOutcomes')).toBeNull();
  });

  it('drop what they cannot read', () => {
    expect(parseImportOutcomes('{not json')).toEqual([]);
    expect(parseImportOutcomes('{"jobId":1}')).toEqual([]);
    expect(
      parseImportOutcomes(
        JSON.stringify([outcome(1), { ...outcome(2), created: ['301'] }, { jobId: 3 }, null]),
      ),
    ).toEqual([outcome(1)]);
  });
});
