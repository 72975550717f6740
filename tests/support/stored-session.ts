import { afterEach, beforeEach, vi } from 'vitest';
import { onSessionExpired } from '../../src/api/session';
import { http, type Recorded } from './api-mock';

export const TOKENS = { access: 'access-1', refresh: 'refresh-1' };
export const FRESH = { access: 'access-2', refresh: 'refresh-2' };
export const ROUTE = { id: 1, nmc: 1000, comment: 'ok' };

/** Answers every token refresh with `answer`. */
export const refreshTo = (answer: (request: Request) => Response | Promise<Response>) =>
  http.post('/api/auth/refresh-token/', async ({ request, response }) =>
    response.untyped(await answer(request)),
  );
export const refreshCalls = (calls: Recorded[]) =>
  calls.filter((c) => c.path === '/api/auth/refresh-token/');

/**
 * Each test of the describe block starts signed in with TOKENS; `expired` records every time the
 * API layer ends the session and sends the user to /login.
 */
export function storedSession() {
  const session = { expired: vi.fn<() => void>() };
  let unregister: () => void = () => undefined;
  beforeEach(() => {
    localStorage.setItem('access', TOKENS.access);
    localStorage.setItem('refresh', TOKENS.refresh);
    session.expired = vi.fn<() => void>();
    unregister = onSessionExpired(session.expired);
  });
  afterEach(() => {
    unregister();
    localStorage.clear();
  });
  return session;
}
