import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import type { Route } from '../../../api/schema';
import { isoDay } from '../../../lib/format';
import { forEachAtMost } from '../../../lib/pool';
import { listedMarketPrice, readMarketPrice } from './market-prices';
import type { MarketPrice } from './plan';
import { realWait } from './retry-once';

/** Chart calls at once; the tab's limit (lib/request-limit.ts) counts them with the runs'. */
const CONCURRENCY = 4;

type Prices = ReadonlyMap<number, MarketPrice>;
const NONE: Prices = new Map();

/** The prices the list already sent with its routes, and the routes it sent none for. */
function listedPrices(routes: readonly Route[]) {
  const prices = new Map<number, MarketPrice>();
  const unread: Route[] = [];
  for (const route of routes) {
    const price = listedMarketPrice(route);
    if (price) prices.set(route.id, price);
    else unread.push(route);
  }
  return { listed: prices, unread };
}

/**
 * «По рынку»: the market price of every route. A backend that sends `market_nmc` with the list
 * has given it already; for the others, one «Город — город» call per route, 4 at once, asked for
 * once `enabled` (a way chosen back and forth asks nothing again) and given up when the form
 * closes. Grows as the answers come in.
 */
export function useMarketPrices(routes: readonly Route[], enabled: boolean) {
  const [wanted, setWanted] = useState(enabled);
  if (enabled && !wanted) setWanted(true);
  const { listed, unread } = useMemo(() => listedPrices(routes), [routes]);
  const [read, setRead] = useState<{ routes: readonly Route[]; prices: Prices }>({
    routes: unread,
    prices: NONE,
  });

  useEffect(() => {
    if (!wanted || unread.length === 0) return;
    const stop = new AbortController();
    const prices = new Map<number, MarketPrice>();
    const today = isoDay(dayjs());
    const readOne = async (route: Route) => {
      try {
        prices.set(route.id, await readMarketPrice(route, today, realWait, stop.signal));
      } catch {
        return;
      }
      setRead({ routes: unread, prices: new Map(prices) });
    };
    void forEachAtMost(unread, CONCURRENCY, readOne, () => !stop.signal.aborted);
    return () => stop.abort();
  }, [unread, wanted]);

  const fresh = read.routes === unread ? read.prices : NONE;
  const prices = useMemo(
    (): Prices => (fresh.size === 0 ? listed : new Map([...listed, ...fresh])),
    [listed, fresh],
  );
  return { prices, complete: prices.size === routes.length };
}
