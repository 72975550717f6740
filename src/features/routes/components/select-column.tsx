import { createContext, useContext } from 'react';
import { cityChain } from '../../../api/labels';
import type { Route } from '../../../api/schema';
import { PageCheckbox, PlainCheckbox } from '../../../components/plain-checkbox';
import { checkboxColumn } from '../../../components/plain-table';

/** The routes chosen in the list, and how to choose or drop some. */
export interface RowChoice {
  selected: ReadonlyMap<number, Route>;
  toggle: (routes: readonly Route[], checked: boolean) => void;
}

/**
 * Read by each checkbox itself: choosing a route draws its checkbox and the page's again, not
 * the table's rows.
 */
export const RowChoiceContext = createContext<RowChoice | null>(null);

function RowCheckbox({ route }: { route: Route }) {
  const choice = useContext(RowChoiceContext);
  if (!choice) return null;
  return (
    <PlainCheckbox
      checked={choice.selected.has(route.id)}
      onChange={(checked) => choice.toggle([route], checked)}
      label={`Выбрать маршрут: ${cityChain(route.path)}`}
    />
  );
}

function RoutesPageCheckbox({ page }: { page: readonly Route[] }) {
  const choice = useContext(RowChoiceContext);
  if (!choice) return null;
  return (
    <PageCheckbox
      chosen={page.filter((route) => choice.selected.has(route.id)).length}
      of={page.length}
      onChange={(checked) => choice.toggle(page, checked)}
      label="Выбрать все маршруты на странице"
    />
  );
}

/** The checkboxes of a bulk change: one per row, and one for every row of `page`. */
export const selectColumn = (page: readonly Route[]) =>
  checkboxColumn<Route>(<RoutesPageCheckbox page={page} />, (route) => (
    <RowCheckbox route={route} />
  ));
