import type { Route } from '../../../api/schema';
import { cityChain } from '../../../api/labels';
import type { PlainColumn } from '../../../components/plain-table';
import styles from './routes-table.module.css';

/** Below this width the list's columns do not all fit: НМЦ moves beside the route. */
export const NARROW = '(max-width: 1023.98px)';
/** A phone: the route wraps in a narrower column, so that НМЦ is still in view beside it. */
export const PHONE = '(max-width: 575.98px)';

/** What a reader weighs a route by, in view beside it; the other columns follow, sideways. */
const BESIDE_ROUTE = ['nmc', 'market_nmc', 'market_deviation'];

const PHONE_WIDTHS: Partial<Record<string, number>> = { id: 56, path: 150, nmc: 104 };

/**
 * The whole chain, on as many lines as it takes: a phone or a tablet has no pointer to show the
 * rest of a cut one.
 */
const wrappedPath: PlainColumn<Route>['render'] = (route) => (
  <span className={styles.wrapped}>{cityChain(route.path)}</span>
);

/**
 * The list's columns as a screen of the width shows them: as they are on a wide one; on a
 * narrower one НМЦ (and the market's two) right after the route, which wraps; narrower still
 * on a phone.
 */
export function columnsFor(
  columns: readonly PlainColumn<Route>[],
  { narrow, phone }: { narrow: boolean; phone: boolean },
): readonly PlainColumn<Route>[] {
  if (!narrow && !phone) return columns;
  const beside = columns.filter(({ key }) => BESIDE_ROUTE.includes(key));
  return columns
    .filter(({ key }) => !BESIDE_ROUTE.includes(key))
    .flatMap((column) =>
      column.key === 'path' ? [{ ...column, render: wrappedPath }, ...beside] : [column],
    )
    .map((column) =>
      phone ? { ...column, width: PHONE_WIDTHS[column.key] ?? column.width } : column,
    );
}

/** The px the columns give up against `columns`, which the table's least width gives up too. */
export const narrowedBy = (
  columns: readonly PlainColumn<Route>[],
  shown: readonly PlainColumn<Route>[],
) => {
  const total = (list: readonly PlainColumn<Route>[]) =>
    list.reduce((sum, { width = 0 }) => sum + width, 0);
  return total(columns) - total(shown);
};
