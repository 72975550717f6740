import { rotationJournal } from './rotation-journal';
import { tokenStorage } from './token-storage';

/**
 * How a session ended: «Выйти» in this tab, or otherwise (the server refused it, here or in
 * another tab, or another tab signed out). The user chose only the first: after the other ways,
 * what they were doing here is kept for them to take up again.
 */
export type SessionEnd = 'signed-out' | 'expired';

/**
 * The one entry of this tab's session storage that outlives a session's end (not a sign-out):
 * the values of forms that were changed and not saved, for the same user to take back.
 */
export const DRAFTS_KEY = 'drafts';

type ExpiredHandler = (how: SessionEnd) => void;

/**
 * What the API layer needs from the application when a session ends: somewhere to send the user.
 * The app registers the real handler (router navigation) once it has a router.
 */
const assignLogin: ExpiredHandler = () => window.location.assign('/login');
let expiredHandler = assignLogin;
let pending = new AbortController();
const endingListeners = new Set<ExpiredHandler>();
// «Выйти» under way (see signOut).
let signingOut = false;

export function onSessionExpired(handler: ExpiredHandler): () => void {
  expiredHandler = handler;
  return () => {
    if (expiredHandler === handler) expiredHandler = assignLogin;
  };
}

/**
 * Hears a session end, here or in another tab, while the screens still show what the user had
 * typed and before this tab forgets anything of the session.
 */
export function onSessionEnding(listener: ExpiredHandler): () => void {
  endingListeners.add(listener);
  return () => {
    endingListeners.delete(listener);
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

function forgetSessionStorage(how: SessionEnd): void {
  for (const key of Object.keys(sessionStorage)) {
    if (how === 'signed-out' || key !== DRAFTS_KEY) sessionStorage.removeItem(key);
  }
}

/**
 * What this tab forgets when its session ends, here or in another tab: its requests in flight
 * (a refresh among them, so none brings the session back) and its own session storage, but for
 * the unsaved work of a session that ended without «Выйти».
 */
export function forgetLocalSession(how: SessionEnd): void {
  abortPendingRequests();
  for (const listener of endingListeners) listener(how);
  forgetSessionStorage(how);
}

/**
 * Logging out, or a refused refresh: nothing of the session stays in storage or in flight. The
 * journal notes the end before the tokens go (see rotationJournal.end): a refresh another tab
 * has in hand cannot store tokens for this session afterwards, though that tab may not read the
 * sign-out yet. Resolves once the app is on its way to /login.
 */
export async function endSession(how: SessionEnd = 'expired'): Promise<void> {
  // A refresh refused while «Выйти» revokes its token ends the session the user is leaving.
  const end = signingOut ? 'signed-out' : how;
  const refresh = tokenStorage.getRefresh();
  abortPendingRequests();
  await rotationJournal.end(refresh, () => tokenStorage.clear(end === 'signed-out'));
  forgetLocalSession(end);
  expiredHandler(end);
}

/**
 * «Выйти»: `revoke` asks the server to refuse the refresh token from now on, then the session
 * ends as endSession does. `revoke` must settle whatever the server does, and soon: the user
 * leaves anyway. A second click meanwhile does nothing more, so the token is revoked once; the
 * other tabs only follow the cleared storage.
 */
export async function signOut(revoke: (refresh: string) => Promise<unknown>): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  try {
    const refresh = tokenStorage.getRefresh();
    if (refresh !== null) await revoke(refresh);
    await endSession('signed-out');
  } finally {
    signingOut = false;
  }
}

/** fetch that also stops when the session ends, whatever signal the caller gave. */
export const sessionFetch = (request: Request): Promise<Response> =>
  globalThis.fetch(request, { signal: AbortSignal.any([request.signal, sessionSignal()]) });
