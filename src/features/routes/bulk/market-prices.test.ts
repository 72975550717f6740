import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../tests/support/api-mock';
import { cappedPages, chartPoints } from '../../../../tests/support/capped-pages';
import { savedRoute } from '../../../../tests/support/saved-route';
import { readMarketPrice } from './market-prices';

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
