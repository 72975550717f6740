import { http as anyRequest } from 'msw';
import { SCOPE_HEADER } from '../backend/scope-header';
import { handle } from '../backend/server';
import { API_ORIGIN, server } from './api-mock';

let scopes = 0;

/** What a proxy between the page and the backend does to each answer. */
type Proxy = (answer: Response) => Response;

/**
 * nginx with `gzip on` (and Django's GZipMiddleware): a compressed answer's strong `ETag`
 * becomes weak, `"2-1"` → `W/"2-1"`.
 */
export const compressingProxy: Proxy = (answer) => {
  const etag = answer.headers.get('ETag');
  if (etag === null || etag.startsWith('W/')) return answer;
  const headers = new Headers(answer.headers);
  headers.set('ETag', `W/${etag}`);
  return new Response(answer.body, { status: answer.status, headers });
};

/**
 * The built-in backend answers every call of the running test, from the seed, in a store of the
 * test's own; the page is signed in as `username` with real tokens. A test still overrides one
 * call with `mockApi` (its handlers come first). `proxy` stands between the page and the backend.
 */
export async function useBackend(username = 'ivanova.a', proxy: Proxy = (answer) => answer) {
  const scope = `unit-${++scopes}`;
  const call = (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set(SCOPE_HEADER, scope);
    return handle(new Request(request, { headers }));
  };
  server.use(anyRequest.all(`${API_ORIGIN}/*`, async ({ request }) => proxy(await call(request))));
  await call(new Request(`${API_ORIGIN}/__backend/reset`, { method: 'POST' }));
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
