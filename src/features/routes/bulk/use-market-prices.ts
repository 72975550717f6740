import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { Route } from '../../../api/schema';
import { isoDay } from '../../../lib/format';
import { forEachAtMost } from '../../../lib/pool';
import { readMarketPrice } from './market-prices';
import type { MarketPrice } from './plan';
import { realWait } from './retry-once';

/** Chart calls at once; the tab's limit (lib/request-limit.ts) counts them with the runs'. */
const CONCURRENCY = 4;

type Prices = ReadonlyMap<number, MarketPrice>;
const NONE: Prices = new Map();

/**
 * «По рынку»: the market price of every route, one «Город — город» call per route, 4 at once,
 * asked for once `enabled` (a way chosen back and forth asks nothing again) and given up when
 * the form closes. Grows as the answers come in.
 */
export function useMarketPrices(routes: readonly Route[], enabled: boolean) {
  const [wanted, setWanted] = useState(enabled);
  if (enabled && !wanted) setWanted(true);
  const [read, setRead] = useState<{ routes: readonly Route[]; prices: Prices }>({
    routes,
    prices: NONE,
  });

  useEffect(() => {
    if (!wanted) return;
    const stop = new AbortController();
    const prices = new Map<number, MarketPrice>();
    const today = isoDay(dayjs());
    const readOne = async (route: Route) => {
      try {
        prices.set(route.id, await readMarketPrice(route, today, realWait, stop.signal));
      } catch {
        return;
      }
      setRead({ routes, prices: new Map(prices) });
    };
    void forEachAtMost(routes, CONCURRENCY, readOne, () => !stop.signal.aborted);
    return () => stop.abort();
  }, [routes, wanted]);

  const prices = read.routes === routes ? read.prices : NONE;
  return { prices, complete: prices.size === routes.length };
}
