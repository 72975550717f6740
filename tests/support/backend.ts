import { http as anyRequest } from 'msw';
import { SCOPE_HEADER } from '../backend/scope-header';
import { handle, RESET_PATH, RESET_TOKEN_HEADER } from '../backend/server';
import { API_ORIGIN, server } from './api-mock';

let scopes = 0;

/**
 * The built-in backend answers every call of the running test, from the seed, in a store of the
 * test's own; the page is signed in as `username` with real tokens. A test still overrides one
 * call with `mockApi` (its handlers come first).
 */
export async function useBackend(username = 'ivanova.a') {
  const scope = `unit-${++scopes}`;
  const call = (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set(SCOPE_HEADER, scope);
    return handle(new Request(request, { headers }));
  };
  server.use(anyRequest.all(`${API_ORIGIN}/*`, ({ request }) => call(request)));
  const reset = await call(
    new Request(`${API_ORIGIN}${RESET_PATH}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [RESET_TOKEN_HEADER]: process.env.BACKEND_RESET_TOKEN ?? '',
      },
      body: '{}',
    }),
  );
  if (reset.status !== 204) throw new Error(`the backend refused the reset: ${reset.status}`);
  const signIn = await call(
    new Request(`${API_ORIGIN}/api/auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo' }),
    }),
  );
  const tokens: unknown = await signIn.json();
  if (
    typeof tokens !== 'object' ||
    tokens === null ||
    !('access' in tokens) ||
    !('refresh' in tokens)
  )
    throw new Error('the backend gave no tokens');
  localStorage.setItem('access', String(tokens.access));
  localStorage.setItem('refresh', String(tokens.refresh));
  /** A call as the signed-in user makes it, outside the page. */
  return (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${String(tokens.access)}`);
    return call(new Request(`${API_ORIGIN}${path}`, { ...init, headers }));
  };
}
