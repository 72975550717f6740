import { describe, expect, it } from 'vitest';
import { planChange, SKIP, type MarketPrice } from './plan';
import { savedRoute as route } from '../../../../tests/support/saved-route';

describe('the preview of a bulk change', () => {
  it('raises by a percent, rounds each route and sums what changes', () => {
    const plan = planChange([route(1, 69_700), route(2, 48_250)], {
      way: 'percent',
      amount: 7,
      step: 100,
    });
    // 74 579 → 74 600; 51 627,5 → 51 600.
    expect(plan.rows).toEqual([
      { id: 1, chain: 'Москва - Город 1', before: 69_700, after: 74_600, skip: null },
      { id: 2, chain: 'Москва - Город 2', before: 48_250, after: 51_600, skip: null },
    ]);
    expect(plan).toMatchObject({ writes: 2, skipped: 0, before: 117_950, after: 126_200 });
  });

  it('skips a route without НМЦ, one that would fall below 0 and one that would not change', () => {
    const plan = planChange([route(1, null), route(2, 1_000), route(3, 1_499), route(4, 9_000)], {
      way: 'amount',
      amount: -1_500,
      step: 1_000,
    });
    expect(plan.rows.map((row) => [row.id, row.after, row.skip])).toEqual([
      [1, null, SKIP.noNmc],
      [2, null, SKIP.belowZero],
      // −1 ₽ is 0 ₽, a price, not below 0.
      [3, 0, null],
      [4, 8_000, null],
    ]);
    expect(plan).toMatchObject({ writes: 2, skipped: 2, before: 10_499, after: 8_000 });
    const unchanged = planChange([route(5, 10_000)], { way: 'percent', amount: 1, step: 1_000 });
    expect(unchanged.rows[0]?.skip).toBe(SKIP.unchanged);
  });

  it('lowers by a negative percent down to exactly 0, which is still a price', () => {
    const plan = planChange([route(1, 5_000)], { way: 'percent', amount: -100, step: 1 });
    expect(plan.rows[0]).toMatchObject({ after: 0, skip: null });
  });

  it('«По рынку» writes the justified price, rounded, and skips a sample that justifies none or a route without НМЦ', () => {
    const market = new Map<number, MarketPrice>([
      [1, { kind: 'price', price: 72_345 }],
      [2, { kind: 'heterogeneous' }],
      [3, { kind: 'insufficient' }],
      [4, { kind: 'failed' }],
      [6, { kind: 'price', price: 51_000 }],
    ]);
    const plan = planChange(
      [
        route(1, 69_700),
        route(2, 48_000),
        route(3, 48_000),
        route(4, 1),
        route(5, 1),
        route(6, null),
      ],
      { way: 'market', amount: 0, step: 100 },
      market,
    );
    expect(plan.rows.map((row) => [row.id, row.after, row.skip])).toEqual([
      [1, 72_300, null],
      [2, null, SKIP.heterogeneous],
      [3, null, SKIP.insufficient],
      [4, null, SKIP.marketFailed],
      [5, null, SKIP.marketFailed],
      // A route without НМЦ is left alone even with a market price, and adds nothing to the sums.
      [6, null, SKIP.noNmc],
    ]);
    expect(plan).toMatchObject({ writes: 1, skipped: 5, before: 69_700, after: 72_300 });
  });
});
