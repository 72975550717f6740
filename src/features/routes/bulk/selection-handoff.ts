import type { Route } from '../../../api/schema';
import { onSessionEnding } from '../../../api/session';

/**
 * Routes handed to the route list's selection from elsewhere: «Выбрать конфликтные» of a run's
 * result, which may be shown on any screen. Routes handed while no list is on screen wait for
 * the next one; each handing is taken once. They belong to the session they were handed in: once
 * it ends, however it ends, the next user's list (another user may sign in here) starts empty.
 */
let handed: readonly Route[] | null = null;
const takers = new Set<(routes: readonly Route[]) => void>();

function deliver() {
  const [taker] = takers;
  if (handed === null || taker === undefined) return;
  const routes = handed;
  handed = null;
  taker(routes);
}

export function handSelection(routes: readonly Route[]) {
  handed = routes;
  deliver();
}

onSessionEnding(() => {
  handed = null;
});

/** The list takes handed routes, those waiting included; returns the unsubscribe. */
export function onHanded(taker: (routes: readonly Route[]) => void): () => void {
  takers.add(taker);
  deliver();
  return () => takers.delete(taker);
}
