import type { ChartPoint, DataSource, Route } from '../../../api/schema';
import {
  backedPrice,
  firstLook,
  justifiedRoute,
  type Justification,
} from '../../../components/nmc-justification/justification';
import { formatMoney } from '../../../lib/format';
import type { Verdict } from '../../../lib/price-stats';

/**
 * «Обоснование НМЦ лота» (PRODUCT §8): each selected route justified as its page's panel first
 * justifies it (the same `firstLook`), and the lot's totals. Pure: the document is made from it.
 */

interface LotRouteBase {
  id: number;
  /** «Москва — Казань». */
  chain: string;
  /** «до 20 т». */
  category: string;
  nmc: number | null;
}

export type LotRow = LotRouteBase &
  (
    | { read: 'failed' }
    | {
        read: 'done';
        data: Justification;
        /** «Обоснованная НМЦ» the sample backs: none unless it is homogeneous. */
        price: number | null;
      }
  );

/** The verdicts of PRODUCT §3 for a table row, without the panel's explanation after them. */
export const LOT_VERDICT: Record<Verdict, string> = {
  homogeneous: 'Совокупность однородна (V ≤ 33 %)',
  heterogeneous: 'Совокупность неоднородна (V > 33 %)',
  insufficient: 'Недостаточно данных',
};

export const MARK = {
  failed: 'Цены рынка не получены',
  insufficient: 'Мало цен рынка',
  heterogeneous: 'Цены неоднородны',
  noNmc: 'Нет НМЦ',
} as const;

const baseOf = (route: Route): LotRouteBase => {
  const { chain, category } = justifiedRoute(route);
  return { id: route.id, chain, category, nmc: route.nmc };
};

export function lotRowOf(
  route: Route,
  points: readonly ChartPoint[],
  sources: readonly DataSource[],
  today: string,
): LotRow {
  const data = firstLook(route, points, sources, today);
  return { ...baseOf(route), read: 'done', data, price: backedPrice(data) };
}

export const failedRow = (route: Route): LotRow => ({ ...baseOf(route), read: 'failed' });

/** Why a row is marked, in the document's words; empty for a route justified in full. */
export function marksOf(row: LotRow): string[] {
  const marks: string[] = [];
  if (row.read === 'failed') marks.push(MARK.failed);
  else if (row.data.verdict !== 'homogeneous') marks.push(MARK[row.data.verdict]);
  if (row.nmc === null) marks.push(MARK.noNmc);
  return marks;
}

/** The route's price minus its НМЦ, when it has both. */
export const differenceOf = (row: LotRow): number | null =>
  row.read === 'done' && row.price !== null && row.nmc !== null ? row.price - row.nmc : null;

export interface LotTotals {
  routes: number;
  /** The sum of the routes' НМЦ (those without one add nothing). */
  nmc: number;
  /** The sum of the justified prices the samples back. */
  justified: number;
  /** Routes with a justified price: those `justified` sums. */
  priced: number;
  /** Routes with both an НМЦ and a justified price: the difference is theirs. */
  compared: number;
  /** Σ (justified − НМЦ) over the compared routes. */
  difference: number;
  /** Samples too small or not homogeneous. */
  weak: number;
  insufficient: number;
  heterogeneous: number;
  failed: number;
  noNmc: number;
}

/** «Обоснованная НМЦ лота», with how many routes it sums when a sample does not back them all. */
export const justifiedLabel = ({ priced, routes }: Pick<LotTotals, 'priced' | 'routes'>): string =>
  priced < routes
    ? `Обоснованная НМЦ лота (маршрутов с ценой: ${priced} из ${routes})`
    : 'Обоснованная НМЦ лота';

/** The lot's justified price as the dialog and the print write it: «—» when no route has one. */
export const justifiedAmount = ({ priced, justified }: Pick<LotTotals, 'priced' | 'justified'>) =>
  priced > 0 ? formatMoney(justified) : '—';

export function lotTotals(rows: readonly LotRow[]): LotTotals {
  const totals: LotTotals = {
    routes: rows.length,
    nmc: 0,
    justified: 0,
    priced: 0,
    compared: 0,
    difference: 0,
    weak: 0,
    insufficient: 0,
    heterogeneous: 0,
    failed: 0,
    noNmc: 0,
  };
  for (const row of rows) {
    if (row.nmc === null) totals.noNmc += 1;
    else totals.nmc += row.nmc;
    if (row.read === 'failed') {
      totals.failed += 1;
      continue;
    }
    if (row.data.verdict !== 'homogeneous') {
      totals.weak += 1;
      totals[row.data.verdict] += 1;
    }
    if (row.price !== null) {
      totals.justified += row.price;
      totals.priced += 1;
    }
    const difference = differenceOf(row);
    if (difference !== null) {
      totals.compared += 1;
      totals.difference += difference;
    }
  }
  return totals;
}
