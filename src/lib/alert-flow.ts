import { isRecord } from './is-record';

/**
 * How the notification centre hands an alert to the screens that act on it (PRODUCT §6). The
 * features do not import each other: they meet in these addresses.
 */

/**
 * The route list of one notification category, its routes to be selected and re-priced «По
 * рынку». The category is in the address, so the list is the one a link would show; the wish to
 * re-price is in the history entry's state, so a reload or «Назад» does not start it again.
 */
export const repriceTarget = (category: string) => ({
  to: `/routes?${new URLSearchParams({ notifications: category }).toString()}`,
  state: { reprice: category },
});

/** The category a route list was opened to re-price, or null. */
export function repriceOf(state: unknown): string | null {
  return isRecord(state) && typeof state.reprice === 'string' ? state.reprice : null;
}

/** Where the route page shows its «Обоснование НМЦ». */
export const JUSTIFICATION_ANCHOR = 'justification';

/** A route's page with «Обоснование НМЦ» in view. */
export const justificationTarget = (routeId: number) =>
  `/routes/${routeId}#${JUSTIFICATION_ANCHOR}`;
