import { describe, expect, it } from 'vitest';
import { estimateTimeLeft } from './time-left';

describe('estimateTimeLeft', () => {
  it('goes by the routes done since the start: their time per route times those left', () => {
    expect(estimateTimeLeft({ done: 10, elapsedMs: 5_000 }, 100)).toBe(50_000);
    expect(estimateTimeLeft({ done: 40, elapsedMs: 12_000 }, 400)).toBe(120_000);
  });

  it('says nothing until 5 routes are done or 3 s have gone', () => {
    expect(estimateTimeLeft({ done: 0, elapsedMs: 10_000 }, 100)).toBeNull();
    expect(estimateTimeLeft({ done: 4, elapsedMs: 2_900 }, 100)).toBeNull();
    expect(estimateTimeLeft({ done: 5, elapsedMs: 1_000 }, 100)).toBe(20_000);
    expect(estimateTimeLeft({ done: 2, elapsedMs: 3_000 }, 100)).toBe(150_000);
  });

  it('says nothing when less than 5 s are left, or no route', () => {
    expect(estimateTimeLeft({ done: 10, elapsedMs: 5_000 }, 9)).toBeNull();
    expect(estimateTimeLeft({ done: 10, elapsedMs: 5_000 }, 10)).toBe(5_000);
    expect(estimateTimeLeft({ done: 10, elapsedMs: 5_000 }, 0)).toBeNull();
  });
});
