import { cityChartParams, defaultChartFilters } from '../../../api/city-chart';
import { readCityChart } from '../../../api/shared-queries';
import type { ChartPoint, Route } from '../../../api/schema';
import { routeRequests } from '../../../lib/request-limit';
import { marketNmcOf } from '../../../components/nmc-justification/justification';
import type { MarketPrice } from './plan';
import { retryOnce, type Wait } from './retry-once';

/**
 * The route's «Обоснованная НМЦ» by the justification panel's own rules (the 90 days up to the
 * newest price, at least 3 prices from 2 sources, V ≤ 33 %), from its «Город — город» chart as
 * the route page first asks for it; `today` only dates the panel's own warnings.
 */
export function marketPriceOf(
  route: Route,
  points: readonly ChartPoint[],
  today: string,
): MarketPrice {
  const { verdict, price } = marketNmcOf(route, points, today);
  if (price !== null) return { kind: 'price', price };
  return { kind: verdict === 'heterogeneous' ? 'heterogeneous' : 'insufficient' };
}

/**
 * The same price as the list sent it (`market_nmc`, PRODUCT §8): null when the sample is too
 * small or not homogeneous. Undefined from a backend that sends no such field.
 */
export function listedMarketPrice(route: Route): MarketPrice | undefined {
  if (route.market_nmc === undefined) return undefined;
  return route.market_nmc === null ? { kind: 'weak' } : { kind: 'price', price: route.market_nmc };
}

/**
 * The route's «Город — город» chart as its page first asks for it, page by page: each page's call
 * takes one of the tab's places for route requests, beside the runs' reads and writes, and is
 * tried once more on the network or a server failure. A backend that caps its pages still gives
 * the whole sample. «По рынку» and the lot's justification read the market through this one read.
 */
export async function readMarketChart(
  route: Route,
  wait: Wait,
  signal: AbortSignal,
): Promise<ChartPoint[]> {
  const query = cityChartParams(route, defaultChartFilters(route));
  const chart = await readCityChart(query, signal, (request) =>
    retryOnce(() => routeRequests.run(request), wait),
  );
  return chart.results;
}

/** The route's market price from its chart (readMarketChart); a failed read is `failed`. */
export async function readMarketPrice(
  route: Route,
  today: string,
  wait: Wait,
  signal: AbortSignal,
): Promise<MarketPrice> {
  try {
    return marketPriceOf(route, await readMarketChart(route, wait, signal), today);
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'failed' };
  }
}
