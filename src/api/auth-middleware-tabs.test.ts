import { describe, expect, it, vi } from 'vitest';
import { http, json, mockApi } from '../../tests/support/api-mock';
import { installFakeLocks } from '../../tests/support/fake-locks';
import {
  FRESH,
  refreshCalls,
  refreshTo,
  ROUTE,
  storedSession,
  TOKENS,
} from '../../tests/support/stored-session';
import { isApiError } from './api-error';
import { createApiClient, type ApiClient } from './client';
import { rotationJournal } from './rotation-journal';

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

const getRoute = (client: ApiClient) =>
  client.GET('/api/routes/v1/{id}/', { params: { path: { id: 1 } } });

const routeOr401 = (request: Request) =>
  request.headers.get('Authorization') === 'Bearer access-2'
    ? json(200, ROUTE)
    : json(401, { detail: 'expired' });

/** The route endpoint answers as `answer` says; the refresh endpoint as `refresh` does. */
const backend = (
  refresh: (request: Request) => Response | Promise<Response>,
  answer: (request: Request) => Response = routeOr401,
) =>
  mockApi(
    refreshTo(refresh),
    http.get('/api/routes/v1/{id}/', ({ request, response }) => response.untyped(answer(request))),
  );

describe('one session for every tab', () => {
  const session = storedSession();

  it('two tabs that get a 401 at once send one refresh; the second retries with its tokens', async () => {
    const locks = installFakeLocks();
    const refresh = heldRefresh(rotating());
    const { calls } = backend(refresh.answer);
    // Each tab has its own client, as each has its own copy of the app; storage is shared.
    const [first, second] = [createApiClient(), createApiClient()];
    const pending = [first, second].map(getRoute);
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
    expect(session.expired).not.toHaveBeenCalled();
  });

  it('retries at once with the stored tokens when another tab has already replaced them', async () => {
    const { calls } = backend(
      () => json(401, { detail: 'Token is blacklisted' }),
      (request) => {
        if (request.headers.get('Authorization') === 'Bearer access-1') {
          // Another tab refreshes while this request is on its way.
          localStorage.setItem('access', FRESH.access);
          localStorage.setItem('refresh', FRESH.refresh);
        }
        return routeOr401(request);
      },
    );
    const { data } = await getRoute(createApiClient());

    expect(data?.id).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(stored()).toEqual([FRESH.access, FRESH.refresh]);
  });

  it('does not send a token another tab has rotated, though this tab still reads it', async () => {
    // The other tab's write has not reached this tab's storage yet; the journal already knows.
    const journal = vi.spyOn(rotationJournal, 'wasRotated').mockResolvedValue(true);
    const { calls } = backend(() => json(401, { detail: 'Token is blacklisted' }));
    const pending = getRoute(createApiClient());
    await vi.waitFor(() => expect(journal).toHaveBeenCalledWith(TOKENS.refresh));
    localStorage.setItem('access', FRESH.access);
    localStorage.setItem('refresh', FRESH.refresh);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'refresh', storageArea: localStorage }),
    );
    const { data } = await pending;
    journal.mockRestore();

    expect(data?.id).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(calls.at(-1)?.authorization).toBe('Bearer access-2');
  });

  it('keeps the stored refresh token when the answer has none', async () => {
    const { calls } = backend(() => json(200, { access: FRESH.access }));
    const { data } = await getRoute(createApiClient());

    expect(data?.id).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(stored()).toEqual([FRESH.access, TOKENS.refresh]);
  });

  it('a refresh still in flight when the session ends does not bring the tokens back', async () => {
    const refresh = heldRefresh(() => json(200, FRESH));
    const { calls } = backend(refresh.answer);
    const pending = getRoute(createApiClient());
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    // «Выйти» in another tab.
    localStorage.clear();
    refresh.release();

    await expect(pending).rejects.toSatisfy((e) => isApiError(e) && e.status === 401);
    expect(localStorage.length).toBe(0);
    expect(calls.filter((c) => c.authorization === 'Bearer access-2')).toHaveLength(0);
    expect(session.expired).toHaveBeenCalledTimes(1);
  });
});
