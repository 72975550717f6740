import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { fakeFetch, json, type Recorded } from '../../tests/support/fake-fetch';
import { installFakeLocks } from '../../tests/support/fake-locks';
import { isApiError } from './api-error';
import { createApiClient } from './client';
import { onSessionExpired } from './session';

const TOKENS = { access: 'access-1', refresh: 'refresh-1' };
const FRESH = { access: 'access-2', refresh: 'refresh-2' };
const ROUTE = { id: 1, nmc: 1000, comment: 'ok' };
const isRefresh = (request: Request) =>
  new URL(request.url).pathname === '/api/auth/refresh-token/';
const refreshCalls = (calls: Recorded[]) =>
  calls.filter((c) => c.path === '/api/auth/refresh-token/');
const stored = () => [localStorage.getItem('access'), localStorage.getItem('refresh')];

/** A refresh answer that waits for `release()`: what happens meanwhile is the test. */
function heldRefresh(answer: (refreshToken: string) => Response) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    answer: async (request: Request) => {
      const refresh = refreshTokenOf(await request.clone().json());
      await gate;
      return answer(refresh);
    },
  };
}

/** The refresh token a refresh request carries. */
function refreshTokenOf(body: unknown): string {
  const refresh: unknown =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'refresh') : undefined;
  return typeof refresh === 'string' ? refresh : '';
}

/** The backend rotates refresh tokens: each one is accepted once. */
const rotating = () => {
  const used = new Set<string>();
  return (refreshToken: string) => {
    if (refreshToken !== TOKENS.refresh || used.has(refreshToken)) {
      return json(401, { detail: 'Token is blacklisted' });
    }
    used.add(refreshToken);
    return json(200, FRESH);
  };
};

const routeOr401 = (request: Request) =>
  request.headers.get('Authorization') === 'Bearer access-2'
    ? json(200, ROUTE)
    : json(401, { detail: 'expired' });

describe('one session for every tab', () => {
  let expired: Mock<() => void>;
  let unregister: () => void;

  beforeEach(() => {
    localStorage.setItem('access', TOKENS.access);
    localStorage.setItem('refresh', TOKENS.refresh);
    expired = vi.fn<() => void>();
    unregister = onSessionExpired(expired);
  });
  afterEach(() => {
    unregister();
    localStorage.clear();
  });

  it('two tabs that get a 401 at once send one refresh; the second retries with its tokens', async () => {
    const locks = installFakeLocks();
    const refresh = heldRefresh(rotating());
    const { fetch, calls } = fakeFetch((request) =>
      isRefresh(request) ? refresh.answer(request) : routeOr401(request),
    );
    // Each tab has its own client, as each has its own copy of the app; storage is shared.
    const [first, second] = [
      createApiClient('http://api.test', fetch),
      createApiClient('http://api.test', fetch),
    ];
    const pending = [first, second].map((tab) =>
      tab.GET('/api/routes/v1/{id}/', { params: { path: { id: 1 } } }),
    );
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.authorization === 'Bearer access-1')).toHaveLength(2),
    );
    refresh.release();
    const results = await Promise.all(pending);
    locks.uninstall();

    expect(results.map((r) => r.data?.id)).toEqual([1, 1]);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.filter((c) => c.authorization === 'Bearer access-2')).toHaveLength(2);
    expect(stored()).toEqual([FRESH.access, FRESH.refresh]);
    expect(expired).not.toHaveBeenCalled();
  });

  it('retries at once with the stored tokens when another tab has already replaced them', async () => {
    const { fetch, calls } = fakeFetch((request) => {
      if (request.headers.get('Authorization') === 'Bearer access-1') {
        // Another tab refreshes while this request is on its way.
        localStorage.setItem('access', FRESH.access);
        localStorage.setItem('refresh', FRESH.refresh);
      }
      return isRefresh(request)
        ? json(401, { detail: 'Token is blacklisted' })
        : routeOr401(request);
    });
    const client = createApiClient('http://api.test', fetch);
    const { data } = await client.GET('/api/routes/v1/{id}/', { params: { path: { id: 1 } } });

    expect(data?.id).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(stored()).toEqual([FRESH.access, FRESH.refresh]);
  });

  it('keeps the stored refresh token when the answer has none', async () => {
    const { fetch, calls } = fakeFetch((request) =>
      isRefresh(request) ? json(200, { access: FRESH.access }) : routeOr401(request),
    );
    const client = createApiClient('http://api.test', fetch);
    const { data } = await client.GET('/api/routes/v1/{id}/', { params: { path: { id: 1 } } });

    expect(data?.id).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(stored()).toEqual([FRESH.access, TOKENS.refresh]);
  });

  it('a refresh still in flight when the session ends does not bring the tokens back', async () => {
    const refresh = heldRefresh(() => json(200, FRESH));
    const { fetch, calls } = fakeFetch((request) =>
      isRefresh(request) ? refresh.answer(request) : routeOr401(request),
    );
    const client = createApiClient('http://api.test', fetch);
    const pending = client.GET('/api/routes/v1/{id}/', { params: { path: { id: 1 } } });
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    // «Выйти» in another tab.
    localStorage.clear();
    refresh.release();

    await expect(pending).rejects.toSatisfy((e) => isApiError(e) && e.status === 401);
    expect(localStorage.length).toBe(0);
    expect(calls.filter((c) => c.authorization === 'Bearer access-2')).toHaveLength(0);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
