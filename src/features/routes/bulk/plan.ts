import { cityChain } from '../../../api/labels';
import type { Route } from '../../../api/schema';
import { roundTo, sameAmount, type RoundingStep } from '../../../lib/rounding';
import { extremeMark } from './extreme-change';

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
  /** One of the two, as the list's `market_nmc` null says without telling which. */
  | { kind: 'weak' }
  | { kind: 'failed' };

export const SKIP = {
  noNmc: 'Нет НМЦ',
  notPositive: 'НМЦ стала бы ≤ 0',
  unchanged: 'НМЦ не изменится',
  insufficient: 'Недостаточно цен рынка: нужно не меньше 3 цен из 2 источников за 90 дней',
  heterogeneous: 'Цены рынка неоднородны (V > 33 %)',
  weak: 'Цен рынка мало, или они неоднородны',
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

/** A row of the preview: a route to write may carry a word to check it (extreme-change.ts). */
export interface PlannedRow extends PlanRow {
  check: string | null;
}

export interface Plan {
  rows: PlannedRow[];
  /** Routes to write, those without НМЦ «По рынку» among them. */
  writes: number;
  skipped: number;
  /** Sums over the routes to write that have an НМЦ: a change of one price into another. */
  before: number;
  after: number;
  /** Routes without НМЦ that get one «По рынку», and the sum of their new prices. */
  priced: number;
  pricedSum: number;
  /** Routes to write with a word to check them: «Применить» asks first. */
  marked: number;
}

type Outcome = { after: number } | { skip: string };

function newNmc(before: number | null, change: Change, market: MarketPrice | undefined): Outcome {
  // The market prices a route whatever its НМЦ; a per cent or a sum needs one to start from.
  if (change.way === 'market') {
    if (!market || market.kind === 'failed') return { skip: SKIP.marketFailed };
    if (market.kind !== 'price') return { skip: SKIP[market.kind] };
    return { after: roundTo(market.price, change.step) };
  }
  if (before === null) return { skip: SKIP.noNmc };
  const raw =
    change.way === 'percent' ? before * (1 + change.amount / 100) : before + change.amount;
  return { after: roundTo(raw, change.step) };
}

function rowOf(route: Route, change: Change, market: MarketPrice | undefined): PlannedRow {
  const before = route.nmc;
  const row = { id: route.id, chain: cityChain(route.path), before, check: null };
  const outcome = newNmc(before, change, market);
  if ('skip' in outcome) return { ...row, after: null, skip: outcome.skip };
  // A route is never priced at nothing: 0 ₽ or less is a slip, not a price (PRODUCT §4).
  if (outcome.after <= 0) return { ...row, after: null, skip: SKIP.notPositive };
  if (sameAmount(outcome.after, before)) return { ...row, after: null, skip: SKIP.unchanged };
  return { ...row, after: outcome.after, skip: null, check: extremeMark(before, outcome.after) };
}

/** The plan of `change` over `routes`; «По рынку» reads each route's price from `market`. */
export function planChange(
  routes: readonly Route[],
  change: Change,
  market: ReadonlyMap<number, MarketPrice> = new Map(),
): Plan {
  const rows = routes.map((route) => rowOf(route, change, market.get(route.id)));
  const plan = { rows, writes: 0, before: 0, after: 0, priced: 0, pricedSum: 0, marked: 0 };
  for (const row of rows) {
    if (row.after === null) continue;
    plan.writes += 1;
    if (row.check !== null) plan.marked += 1;
    // A new price where there was none is no change of a price: it is summed apart, so that
    // «Сумма НМЦ» and «Разница» compare like with like.
    if (row.before === null) {
      plan.priced += 1;
      plan.pricedSum += row.after;
    } else {
      plan.before += row.before;
      plan.after += row.after;
    }
  }
  return { ...plan, skipped: rows.length - plan.writes };
}
