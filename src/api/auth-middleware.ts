import type { Middleware } from 'openapi-fetch';
import type { TokenObtainPair } from './schema';
import { tokenStorage } from './token-storage';

/** Calls that obtain tokens: they carry no bearer header and are never refreshed. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/api/auth/',
  '/users/login/',
  '/api/auth/refresh-token/',
]);

/** Outcome of a refresh: new tokens, a refused refresh (401), or a failure of another kind. */
export type RefreshOutcome = TokenObtainPair | 'refused' | 'failed';

export interface AuthOptions {
  refresh: (refreshToken: string) => Promise<RefreshOutcome>;
  endSession: () => void;
  isOnLoginPage: () => boolean;
}

const bearer = (token: string) => `Bearer ${token}`;

/**
 * Bearer token on every ordinary call; on a 401, one shared refresh and one retry of the original
 * request with its original body; a second 401 or a refused refresh ends the session (SPEC §4).
 */
export function createAuthMiddleware(options: AuthOptions): Middleware {
  const originals = new WeakMap<Request, Request>();
  let refreshing: Promise<RefreshOutcome> | null = null;

  const refreshOnce = (): Promise<RefreshOutcome> => {
    const refreshToken = tokenStorage.getRefresh();
    if (!refreshToken) return Promise.resolve('refused');
    refreshing ??= options
      .refresh(refreshToken)
      .then((outcome) => {
        if (typeof outcome === 'object') tokenStorage.save(outcome);
        return outcome;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return {
    onRequest({ request, schemaPath }) {
      if (PUBLIC_PATHS.has(schemaPath)) return undefined;
      const access = tokenStorage.getAccess();
      if (access) request.headers.set('Authorization', bearer(access));
      // A request body can be read once: keep a copy for the retry after a refresh.
      originals.set(request, request.clone());
      return request;
    },

    async onResponse({ request, response, schemaPath, options: { fetch } }) {
      if (response.status !== 401 || PUBLIC_PATHS.has(schemaPath) || options.isOnLoginPage()) {
        return undefined;
      }
      const original = originals.get(request);
      if (!original) return undefined;
      const current = tokenStorage.getAccess();
      // Another request may have refreshed the tokens while this one was in flight.
      const alreadyRefreshed =
        current !== null && request.headers.get('Authorization') !== bearer(current);
      if (!alreadyRefreshed) {
        const outcome = await refreshOnce();
        if (outcome === 'refused') {
          options.endSession();
          return response;
        }
        if (outcome === 'failed') return response;
      }
      const retry = original.clone();
      retry.headers.set('Authorization', bearer(tokenStorage.getAccess() ?? ''));
      const retried = await fetch(retry);
      if (retried.status === 401) options.endSession();
      return retried;
    },
  };
}
