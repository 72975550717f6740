import { useCallback, useState } from 'react';
import type { Route } from '../../../api/schema';

type Selected = ReadonlyMap<number, Route>;

const NONE: Selected = new Map();

/**
 * The routes chosen for a bulk change, as the list showed them. The choice survives paging and
 * a new page size; it belongs to the filters it was made under (`scope`), so new filters clear
 * it: rows that no longer match are never changed by surprise.
 */
export function useSelection(scope: string) {
  const [state, setState] = useState<{ scope: string; routes: Selected }>({ scope, routes: NONE });
  const selected = state.scope === scope ? state.routes : NONE;

  /** Checks or unchecks `routes`, as the list shows them. */
  const toggle = useCallback(
    (routes: readonly Route[], checked: boolean) =>
      setState((previous) => {
        const next = new Map(previous.scope === scope ? previous.routes : NONE);
        for (const route of routes) {
          if (checked) next.set(route.id, route);
          else next.delete(route.id);
        }
        return { scope, routes: next };
      }),
    [scope],
  );

  return {
    selected,
    toggle,
    selectAll: (routes: readonly Route[]) =>
      setState({ scope, routes: new Map(routes.map((route) => [route.id, route])) }),
    clear: () => setState({ scope, routes: NONE }),
  };
}
