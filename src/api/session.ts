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

export function notifySessionExpired(): void {
  expiredHandler();
}

/** Logging out, or a refused refresh: nothing of the session stays, in storage or in flight. */
export function endSession(): void {
  tokenStorage.clear();
  rotationJournal.forget();
  abortPendingRequests();
  notifySessionExpired();
}

/** fetch that also stops when the session ends, whatever signal the caller gave. */
export const sessionFetch = (request: Request): Promise<Response> =>
  globalThis.fetch(request, { signal: AbortSignal.any([request.signal, sessionSignal()]) });
