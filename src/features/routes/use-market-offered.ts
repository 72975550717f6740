import { useState } from 'react';
import type { Route } from '../../api/schema';
import type { RouteListState } from './filter-state';

/** Whether the page's rows came as a list at all: an answer breaking the contract may not. */
export const isList = (rows: readonly Route[]): boolean => Array.isArray(rows);

/**
 * Whether the list offers the market's columns, filter and sort (PRODUCT §8): once a page came
 * with `market_nmc` or `market_deviation`, or while the URL asks for them, so that a link, or a
 * filter that found nothing, keeps the controls that undo it. A backend that sends neither field
 * gets none of them.
 */
export function useMarketOffered(routes: readonly Route[], { filters, ordering }: RouteListState) {
  // A page the contract does not allow (`results` not a list) is the table's to report, in its
  // own panel: the screen around it stays.
  const sent =
    isList(routes) &&
    routes.some((route) => route.market_nmc !== undefined || route.market_deviation !== undefined);
  const [seen, setSeen] = useState(sent);
  if (sent && !seen) setSeen(true);
  const { min, max } = filters.marketDeviation;
  const asked = min !== null || max !== null || Boolean(ordering?.includes('market_deviation'));
  return seen || sent || asked;
}
