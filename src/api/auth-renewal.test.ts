import { describe, expect, it, vi } from 'vitest';
import { http, json, mockApi } from '../../tests/support/api-mock';
import { installFakeLocks } from '../../tests/support/fake-locks';
import {
  FRESH,
  refreshCalls,
  refreshTo,
  ROUTE,
  storedSession,
} from '../../tests/support/stored-session';
import { isApiError } from './api-error';
import { REFRESH_LOCK } from './auth-middleware';
import { createApiClient, REFRESH_TIMEOUT_MS, type ApiClient } from './client';

const NEWEST = { access: 'access-3', refresh: 'refresh-3' };

const getRoute = (client: ApiClient) =>
  client.GET('/api/routes/v1/{id}/', { params: { path: { id: 1 } } });

/** A gate the test opens: what happens while it is shut is the test. */
function gate() {
  let open: () => void = () => undefined;
  const shut = new Promise<void>((resolve) => (open = resolve));
  return { open, shut };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('renewing the tokens', () => {
  const session = storedSession();

  it('a request sent with newer tokens than another’s gets the refresh those tokens need', async () => {
    const locks = installFakeLocks();
    const answers = gate();
    const { calls } = mockApi(
      refreshTo(async (request) =>
        (await request.text()) === JSON.stringify({ refresh: FRESH.refresh })
          ? json(200, NEWEST)
          : json(401, { detail: 'blacklisted' }),
      ),
      http.get('/api/routes/v1/{id}/', async ({ request, response }) => {
        if (request.headers.get('Authorization') === `Bearer ${NEWEST.access}`) {
          return response.untyped(json(200, ROUTE));
        }
        await answers.shut;
        return response.untyped(json(401, { detail: 'expired' }));
      }),
    );
    const client = createApiClient();
    const first = getRoute(client);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // Another tab refreshes meanwhile; the tokens it stores expire before they are used here.
    localStorage.setItem('access', FRESH.access);
    localStorage.setItem('refresh', FRESH.refresh);
    const second = getRoute(client);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // The other tab holds the refresh lock while both 401s arrive.
    const otherTab = gate();
    const held = navigator.locks.request(REFRESH_LOCK, () => otherTab.shut);
    answers.open();
    await settle();
    otherTab.open();
    await held;
    const results = await Promise.all([first, second]);
    locks.uninstall();

    expect(results.map((result) => result.data?.id)).toEqual([1, 1]);
    expect(refreshCalls(calls).map((call) => call.body)).toEqual([
      JSON.stringify({ refresh: FRESH.refresh }),
    ]);
    expect(session.expired).not.toHaveBeenCalled();
    expect(localStorage.getItem('access')).toBe(NEWEST.access);
  });

  it('a refresh that hangs is given up, and frees the lock for the next tab’s refresh', async () => {
    vi.useFakeTimers();
    const locks = installFakeLocks();
    let refreshes = 0;
    const { calls } = mockApi(
      refreshTo(async () => {
        refreshes += 1;
        // The first refresh never answers: only its timeout ends it.
        if (refreshes === 1) await new Promise(() => undefined);
        return json(200, FRESH);
      }),
      http.get('/api/routes/v1/{id}/', ({ request, response }) =>
        response.untyped(
          request.headers.get('Authorization') === `Bearer ${FRESH.access}`
            ? json(200, ROUTE)
            : json(401, { detail: 'expired' }),
        ),
      ),
    );
    const [hanging, waiting] = [createApiClient(), createApiClient()];
    const first = getRoute(hanging);
    await vi.waitFor(() => expect(refreshCalls(calls)).toHaveLength(1));
    const all = Promise.allSettled([first, getRoute(waiting)]);
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS);
    const results = await all;
    vi.useRealTimers();
    locks.uninstall();

    expect(results[0]).toMatchObject({ status: 'rejected' });
    expect(results[0].status === 'rejected' && isApiError(results[0].reason)).toBe(true);
    expect(results[1]).toMatchObject({ status: 'fulfilled', value: { data: ROUTE } });
    expect(refreshCalls(calls)).toHaveLength(2);
    expect(session.expired).not.toHaveBeenCalled();
  });
});
