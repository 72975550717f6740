import { afterEach, describe, expect, it } from 'vitest';
import { finished } from '../../../../tests/support/bulk-runs';
import { routesOnBackend } from '../../../../tests/support/route-backend';
import { savedRoute as route } from '../../../../tests/support/saved-route';
import { planChange, type Change, type MarketPrice } from './plan';
import { forgetRuns } from './run-store';
import { startRun } from './runner';

// «По рынку» over a route without НМЦ, from the plan to the write: the write expects the НМЦ the
// user saw, none, and a colleague's price set meanwhile is a conflict.

const MARKET: Change = { way: 'market', amount: 0, step: 1 };

afterEach(forgetRuns);

describe('«По рынку» over routes without НМЦ', () => {
  it('writes the market price where the route still has no НМЦ, and not over a colleague’s', async () => {
    const backend = await routesOnBackend({ 293: null, 13: null });
    const market = new Map<number, MarketPrice>([
      [293, { kind: 'price', price: 90_019 }],
      [13, { kind: 'price', price: 64_500 }],
    ]);
    const plan = planChange([route(293, null), route(13, null)], MARKET, market);
    expect(plan.writes).toBe(2);
    await backend.colleague(13, 70_000);

    const id = startRun({
      title: 'По рынку',
      change: MARKET,
      comment: 'По рынку',
      rows: plan.rows,
    });
    const run = await finished(id);

    expect(backend.writes).toEqual([
      { id: 293, body: { nmc: 90_019, comment: 'По рынку' }, ifMatch: backend.v(293, 1) },
    ]);
    expect(run.items.map((item) => [item.id, item.before, item.outcome])).toEqual([
      [293, null, 'done'],
      [13, null, 'conflict'],
    ]);
    expect(run.items[1]).toMatchObject({ current: 70_000 });
  });
});
