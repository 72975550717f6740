import type { DataSource, Route } from '../../../api/schema';
import { isAbort, sessionSignal } from '../../../api/session';
import { forEachAtMost } from '../../../lib/pool';
import { ROUTE_REQUESTS_AT_ONCE } from '../../../lib/request-limit';
import { readMarketChart } from '../bulk/market-prices';
import type { Wait } from '../bulk/retry-once';
import { failedRow, lotRowOf, type LotRow } from './lot';

interface ReadLotOptions {
  sources: readonly DataSource[];
  /** `YYYY-MM-DD`: dates the panel's warnings, as on the route page. */
  today: string;
  signal: AbortSignal;
  wait: Wait;
  /** How many routes are read so far, failed ones included. */
  onProgress: (read: number) => void;
}

const stopped = () => new DOMException('Обоснование лота остановлено', 'AbortError');

/**
 * Every route's market, as «По рынку» reads it (readMarketChart: the tab's 4 places for route
 * requests, one retry), and its justification. A read that fails marks its route and the others
 * go on. Stopping (`signal`) or the session's end takes no new route and rejects: a lot read in
 * part is no document. The rows come in the order of `routes`.
 */
export async function readLot(routes: readonly Route[], options: ReadLotOptions) {
  const { sources, today, wait, onProgress } = options;
  // Taken now: a session that ends while the lot reads ends this signal, not the next session's.
  const signal = AbortSignal.any([options.signal, sessionSignal()]);
  const rows = new Map<number, LotRow>();
  const readOne = async (route: Route) => {
    try {
      const points = await readMarketChart(route, wait, signal);
      rows.set(route.id, lotRowOf(route, points, sources, today));
    } catch (error) {
      if (signal.aborted || isAbort(error)) return;
      rows.set(route.id, failedRow(route));
    }
    if (!signal.aborted) onProgress(rows.size);
  };
  await forEachAtMost(routes, ROUTE_REQUESTS_AT_ONCE, readOne, () => !signal.aborted);
  if (signal.aborted) throw stopped();
  return routes.map((route) => rows.get(route.id) ?? failedRow(route));
}
