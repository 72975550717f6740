import { cityChartParams, defaultChartFilters } from '../../../api/city-chart';
import { readCityChart } from '../../../api/shared-queries';
import type { ChartPoint, Route } from '../../../api/schema';
import { routeRequests } from '../../../lib/request-limit';
import { justifiedRoute, justify } from '../../../components/nmc-justification/justification';
import type { MarketPrice } from './plan';
import { retryOnce, type Wait } from './retry-once';

/** The route page's first look at its chart: all dates and sources, the route's category. */
const PANEL_DEFAULTS = { dateGte: null, dateLte: null, dataSources: [] };

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
  const { verdict, justified } = justify(points, [], PANEL_DEFAULTS, justifiedRoute(route), today);
  if (verdict === 'homogeneous' && justified !== null) return { kind: 'price', price: justified };
  return { kind: verdict === 'heterogeneous' ? 'heterogeneous' : 'insufficient' };
}

/**
 * The route's chart, page by page: each page's call takes one of the tab's places for route
 * requests, beside the runs' reads and writes, and is tried once more on the network or a server
 * failure. A backend that caps its pages still gives the whole sample.
 */
export async function readMarketPrice(
  route: Route,
  today: string,
  wait: Wait,
  signal: AbortSignal,
): Promise<MarketPrice> {
  const query = cityChartParams(route, defaultChartFilters(route));
  try {
    const chart = await readCityChart(query, signal, (request) =>
      retryOnce(() => routeRequests.run(request), wait),
    );
    return marketPriceOf(route, chart.results, today);
  } catch (error) {
    if (signal.aborted) throw error;
    return { kind: 'failed' };
  }
}
