import { describe, expect, it } from 'vitest';
import { planChange, SKIP, type Change, type MarketPrice, type Plan } from './plan';
import { savedRoute as route } from '../../../../tests/support/saved-route';

const MARKET: Change = { way: 'market', amount: 0, step: 1 };

describe('the preview of a bulk change', () => {
  it('raises by a percent, rounds each route and sums what changes', () => {
    const plan = planChange([route(1, 69_700), route(2, 48_250)], {
      way: 'percent',
      amount: 7,
      step: 100,
    });
    // 74 579 → 74 600; 51 627,5 → 51 600.
    expect(plan.rows).toEqual([
      { id: 1, chain: 'Москва - Город 1', before: 69_700, after: 74_600, skip: null, check: null },
      { id: 2, chain: 'Москва - Город 2', before: 48_250, after: 51_600, skip: null, check: null },
    ]);
    expect(plan).toMatchObject({
      writes: 2,
      skipped: 0,
      before: 117_950,
      after: 126_200,
      priced: 0,
      marked: 0,
    });
  });

  it('skips a route without НМЦ, one that would fall to 0 or below and one that would not change', () => {
    const plan = planChange([route(1, null), route(2, 1_000), route(3, 1_499), route(4, 9_000)], {
      way: 'amount',
      amount: -1_500,
      step: 1_000,
    });
    expect(plan.rows.map((row) => [row.id, row.after, row.skip])).toEqual([
      [1, null, SKIP.noNmc],
      [2, null, SKIP.notPositive],
      // −1 ₽ rounds to 0 ₽: no price either.
      [3, null, SKIP.notPositive],
      [4, 8_000, null],
    ]);
    expect(plan).toMatchObject({ writes: 1, skipped: 3, before: 9_000, after: 8_000 });
    const unchanged = planChange([route(5, 10_000)], { way: 'percent', amount: 1, step: 1_000 });
    expect(unchanged.rows[0]?.skip).toBe(SKIP.unchanged);
    const byPercent = planChange([route(6, null)], { way: 'percent', amount: 10, step: 1 });
    expect(byPercent.rows[0]).toMatchObject({ after: null, skip: SKIP.noNmc });
  });

  it('refuses exactly 0 ₽ as well: −100 % writes nothing', () => {
    const plan = planChange([route(1, 5_000)], { way: 'percent', amount: -100, step: 1 });
    expect(plan.rows[0]).toMatchObject({ after: null, skip: SKIP.notPositive });
    expect(plan.writes).toBe(0);
  });

  it('«По рынку» writes the justified price, rounded, also where there was no НМЦ, and skips a sample that justifies none', () => {
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
      // A route without НМЦ gets the market's price; its new price is summed apart.
      [6, 51_000, null],
    ]);
    expect(plan).toMatchObject({
      writes: 2,
      skipped: 4,
      before: 69_700,
      after: 72_300,
      priced: 1,
      pricedSum: 51_000,
    });
    expect(plan.rows[5]).toMatchObject({ before: null, after: 51_000, check: null });
  });

  it('«По рынку» leaves a route without НМЦ alone when its sample justifies no price', () => {
    const market = new Map<number, MarketPrice>([
      [1, { kind: 'heterogeneous' }],
      [2, { kind: 'insufficient' }],
    ]);
    const plan = planChange([route(1, null), route(2, null), route(3, null)], MARKET, market);
    expect(plan.rows.map((row) => row.skip)).toEqual([
      SKIP.heterogeneous,
      SKIP.insufficient,
      SKIP.marketFailed,
    ]);
    expect(plan).toMatchObject({ writes: 0, priced: 0, pricedSum: 0 });
  });
});

describe('the guard on extreme changes', () => {
  const checks = (plan: Plan) => plan.rows.map((row) => row.check);

  it('marks a change of more than 30 % either way, and not one of exactly 30 %', () => {
    const plan = planChange(
      [route(1, 179_477), route(2, 10_000), route(3, 10_000), route(4, 10_000), route(5, 10_000)],
      { way: 'percent', amount: 1_000, step: 1 },
    );
    expect(plan.rows[0]).toMatchObject({
      after: 1_974_247,
      check: 'Проверьте: +1\u00a0000\u00a0%',
    });
    expect(plan.marked).toBe(5);
    const thirty = planChange([route(1, 10_000)], { way: 'percent', amount: 30, step: 1 });
    const minusThirty = planChange([route(1, 10_000)], { way: 'percent', amount: -30, step: 1 });
    const more = planChange([route(1, 10_000)], { way: 'percent', amount: 30.4, step: 1 });
    expect([...checks(thirty), ...checks(minusThirty)]).toEqual([null, null]);
    // Not rounded onto the line: 30,4 % is past it.
    expect(checks(more)).toEqual(['Проверьте: +30,4\u00a0%']);
    expect(thirty.marked + minusThirty.marked).toBe(0);
  });

  it('marks a fall of −94 % by a sum, and a new НМЦ below 1 000 ₽, each with its own words', () => {
    const plan = planChange([route(1, 31_800), route(2, 1_200), route(3, 50_000)], {
      way: 'amount',
      amount: -30_000,
      step: 1,
    });
    expect(plan.rows.map((row) => [row.after, row.check])).toEqual([
      [1_800, 'Проверьте: −94\u00a0%'],
      // 1 200 → nothing: refused, not marked.
      [null, null],
      [20_000, 'Проверьте: −60\u00a0%'],
    ]);
    const low = planChange([route(1, 1_100), route(2, 900)], {
      way: 'amount',
      amount: -150,
      step: 1,
    });
    expect(checks(low)).toEqual([
      'Проверьте: меньше 1\u00a0000\u00a0₽',
      'Проверьте: меньше 1\u00a0000\u00a0₽',
    ]);
    const both = planChange([route(1, 3_000)], { way: 'amount', amount: -2_500, step: 1 });
    expect(checks(both)).toEqual(['Проверьте: −83\u00a0%, меньше 1\u00a0000\u00a0₽']);
    expect(plan.marked + low.marked + both.marked).toBe(5);
  });

  it('«По рынку» marks a route without НМЦ only by the floor, and one priced from 0 ₽ always', () => {
    const market = new Map<number, MarketPrice>([
      [1, { kind: 'price', price: 90_019 }],
      [2, { kind: 'price', price: 800 }],
      [3, { kind: 'price', price: 5_000 }],
      [4, { kind: 'price', price: 5_200 }],
    ]);
    const plan = planChange(
      [route(1, null), route(2, null), route(3, 0), route(4, 5_000)],
      MARKET,
      market,
    );
    expect(checks(plan)).toEqual([
      null,
      'Проверьте: меньше 1\u00a0000\u00a0₽',
      'Проверьте: с 0\u00a0₽',
      null,
    ]);
    expect(plan).toMatchObject({ writes: 4, marked: 2, priced: 2, pricedSum: 90_819 });
  });
});
