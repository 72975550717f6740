import { createContext, useContext } from 'react';
import { cityChain } from '../../../api/labels';
import type { Route } from '../../../api/schema';
import { PlainCheckbox } from '../../../components/plain-checkbox';
import type { PlainColumn } from '../../../components/plain-table';

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

function PageCheckbox({ page }: { page: readonly Route[] }) {
  const choice = useContext(RowChoiceContext);
  if (!choice) return null;
  const chosen = page.filter((route) => choice.selected.has(route.id)).length;
  const all = chosen > 0 && chosen === page.length;
  return (
    <PlainCheckbox
      checked={all}
      indeterminate={chosen > 0 && !all}
      onChange={(checked) => choice.toggle(page, checked)}
      label="Выбрать все маршруты на странице"
    />
  );
}

/** The checkboxes of a bulk change: one per row, and one for every row of `page`. */
export const selectColumn = (page: readonly Route[]): PlainColumn<Route> => ({
  key: 'select',
  title: <PageCheckbox page={page} />,
  width: 48,
  align: 'center',
  // A click beside a checkbox that missed it does not open the route.
  keepClicks: true,
  render: (route) => <RowCheckbox route={route} />,
});
