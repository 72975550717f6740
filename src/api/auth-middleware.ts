import type { Middleware } from 'openapi-fetch';
import { withCrossTabLock } from './cross-tab-lock';
import { rotationJournal } from './rotation-journal';
import type { TokenRefresh } from './schema';
import { tokenStorage } from './token-storage';

/**
 * Calls that obtain or revoke tokens: they carry no bearer header and are never refreshed (a
 * refused revocation at «Выйти» must not try to keep the session it is ending).
 */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/',
  '/users/login/',
  '/api/auth/refresh-token/',
  '/api/auth/logout/',
]);

/** Outcome of a refresh: new tokens, a refused refresh (401), or a failure of another kind. */
export type RefreshOutcome = TokenRefresh | 'refused' | 'failed';

export interface AuthOptions {
  refresh: (refreshToken: string) => Promise<RefreshOutcome>;
  /** Resolves once the session's tokens are gone and the app is on its way to /login. */
  endSession: () => Promise<void>;
  isOnLoginPage: () => boolean;
}

/** The stored tokens when a request was sent, and a copy of it: its body can be read once. */
interface Sent {
  access: string | null;
  refresh: string | null;
  original: Request;
}

/**
 * Tokens refreshed for this request's own ones (here or, by rotation, in another tab); tokens in
 * storage other than those it was sent with, not tried yet; the session is over; or the refresh
 * failed for another reason.
 */
type Renewal = 'refreshed' | 'replaced' | 'ended' | 'failed';

/** One refresh at a time in the whole browser: tabs share the tokens in local storage. */
export const REFRESH_LOCK = 'nmc-routes:token-refresh';

/** How long another tab's write may take to reach this one before the request is given up. */
const STORAGE_LAG_LIMIT_MS = 5_000;

/**
 * How long the lock stays held after a rotation the journal could not note: the time the new
 * tokens take to reach the other tabs' storage, which the next holder then reads.
 */
const STORAGE_SETTLE_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bearer = (token: string) => `Bearer ${token}`;

/**
 * Bearer token on every ordinary call; on a 401, one refresh and one retry of the original request
 * with its original body; a second 401 or a refused refresh ends the session. A refresh
 * that fails for another reason (network, server failure, a hanging answer) leaves the session as
 * it is and the request with its 401.
 */
export function createAuthMiddleware(options: AuthOptions): Middleware {
  const sentWith = new WeakMap<Request, Sent>();
  // Pending renewals by the access token they renew.
  const renewing = new Map<string | null, Promise<Renewal>>();

  /**
   * Stores the tokens a refresh brought, unless the session ended meanwhile in another tab (its
   * sign-out may not have reached this tab's storage yet; the journal knows). When the journal
   * fails, storage has to tell instead: it is waited for, never taken as it stands.
   */
  const store = async (refresh: string, tokens: TokenRefresh): Promise<Renewal> => {
    const rotated = Boolean(tokens.refresh) && tokens.refresh !== refresh;
    const stored = await rotationJournal.store(refresh, rotated, () => tokenStorage.save(tokens));
    if (stored === 'stored') return 'refreshed';
    if (stored === 'ended') return 'ended';
    if (stored === 'unknown') {
      if (await tokenStorage.untilRefreshReplaced(refresh, STORAGE_LAG_LIMIT_MS)) {
        return tokenStorage.getRefresh() === null ? 'ended' : 'replaced';
      }
      tokenStorage.save(tokens);
    }
    // Stored, but the next tab to hold the lock cannot learn of the rotation from the journal:
    // the lock is held until storage has brought it the new tokens.
    if (rotated) await pause(STORAGE_SETTLE_MS);
    return 'refreshed';
  };

  /**
   * Runs under the cross-tab lock, so the stored tokens are read after any other tab's refresh.
   * A rotated refresh token is never sent twice, nor one whose session has ended: if another tab
   * has replaced or dropped the tokens this request was sent with, this tab waits until it can
   * read that (see rotation-journal.ts). So it does when the journal cannot say.
   */
  const renew = async (sent: Sent): Promise<Renewal> => {
    const refresh = tokenStorage.getRefresh();
    if (refresh === null) return 'ended';
    if (refresh !== sent.refresh || tokenStorage.getAccess() !== sent.access) return 'replaced';
    const fate = await rotationJournal.lookup(refresh);
    if (fate !== 'current') {
      if (await tokenStorage.untilRefreshReplaced(refresh, STORAGE_LAG_LIMIT_MS)) {
        if (tokenStorage.getRefresh() === null) return 'ended';
        return fate === 'rotated' ? 'refreshed' : 'replaced';
      }
      if (fate === 'rotated') return 'failed';
      if (fate === 'ended') return 'ended';
      // The journal could not be read, and nothing has come in all that time: the token stands.
    }
    const outcome = await options.refresh(refresh);
    // The session ended, or another began, while the refresh was in flight: never bring it back.
    const now = tokenStorage.getRefresh();
    if (now !== refresh) return now === null ? 'ended' : 'replaced';
    if (outcome === 'refused') return 'ended';
    if (outcome === 'failed') return 'failed';
    return store(refresh, outcome);
  };

  /**
   * Parallel 401s of this tab for the same token wait for the same refresh. A request sent with
   * other tokens does not join it: a renewal that finds its own tokens replaced refreshes nothing,
   * and the other request's tokens would stay unrenewed.
   */
  const renewOnce = (sent: Sent): Promise<Renewal> => {
    const pending = renewing.get(sent.access);
    if (pending) return pending;
    const renewal = withCrossTabLock(REFRESH_LOCK, () => renew(sent)).finally(() => {
      renewing.delete(sent.access);
    });
    renewing.set(sent.access, renewal);
    return renewal;
  };

  /**
   * One renewal of the tokens a request was sent with, and one retry with the stored ones. Tokens
   * found in storage rather than refreshed for this request get one more round if they are
   * refused too: they may be as old as the request's own.
   */
  const renewAndRetry = async (
    sent: Sent,
    answer: Response,
    fetch: (request: Request) => Promise<Response>,
    mayRepeat: boolean,
  ): Promise<Response> => {
    const renewal = await renewOnce(sent);
    if (renewal === 'failed') return answer;
    if (renewal === 'ended') {
      await options.endSession();
      return answer;
    }
    const access = tokenStorage.getAccess();
    const request = sent.original.clone();
    request.headers.set('Authorization', bearer(access ?? ''));
    const retried = await fetch(request);
    // Only the session this retry belonged to ends: not one another tab has started since.
    const now = tokenStorage.getAccess();
    if (retried.status !== 401 || (now !== null && now !== access)) return retried;
    if (renewal === 'replaced' && now !== null && mayRepeat) {
      const stored = { access: now, refresh: tokenStorage.getRefresh(), original: sent.original };
      return renewAndRetry(stored, retried, fetch, false);
    }
    await options.endSession();
    return retried;
  };

  return {
    onRequest({ request, schemaPath }) {
      if (PUBLIC_PATHS.has(schemaPath)) return undefined;
      const access = tokenStorage.getAccess();
      if (access) request.headers.set('Authorization', bearer(access));
      sentWith.set(request, {
        access,
        refresh: tokenStorage.getRefresh(),
        original: request.clone(),
      });
      return request;
    },

    async onResponse({ request, response, schemaPath, options: { fetch } }) {
      if (response.status !== 401 || PUBLIC_PATHS.has(schemaPath) || options.isOnLoginPage()) {
        return undefined;
      }
      const sent = sentWith.get(request);
      return sent ? renewAndRetry(sent, response, fetch, true) : undefined;
    },
  };
}
