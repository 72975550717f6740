import createClient, { type ClientOptions } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import type { paths } from '../../generated/api';
import { API_BASE_URL } from './base-url';
import { createAuthMiddleware, type RefreshOutcome } from './auth-middleware';
import { errorMiddleware } from './error-middleware';
import { requiredParamsMiddleware } from './required-params';
import { endSession, isOnLoginPage, sessionFetch } from './session';
import { versionConflictMiddleware } from './versions';

/** Lists are one comma-joined value (`category=lte10,lte20`), never repeated keys. */
const querySerializer: ClientOptions['querySerializer'] = {
  array: { style: 'form', explode: false },
};

type FetchFn = (request: Request) => Promise<Response>;

/**
 * How long a refresh may take. It runs under the lock every tab's 401s wait for: a refresh that
 * hangs must not hold them for good, so it is given up and counts as failed.
 */
export const REFRESH_TIMEOUT_MS = 15_000;

async function refreshTokens(baseUrl: string, fetch: FetchFn, refresh: string) {
  // A bare client: the refresh call must not pass through the auth middleware itself.
  const bare = createClient<paths>({ baseUrl, fetch });
  // A timer of its own rather than AbortSignal.timeout: it can be stopped once the answer is in.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REFRESH_TIMEOUT_MS);
  try {
    const { data, response } = await bare.POST('/api/auth/refresh-token/', {
      body: { refresh },
      signal: timeout.signal,
    });
    // An answer without a new access token is no refresh: nothing of it is stored.
    if (data?.access) return data;
    return response.status === 401 ? 'refused' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export function createApiClient(baseUrl = API_BASE_URL, fetch: FetchFn = sessionFetch) {
  const client = createClient<paths>({ baseUrl, fetch, querySerializer });
  // Answers pass the middleware last to first: a 412 keeps its ETag before errorMiddleware.
  client.use(
    requiredParamsMiddleware,
    errorMiddleware,
    versionConflictMiddleware,
    createAuthMiddleware({
      refresh: (token): Promise<RefreshOutcome> => refreshTokens(baseUrl, fetch, token),
      endSession,
      isOnLoginPage,
    }),
  );
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one client of the app and its React Query hooks. */
export const client = createApiClient();
export const $api = createQueryHooks(client);
