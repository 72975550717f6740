import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { Route } from '../../../api/schema';
import { onSessionEnding } from '../../../api/session';
import { BULK_MAX_ROUTES } from '../../../lib/constants';
import { isList } from '../use-market-offered';
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

/** `state` with the chosen routes among `rows` as `rows` has them; the same state if none changed. */
function refreshed(state: State, rows: readonly Route[]): State {
  // A list answer that breaks the contract is the table panel's to report, not the page's.
  if (!isList(rows)) return state;
  let routes: Map<number, Route> | null = null;
  for (const row of rows) {
    const chosen = state.routes.get(row.id);
    if (chosen === undefined || chosen === row) continue;
    routes ??= new Map(state.routes);
    routes.set(row.id, row);
  }
  return routes ? { ...state, routes } : state;
}

/**
 * The routes chosen for a bulk change, as the list showed them. The choice survives paging and
 * a new page size; it belongs to the filters it was made under (`scope`), so new filters clear
 * it: rows that no longer match are never changed by surprise. However chosen, it holds at most
 * BULK_MAX_ROUTES routes. It outlives the list's screen: coming back to the same filters shows it.
 */
export function useSelection(scope: string, rows: readonly Route[]) {
  const [state, setState] = useState<State>(() =>
    kept?.scope === scope ? kept : { scope, routes: NONE, full: false },
  );
  const current = state.scope === scope ? state : { scope, routes: NONE, full: false };
  useEffect(() => {
    kept = state;
  }, [state]);
  // A chosen route holds its values as the list showed them: when the list reads it again (the
  // user's own edit on its page, then Back), the choice takes the new values, so «Было» and the
  // lot's НМЦ are the route's now, and the user's own write is no colleague's conflict.
  // Adjusted while rendering, as React advises for state that follows a prop.
  const [seenRows, setSeenRows] = useState(rows);
  if (seenRows !== rows) {
    setSeenRows(rows);
    const next = refreshed(state, rows);
    if (next !== state) setState(next);
  }

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
