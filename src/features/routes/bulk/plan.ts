import { cityChain } from '../../../api/labels';
import type { Route } from '../../../api/schema';
import { roundTo, sameAmount, type RoundingStep } from '../../../lib/rounding';

/**
 * The preview of a bulk change: for every selected route its НМЦ before and after, or why it is
 * left alone. Pure: the same selection and change always give the same plan, and nothing of it
 * is written until the user applies it.
 */

export type Way = 'percent' | 'amount' | 'market';

export interface Change {
  way: Way;
  /** Percent or roubles, may be negative; not used «По рынку». */
  amount: number;
  step: RoundingStep;
}

/** A route's «Обоснованная НМЦ», or why the market gives none. */
export type MarketPrice =
  | { kind: 'price'; price: number }
  | { kind: 'insufficient' }
  | { kind: 'heterogeneous' }
  | { kind: 'failed' };

export const SKIP = {
  noNmc: 'Нет НМЦ',
  belowZero: 'НМЦ стала бы меньше 0',
  unchanged: 'НМЦ не изменится',
  insufficient: 'Недостаточно цен рынка: нужно не меньше 3 цен из 2 источников за 90 дней',
  heterogeneous: 'Цены рынка неоднородны (V > 33 %)',
  marketFailed: 'Не удалось получить цены рынка',
} as const;

export interface PlanRow {
  id: number;
  /** «Москва - Казань», as the list names the route. */
  chain: string;
  before: number | null;
  /** The НМЦ to write; null for a route left alone. */
  after: number | null;
  /** Why the route is left alone; null for a route to write. */
  skip: string | null;
}

export interface Plan {
  rows: PlanRow[];
  /** Routes to write. */
  writes: number;
  skipped: number;
  /** Sums over the routes to write. */
  before: number;
  after: number;
}

type Outcome = { after: number } | { skip: string };

function newNmc(before: number | null, change: Change, market: MarketPrice | undefined): Outcome {
  // First for every way (PRODUCT §4): «По рынку» would otherwise price a route that has no НМЦ,
  // and its new price would swell the totals with no «Было» behind it.
  if (before === null) return { skip: SKIP.noNmc };
  if (change.way === 'market') {
    if (!market || market.kind === 'failed') return { skip: SKIP.marketFailed };
    if (market.kind !== 'price') return { skip: SKIP[market.kind] };
    return { after: roundTo(market.price, change.step) };
  }
  const raw =
    change.way === 'percent' ? before * (1 + change.amount / 100) : before + change.amount;
  return { after: roundTo(raw, change.step) };
}

function rowOf(route: Route, change: Change, market: MarketPrice | undefined): PlanRow {
  const before = route.nmc;
  const row = { id: route.id, chain: cityChain(route.path), before };
  const outcome = newNmc(before, change, market);
  if ('skip' in outcome) return { ...row, after: null, skip: outcome.skip };
  if (outcome.after < 0) return { ...row, after: null, skip: SKIP.belowZero };
  if (sameAmount(outcome.after, before)) return { ...row, after: null, skip: SKIP.unchanged };
  return { ...row, after: outcome.after, skip: null };
}

/** The plan of `change` over `routes`; «По рынку» reads each route's price from `market`. */
export function planChange(
  routes: readonly Route[],
  change: Change,
  market: ReadonlyMap<number, MarketPrice> = new Map(),
): Plan {
  const rows = routes.map((route) => rowOf(route, change, market.get(route.id)));
  let before = 0;
  let after = 0;
  let writes = 0;
  for (const row of rows) {
    if (row.after === null) continue;
    writes += 1;
    before += row.before ?? 0;
    after += row.after;
  }
  return { rows, writes, skipped: rows.length - writes, before, after };
}
