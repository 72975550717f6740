import type { Middleware } from 'openapi-fetch';
import { withCrossTabLock } from './cross-tab-lock';
import { rotationJournal } from './rotation-journal';
import type { TokenRefresh } from './schema';
import { tokenStorage } from './token-storage';

/** Calls that obtain tokens: they carry no bearer header and are never refreshed. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/',
  '/users/login/',
  '/api/auth/refresh-token/',
]);

/** Outcome of a refresh: new tokens, a refused refresh (401), or a failure of another kind. */
export type RefreshOutcome = TokenRefresh | 'refused' | 'failed';

export interface AuthOptions {
  refresh: (refreshToken: string) => Promise<RefreshOutcome>;
  endSession: () => void;
  isOnLoginPage: () => boolean;
}

/** The stored tokens when a request was sent, and a copy of it: its body can be read once. */
interface Sent {
  access: string | null;
  refresh: string | null;
  original: Request;
}

/** Fresh tokens are in storage; the session is over; or the refresh failed for another reason. */
type Renewal = 'renewed' | 'ended' | 'failed';

/** One refresh at a time in the whole browser: tabs share the tokens in local storage. */
export const REFRESH_LOCK = 'nmc-routes:token-refresh';

/** How long another tab's write may take to reach this one before the request is given up. */
const STORAGE_LAG_LIMIT_MS = 5_000;

const bearer = (token: string) => `Bearer ${token}`;

/**
 * Bearer token on every ordinary call; on a 401, one refresh and one retry of the original request
 * with its original body; a second 401 or a refused refresh ends the session (SPEC §4).
 */
export function createAuthMiddleware(options: AuthOptions): Middleware {
  const sentWith = new WeakMap<Request, Sent>();
  let renewing: Promise<Renewal> | null = null;

  /**
   * Runs under the cross-tab lock, so the stored tokens are read after any other tab's refresh.
   * A rotated refresh token is never sent twice: if another tab has already replaced the tokens
   * this request was sent with, the new ones are used as they are, once this tab can read them
   * (see rotation-journal.ts).
   */
  const renew = async (sent: Sent): Promise<Renewal> => {
    const refresh = tokenStorage.getRefresh();
    if (refresh === null) return 'ended';
    if (refresh !== sent.refresh || tokenStorage.getAccess() !== sent.access) return 'renewed';
    if (await rotationJournal.wasRotated(refresh)) {
      // Another tab has rotated it; its new tokens are on their way to this tab's storage.
      const arrived = await tokenStorage.untilRefreshReplaced(refresh, STORAGE_LAG_LIMIT_MS);
      if (!arrived) return 'failed';
      return tokenStorage.getRefresh() === null ? 'ended' : 'renewed';
    }
    const outcome = await options.refresh(refresh);
    // The session ended, or another began, while the refresh was in flight: never bring it back.
    const now = tokenStorage.getRefresh();
    if (now !== refresh) return now === null ? 'ended' : 'renewed';
    if (outcome === 'refused') return 'ended';
    if (outcome === 'failed') return 'failed';
    tokenStorage.save(outcome);
    // Before the lock is released: the next tab to hold it must know, whatever its storage says.
    if (outcome.refresh && outcome.refresh !== refresh) await rotationJournal.record(refresh);
    return 'renewed';
  };

  // Parallel 401s of this tab wait for the same refresh.
  const renewOnce = (sent: Sent): Promise<Renewal> =>
    (renewing ??= withCrossTabLock(REFRESH_LOCK, () => renew(sent)).finally(() => {
      renewing = null;
    }));

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
      if (!sent) return undefined;
      const renewal = await renewOnce(sent);
      if (renewal === 'failed') return response;
      if (renewal === 'ended') {
        options.endSession();
        return response;
      }
      const access = tokenStorage.getAccess() ?? '';
      const retry = sent.original.clone();
      retry.headers.set('Authorization', bearer(access));
      const retried = await fetch(retry);
      // Only the session this retry belonged to ends: not one another tab has started since.
      const now = tokenStorage.getAccess();
      if (retried.status === 401 && (now === null || now === access)) options.endSession();
      return retried;
    },
  };
}
