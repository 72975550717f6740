// `market_nmc` and `market_deviation` of a route (PRODUCT §8): its «Обоснованная НМЦ» by the very
// function the justification panel and «По рынку» use, over its «Город — город» chart.
import { marketNmcOf } from '../../../src/components/nmc-justification/justification';
import type { Route } from '../../../src/api/schema';
import type { StoredRoute } from '../model';
import { cityChartPoints } from './market';

/**
 * Any day will do: the chart's prices stand at so many days before its anchor, and the sample is
 * the 90 days up to the newest of them, so the price is the same whatever the day.
 */
const ANY_DAY = '2026-01-01';

/** By route, path, category and distance: what its chart is made from. */
const known = new Map<string, number | null>();

function marketNmc(route: StoredRoute): number | null {
  const key = `${route.id}|${route.path_hash}|${route.category}|${route.distance}`;
  let price = known.get(key);
  if (price === undefined) {
    price = marketNmcOf(route, cityChartPoints(route, ANY_DAY), ANY_DAY).price;
    known.set(key, price);
  }
  return price;
}

/** The two read-only fields: the market's price and how far the route's НМЦ is from it, in %. */
export function marketFieldsOf(route: StoredRoute): Pick<Route, 'market_nmc' | 'market_deviation'> {
  const market = marketNmc(route);
  return {
    market_nmc: market,
    market_deviation:
      market === null || route.nmc === null ? null : ((route.nmc - market) / market) * 100,
  };
}
