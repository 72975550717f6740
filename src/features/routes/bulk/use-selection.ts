import type { TableProps } from 'antd';
import { useCallback, useState } from 'react';
import { cityChain } from '../../../api/labels';
import type { Route } from '../../../api/schema';

type Selected = ReadonlyMap<number, Route>;
export type RowSelection = NonNullable<TableProps<Route>['rowSelection']>;

const NONE: Selected = new Map();

/**
 * The routes chosen for a bulk change, as the list showed them. The choice survives paging and
 * a new page size; it belongs to the filters it was made under (`scope`), so new filters clear
 * it: rows that no longer match are never changed by surprise.
 */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; routes: Selected }>({ scope, routes: NONE });
  const selected = state.scope === scope ? state.routes : NONE;

  /**
   * The checkboxes of the page on screen, `page` its routes: the same object for as long as the
   * choice and its filters stay, so the table does not draw its rows again for nothing.
   */
  const rowSelection = useCallback(
    (page: readonly Route[]): RowSelection => ({
      // Only the page's keys: the table knows no other rows.
      selectedRowKeys: page.filter((route) => selected.has(route.id)).map((route) => route.id),
      onChange: (keys) =>
        setState((previous) => {
          const next = new Map(previous.scope === scope ? previous.routes : NONE);
          for (const route of page) {
            if (keys.includes(route.id)) next.set(route.id, route);
            else next.delete(route.id);
          }
          return { scope, routes: next };
        }),
      getCheckboxProps: (route) => ({ 'aria-label': `Выбрать маршрут: ${cityChain(route.path)}` }),
      getTitleCheckboxProps: () => ({ 'aria-label': 'Выбрать все маршруты на странице' }),
      columnWidth: 48,
      // A click beside a checkbox that missed it does not open the route.
      onCell: () => ({ onClick: (event) => event.stopPropagation() }),
    }),
    [scope, selected],
  );

  return {
    selected,
    rowSelection,
    selectAll: (routes: readonly Route[]) =>
      setState({ scope, routes: new Map(routes.map((route) => [route.id, route])) }),
    clear: () => setState({ scope, routes: NONE }),
  };
}
