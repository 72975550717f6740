// The answer to the route page's early request (./early-route.ts), kept for the app's first read
// of the route, which takes it instead of asking again. A module apart from the early script's
// code, which only the route page loads: every screen's code carries this one.

type Fetch = (request: Request) => Promise<Response>;

/** The page's one early request: the route it asks for and its answer (null if none came). */
let early: { id: number; answer: Promise<Response | null> } | null = null;
/** The app's first read of a route has happened: the moment for an early answer has passed. */
let firstReadDone = false;

/**
 * Keeps the answer to the early request for route `id`, unless the app's first read came first
 * (the early script ran late, on a busy machine): the answer would then be older than what the
 * page shows, and a later read, such as a refresh after another tab's write, would take it.
 */
export function keepEarlyAnswer(id: number, answer: Promise<Response | null>): void {
  if (!firstReadDone) early = { id, answer };
}

/**
 * The fetch for the app's first read of route `id`: it answers with the early request's answer
 * if that one succeeded, and otherwise (and on any later call, such as a retry after a refresh)
 * with `fallback`. Undefined when there is no early request for this route. The early request
 * was for the page's first read of a route alone: that read takes it or drops it, whichever
 * route it is about, so no later read (the route opened again minutes on) gets a stale answer.
 */
export function takeEarlyRoute(id: number, fallback: Fetch): Fetch | undefined {
  const kept = early;
  early = null;
  firstReadDone = true;
  if (kept?.id !== id) return undefined;
  const { answer } = kept;
  let pending: Promise<Response | null> | null = answer;
  return async (request) => {
    const response = await pending;
    pending = null;
    return response?.ok ? response : fallback(request);
  };
}

/**
 * For unit tests, whose files share this module (`isolate: false`): an early answer one test kept
 * and no read took is not there for the next.
 */
export function resetEarlyAnswerForTests(): void {
  early = null;
  firstReadDone = false;
}
