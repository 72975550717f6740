import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../tests/support/api-mock';
import { cappedPages, chartPoints } from '../../../../tests/support/capped-pages';
import { savedRoute } from '../../../../tests/support/saved-route';
import { readMarketPrice } from './market-prices';
import { planChange } from './plan';
import { useMarketPrices } from './use-market-prices';

const CITY = '/api/charts/v1/chart/city-city/';
const noWait = () => Promise.resolve();

describe('«По рынку» of a bulk change', () => {
  it('takes the justified price of the whole chart from a server with smaller pages', async () => {
    const { to } = mockApi(cappedPages(CITY, chartPoints(30), 10));
    const price = await readMarketPrice(
      savedRoute(7, 60_000),
      '2026-04-01',
      noWait,
      new AbortController().signal,
    );
    // The mean of all 30 prices; the first page alone would give 60 450 ₽.
    expect(price).toEqual({ kind: 'price', price: 61_450 });
    expect(to(CITY).map((call) => call.query.get('page'))).toEqual(['1', '2', '3']);
  });
});

/** Routes as a list sends them with its market (PRODUCT §8), and one from a list without it. */
const LISTED = [
  { ...savedRoute(1, 60_000), market_nmc: 50_000, market_deviation: 20 },
  { ...savedRoute(2, 60_000), market_nmc: null, market_deviation: null },
  savedRoute(3, 60_000),
];

describe('«По рынку» where the list sent the market price', () => {
  it('takes it from the route, reads the chart only of a route without it, and names the skip', async () => {
    const { to } = mockApi(cappedPages(CITY, chartPoints(30), 10));
    const { result } = renderHook(() => useMarketPrices(LISTED, true));
    await waitFor(() => expect(result.current.complete).toBe(true));
    const { prices } = result.current;
    expect([prices.get(1), prices.get(2), prices.get(3)]).toEqual([
      { kind: 'price', price: 50_000 },
      { kind: 'weak' },
      { kind: 'price', price: 61_450 },
    ]);
    expect(new Set(to(CITY).map((call) => call.query.get('route_id')))).toEqual(new Set(['3']));
    const plan = planChange(LISTED, { way: 'market', amount: 0, step: 1 }, prices);
    expect(plan.rows.map((row) => row.after ?? row.skip)).toEqual([
      50_000,
      'Цен рынка мало, или они неоднородны',
      61_450,
    ]);
  });
});
