import { describe, expect, it, vi } from 'vitest';
import { http, json, mockApi } from '../../tests/support/api-mock';
import {
  FRESH,
  refreshCalls,
  refreshTo,
  ROUTE,
  storedSession,
  TOKENS,
} from '../../tests/support/stored-session';
import { isApiError } from './api-error';
import { createApiClient } from './client';

/** The answer of a call that needs the fresh access token: 401 with any other. */
const onlyFresh = (request: Request, body: unknown) =>
  request.headers.get('Authorization') === `Bearer ${FRESH.access}`
    ? json(200, body)
    : json(401, { detail: 'expired' });

describe('session middleware', () => {
  const session = storedSession();

  it('sends the bearer token on ordinary calls and none on login', async () => {
    const { calls } = mockApi(
      http.get('/api/users/me/', ({ response }) => response(200).json({ username: 'a' })),
      http.post('/api/auth/', ({ response }) => response(200).json(TOKENS)),
    );
    const client = createApiClient();
    await client.GET('/api/users/me/');
    await client.POST('/api/auth/', { body: { username: 'a', password: 'b' } });
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer access-1', null]);
  });

  it('refreshes on a 401, stores both tokens and retries a POST with its original body', async () => {
    const { calls } = mockApi(
      refreshTo(() => json(200, FRESH)),
      http.post('/api/jobs/v1/routes/calculator-editor/temporary/', ({ request, response }) =>
        response.untyped(onlyFresh(request, { id: 7 })),
      ),
    );
    const client = createApiClient();
    const body = {
      segments: [{ from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Тверь' } }],
      vehicle_category: 'lte10' as const,
    };
    const { data } = await client.POST('/api/jobs/v1/routes/calculator-editor/temporary/', {
      body,
    });

    expect(data).toEqual({ id: 7 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/jobs/v1/routes/calculator-editor/temporary/',
      'POST /api/auth/refresh-token/',
      'POST /api/jobs/v1/routes/calculator-editor/temporary/',
    ]);
    expect(JSON.parse(calls[1]!.body)).toEqual({ refresh: 'refresh-1' });
    expect(calls[1]!.authorization).toBeNull();
    expect(JSON.parse(calls[2]!.body)).toEqual(body);
    expect(calls[2]!.authorization).toBe('Bearer access-2');
    expect(localStorage.getItem('access')).toBe('access-2');
    expect(localStorage.getItem('refresh')).toBe('refresh-2');
    expect(session.expired).not.toHaveBeenCalled();
  });

  it('makes one refresh for five concurrent 401s and retries all five', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { calls } = mockApi(
      refreshTo(async () => {
        await refreshGate;
        return json(200, FRESH);
      }),
      http.get('/api/routes/v1/{id}/', ({ request, response }) =>
        response.untyped(onlyFresh(request, ROUTE)),
      ),
    );
    const client = createApiClient();
    const pending = [1, 2, 3, 4, 5].map((id) =>
      client.GET('/api/routes/v1/{id}/', { params: { path: { id } } }),
    );
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.authorization === 'Bearer access-1')).toHaveLength(5),
    );
    releaseRefresh();
    const results = await Promise.all(pending);

    expect(results.every((r) => r.data?.id === 1)).toBe(true);
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls.filter((c) => c.authorization === 'Bearer access-2')).toHaveLength(5);
  });

  it('ends the session when the refresh itself gets a 401: storage empty, pending calls aborted', async () => {
    localStorage.setItem('routeCreating', '{"isPending":true}');
    let slowSignal: AbortSignal | undefined;
    mockApi(
      refreshTo(() => json(401, { detail: 'Token is invalid or expired' })),
      http.get('/api/jobs/v1/', async ({ request }) => {
        slowSignal = request.signal;
        await new Promise(() => undefined);
      }),
      http.get('/api/users/me/', ({ response }) =>
        response.untyped(json(401, { detail: 'expired' })),
      ),
    );
    const client = createApiClient();
    const slow = client.GET('/api/jobs/v1/', { params: { query: { page: 1, limit: 10 } } });
    await vi.waitFor(() => expect(slowSignal).toBeDefined());

    const failed = client.GET('/api/users/me/');
    await expect(failed).rejects.toSatisfy((e) => isApiError(e) && e.status === 401);
    expect(localStorage.length).toBe(0);
    expect(session.expired).toHaveBeenCalledTimes(1);
    expect(slowSignal?.aborted).toBe(true);
    void slow.catch(() => undefined);
  });

  it('ends the session when the retried request gets a 401 again', async () => {
    const { calls } = mockApi(
      refreshTo(() => json(200, FRESH)),
      http.get('/api/users/me/', ({ response }) => response.untyped(json(401, { detail: 'no' }))),
    );
    const client = createApiClient();
    await expect(client.GET('/api/users/me/')).rejects.toSatisfy(
      (e) => isApiError(e) && e.status === 401,
    );
    expect(refreshCalls(calls)).toHaveLength(1);
    expect(calls).toHaveLength(3);
    expect(localStorage.length).toBe(0);
    expect(session.expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh while on the login page', async () => {
    window.history.replaceState(null, '', '/login');
    const { calls } = mockApi(
      refreshTo(() => json(401, { detail: 'no' })),
      http.get('/api/users/me/', ({ response }) => response.untyped(json(401, { detail: 'no' }))),
    );
    const client = createApiClient();
    await expect(client.GET('/api/users/me/')).rejects.toSatisfy(
      (e) => isApiError(e) && e.status === 401,
    );
    expect(refreshCalls(calls)).toHaveLength(0);
    expect(localStorage.getItem('access')).toBe('access-1');
  });
});
