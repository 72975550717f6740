import { describe, expect, it, vi } from 'vitest';
import { http, json, mockApi } from '../../tests/support/api-mock';
import { useBackend } from '../../tests/support/backend';
import { installFakeLocks } from '../../tests/support/fake-locks';
import { indexedDBPerTest } from '../../tests/support/indexed-db';
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
import { REFRESH_LOCK } from './auth-middleware';
import { withCrossTabLock } from './cross-tab-lock';
import { rotationJournal } from './rotation-journal';
import { tokenStorage } from './token-storage';

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

/**
 * The built-in backend's refresh, held until `release()`: it rotates the token once the test
 * lets it, and spends it, as the backend does.
 */
function heldBackendRefresh() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = http.post('/api/auth/refresh-token/', async () => {
    await gate;
    return undefined;
  });
  return { release, handler };
}

/** The route answers 401 to `access`, as the backend does once that token has expired. */
const expired = (access: string) =>
  http.get('/api/routes/v1/{id}/', ({ request, response }) =>
    request.headers.get('Authorization') === `Bearer ${access}`
      ? response.untyped(json(401, { detail: 'Token is invalid or expired' }))
      : undefined,
  );

/** The tokens this test signed in with. */
const signedIn = () => {
  const [access, refresh] = stored();
  if (!access || !refresh) throw new Error('not signed in');
  return { access, refresh };
};

/** Another tab's write reaches this tab's storage, with its storage event. */
function storageArrives(tokens: { access: string; refresh: string }) {
  localStorage.setItem('access', tokens.access);
  localStorage.setItem('refresh', tokens.refresh);
  window.dispatchEvent(new StorageEvent('storage', { key: 'refresh', storageArea: localStorage }));
}

describe('one session for every tab', () => {
  const session = storedSession();
  const journal = indexedDBPerTest();

  it('two tabs that get a 401 at once send one refresh; the second retries with its tokens', async () => {
    const locks = installFakeLocks();
    await useBackend();
    const before = signedIn();
    const refresh = heldBackendRefresh();
    const { calls } = mockApi(refresh.handler, expired(before.access));
    // Each tab has its own client, as each has its own copy of the app; storage is shared.
    const [first, second] = [createApiClient(), createApiClient()];
    const pending = [first, second].map(getRoute);
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.authorization === `Bearer ${before.access}`)).toHaveLength(2),
    );
    refresh.release();
    const results = await Promise.all(pending);
    locks.uninstall();

    expect(results.map((r) => r.data?.id)).toEqual([1, 1]);
    expect(refreshCalls(calls)).toHaveLength(1);
    // The backend's new pair: both tabs retried with its access token, and storage holds it.
    const after = signedIn();
    expect(after.refresh).not.toBe(before.refresh);
    expect(calls.filter((c) => c.authorization === `Bearer ${after.access}`)).toHaveLength(2);
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

  it('does not send a token another tab has rotated twice, though this tab still reads it', async () => {
    // Two rotations in other tabs: their tokens have not reached this tab's storage yet.
    await rotationJournal.store(TOKENS.refresh, true, () => undefined);
    await rotationJournal.store(FRESH.refresh, true, () => undefined);
    const waits = vi.spyOn(tokenStorage, 'untilRefreshReplaced');
    const { calls } = backend(() => json(401, { detail: 'Token is blacklisted' }));
    const pending = getRoute(createApiClient());
    await vi.waitFor(() => expect(waits).toHaveBeenCalledWith(TOKENS.refresh, expect.any(Number)));
    storageArrives(FRESH);
    const { data } = await pending;

    expect(data?.id).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(calls.at(-1)?.authorization).toBe('Bearer access-2');
  });

  it('waits for storage rather than sending the token when the journal cannot be read', async () => {
    journal.refuseToOpen();
    const waits = vi.spyOn(tokenStorage, 'untilRefreshReplaced');
    // Another tab has spent the token; the backend refuses it a second time.
    const { calls } = backend(() => json(401, { detail: 'Token is blacklisted' }));
    const pending = getRoute(createApiClient());
    await vi.waitFor(() => expect(waits).toHaveBeenCalledWith(TOKENS.refresh, expect.any(Number)));
    storageArrives(FRESH);
    const { data } = await pending;

    expect(data?.id).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(session.expired).not.toHaveBeenCalled();
  });

  it('holds the lock a while after a rotation the journal could not note', async () => {
    const locks = installFakeLocks();
    journal.failWrites();
    const api = await useBackend();
    const before = signedIn();
    let answeredAt = 0;
    mockApi(
      expired(before.access),
      // The backend rotates; the test notes when its answer came.
      http.post('/api/auth/refresh-token/', async ({ request, response }) => {
        const answer = await api('/api/auth/refresh-token/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(await request.json()),
        });
        answeredAt = performance.now();
        return response.untyped(answer);
      }),
    );
    const pending = getRoute(createApiClient());
    await vi.waitFor(() => expect(answeredAt).toBeGreaterThan(0));
    // Another tab's turn comes once storage has had the time to bring it the new tokens.
    const nextTurn = await withCrossTabLock(REFRESH_LOCK, () => Promise.resolve(performance.now()));
    const { data } = await pending;
    locks.uninstall();

    expect(data?.id).toBe(1);
    expect(signedIn().refresh).not.toBe(before.refresh);
    expect(nextTurn - answeredAt).toBeGreaterThanOrEqual(900);
  });

  it('keeps the stored refresh token when the answer has none', async () => {
    const { calls } = backend(() => json(200, { access: FRESH.access }));
    const { data } = await getRoute(createApiClient());

    expect(data?.id).toBe(1);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(stored()).toEqual([FRESH.access, TOKENS.refresh]);
  });

  it('a refresh answered after another tab signed out stores nothing, though this tab still reads the tokens', async () => {
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const refresh = heldRefresh(() => json(200, FRESH));
    const { calls } = backend(refresh.answer);
    const pending = getRoute(createApiClient());
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    // «Выйти» in another tab: journalled there; its clear has not reached this tab's storage.
    await rotationJournal.end(TOKENS.refresh, () => undefined);
    refresh.release();

    await expect(pending).rejects.toSatisfy((e) => isApiError(e) && e.status === 401);
    expect(writes.mock.calls.filter(([, value]) => value === FRESH.access)).toEqual([]);
    expect(calls.filter((c) => c.authorization === 'Bearer access-2')).toHaveLength(0);
    // This tab ends the session too, as that tab's clear would have it do.
    expect(stored()).toEqual([null, null]);
    expect(session.expired).toHaveBeenCalledTimes(1);
  });
});
