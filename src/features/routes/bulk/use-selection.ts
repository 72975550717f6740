import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Route } from '../../../api/schema';
import { onSessionEnding } from '../../../api/session';
import { BULK_MAX_ROUTES } from '../../../lib/constants';
import { onHanded } from './selection-handoff';

type Selected = ReadonlyMap<number, Route>;

const NONE: Selected = new Map();

interface State {
  scope: string;
  routes: Selected;
  /** The last ticking would have gone past BULK_MAX_ROUTES: the routes beyond were left out. */
  full: boolean;
}

/**
 * The selection as the list last had it. The list is drawn anew when it comes back (Back from
 * the route opened from it, its page's «Маршруты»), and takes it again under the same filters.
 * It belongs to the session, as handed routes do.
 */
let kept: State | null = null;

onSessionEnding(() => forgetKeptSelection());

/** The next list starts with nothing chosen (and each test with its own list). */
export function forgetKeptSelection() {
  kept = null;
}

/**
 * The routes chosen for a bulk change, as the list showed them. The choice survives paging and
 * a new page size; it belongs to the filters it was made under (`scope`), so new filters clear
 * it: rows that no longer match are never changed by surprise. However chosen, it holds at most
 * BULK_MAX_ROUTES routes. It outlives the list's screen: coming back to the same filters shows it.
 */
export function useSelection(scope: string) {
  const [state, setState] = useState<State>(() =>
    kept?.scope === scope ? kept : { scope, routes: NONE, full: false },
  );
  const current = state.scope === scope ? state : { scope, routes: NONE, full: false };
  useEffect(() => {
    kept = state;
  }, [state]);

  /** Checks or unchecks `routes`, as the list shows them; checks none past the limit. */
  const toggle = useCallback(
    (routes: readonly Route[], checked: boolean) =>
      setState((previous) => {
        const next = new Map(previous.scope === scope ? previous.routes : NONE);
        let full = false;
        for (const route of routes) {
          if (!checked) next.delete(route.id);
          else if (next.has(route.id) || next.size < BULK_MAX_ROUTES) next.set(route.id, route);
          else full = true;
        }
        return { scope, routes: next, full };
      }),
    [scope],
  );

  const selectAll = (routes: readonly Route[]) =>
    setState({
      scope,
      routes: new Map(routes.slice(0, BULK_MAX_ROUTES).map((route) => [route.id, route])),
      full: false,
    });

  // Routes handed over by «Выбрать конфликтные» become the selection, under the list's filters.
  const take = useEffectEvent(selectAll);
  useEffect(() => onHanded(take), []);

  return {
    selected: current.routes,
    full: current.full,
    toggle,
    selectAll,
    clear: () => setState({ scope, routes: NONE, full: false }),
  };
}
