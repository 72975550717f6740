import { rotationJournal } from './rotation-journal';
import { tokenStorage } from './token-storage';

/**
 * What the API layer needs from the application when a session ends: somewhere to send the user.
 * The app registers the real handler (router navigation) once it has a router.
 */
let expiredHandler: () => void = () => window.location.assign('/login');
let pending = new AbortController();

export function onSessionExpired(handler: () => void): () => void {
  expiredHandler = handler;
  return () => {
    if (expiredHandler === handler) expiredHandler = () => window.location.assign('/login');
  };
}

export const isOnLoginPage = (): boolean => window.location.pathname.startsWith('/login');

/** A signal that aborts every request in flight when the session ends. */
export const sessionSignal = (): AbortSignal => pending.signal;

export function abortPendingRequests(): void {
  pending.abort(new DOMException('Сессия завершена', 'AbortError'));
  pending = new AbortController();
}

/**
 * A request or a wait stopped because the session or the screen ended: nothing failed, so no
 * screen reports it as a failure.
 */
export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

export function notifySessionExpired(): void {
  expiredHandler();
}

/**
 * What this tab forgets when its session ends, here or in another tab: its requests in flight
 * (a refresh among them, so none brings the session back) and its own session storage.
 */
export function forgetLocalSession(): void {
  abortPendingRequests();
  sessionStorage.clear();
}

/** Logging out, or a refused refresh: nothing of the session stays, in storage or in flight. */
export function endSession(): void {
  tokenStorage.clear();
  rotationJournal.forget();
  forgetLocalSession();
  notifySessionExpired();
}

/** fetch that also stops when the session ends, whatever signal the caller gave. */
export const sessionFetch = (request: Request): Promise<Response> =>
  globalThis.fetch(request, { signal: AbortSignal.any([request.signal, sessionSignal()]) });
