import type { TemporaryRoute } from '../../api/schema';
import { formatMoneyChange } from '../../lib/format';

/** What «Подтвердить» will do with an imported row. */
export type RowAction =
  | { kind: 'new' }
  | { kind: 'change'; routeId: number }
  /** Written once, with the earlier row of the file it repeats. */
  | { kind: 'repeat'; row: number };

export function rowAction(route: TemporaryRoute): RowAction {
  const repeats = route.repeats_row ?? null;
  if (repeats !== null) return { kind: 'repeat', row: repeats };
  if (route.existing_route_id !== null) return { kind: 'change', routeId: route.existing_route_id };
  return { kind: 'new' };
}

/** «Новый маршрут», «Изменит маршрут № 1», «Повтор строки 3». */
export function rowActionText(action: RowAction): string {
  if (action.kind === 'new') return 'Новый маршрут';
  if (action.kind === 'change') return `Изменит маршрут № ${action.routeId}`;
  return `Повтор строки ${action.row}`;
}

export interface ImportTotals {
  created: number;
  changed: number;
  /** The change of НМЦ over the changed routes whose prices are both known. */
  nmcDifference: number;
  repeats: number;
  errors: number;
}

/**
 * The counts of an import's rows as they stand: rows left out are gone from `routes`, and the
 * НМЦ typed for a row counts. `saved` holds the registry НМЦ of the routes the rows change.
 */
export function importTotals(
  routes: readonly TemporaryRoute[],
  saved: ReadonlyMap<number, number | null>,
  errors: number,
): ImportTotals {
  const totals: ImportTotals = { created: 0, changed: 0, nmcDifference: 0, repeats: 0, errors };
  for (const route of routes) {
    const action = rowAction(route);
    if (action.kind === 'repeat') totals.repeats += 1;
    else if (action.kind === 'new') totals.created += 1;
    else {
      totals.changed += 1;
      const before = saved.get(action.routeId) ?? null;
      if (before !== null && route.nmc !== null) totals.nmcDifference += route.nmc - before;
    }
  }
  return totals;
}

/** «Новых: 5 · Изменит: 1 (сумма НМЦ +8 400 ₽) · Повторов: 1 · Ошибок: 2». */
export function totalsText({ created, changed, nmcDifference, repeats, errors }: ImportTotals) {
  const sum = changed > 0 ? ` (сумма НМЦ ${formatMoneyChange(nmcDifference)})` : '';
  return `Новых: ${created} · Изменит: ${changed}${sum} · Повторов: ${repeats} · Ошибок: ${errors}`;
}
