import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, json, mockApi } from '../../../tests/support/api-mock';
import { refreshTo, ROUTE, storedSession, TOKENS } from '../../../tests/support/stored-session';
import { createApiClient } from '../../api/client';
import { REVOKE_TIMEOUT_MS, useLogout } from './api';

const LOGOUT = '/api/auth/logout/';

/** «Выйти» as the header calls it. */
const logout = () => renderHook(() => useLogout()).result.current();

/** The server's logout answers with `answer`; `storedThen` is the refresh token stored meanwhile. */
function logoutAnswers(answer: () => Response | Promise<Response>) {
  const seen: { storedThen: string | null } = { storedThen: null };
  const handler = http.post(LOGOUT, async ({ response }) => {
    seen.storedThen = localStorage.getItem('refresh');
    return response.untyped(await answer());
  });
  return { handler, seen };
}

describe('«Выйти» revokes the refresh token', () => {
  const session = storedSession();

  it('sends the stored refresh token, without a bearer header, before the session is cleared', async () => {
    const { handler, seen } = logoutAnswers(() => json(200, {}));
    const { to } = mockApi(handler);
    await logout();

    expect(to(LOGOUT, 'POST')).toMatchObject([
      { body: JSON.stringify({ refresh: TOKENS.refresh }), authorization: null },
    ]);
    expect(seen.storedThen).toBe(TOKENS.refresh);
    expect(localStorage.length).toBe(0);
    expect(session.expired).toHaveBeenCalledExactlyOnceWith('signed-out');
  });

  it('signs out all the same when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { to } = mockApi(logoutAnswers(() => json(500, {})).handler);
    await logout();

    expect(to(LOGOUT, 'POST')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
    expect(session.expired).toHaveBeenCalledExactlyOnceWith('signed-out');
  });

  it('signs out when the server does not answer in 2 s', async () => {
    const { to } = mockApi(logoutAnswers(() => new Promise<never>(() => undefined)).handler);
    const start = performance.now();
    await logout();
    const took = performance.now() - start;

    expect(to(LOGOUT, 'POST')).toHaveLength(1);
    // The revocation was waited for, then given up: neither cut short nor waited out.
    expect(took).toBeGreaterThanOrEqual(REVOKE_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(REVOKE_TIMEOUT_MS + 1500);
    expect(localStorage.length).toBe(0);
    expect(session.expired).toHaveBeenCalledExactlyOnceWith('signed-out');
  });

  it('a second click while the first waits revokes nothing more', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { to } = mockApi(logoutAnswers(() => gate.then(() => json(200, {}))).handler);
    const first = logout();
    await vi.waitFor(() => expect(to(LOGOUT, 'POST')).toHaveLength(1));
    const second = logout();
    release();
    await Promise.all([first, second]);

    expect(to(LOGOUT, 'POST')).toHaveLength(1);
    expect(session.expired).toHaveBeenCalledExactlyOnceWith('signed-out');
  });

  it('a refresh refused while the token is revoked ends the session as «Выйти», not by itself', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { to } = mockApi(
      logoutAnswers(() => gate.then(() => json(200, {}))).handler,
      refreshTo(() => json(401, { detail: 'Token is blacklisted' })),
      http.get('/api/routes/v1/{id}/', ({ response }) =>
        response.untyped(json(401, { detail: 'expired' })),
      ),
    );
    const leaving = logout();
    await vi.waitFor(() => expect(to(LOGOUT, 'POST')).toHaveLength(1));
    await createApiClient()
      .GET('/api/routes/v1/{id}/', { params: { path: { id: ROUTE.id } } })
      .catch(() => undefined);
    release();
    await leaving;

    expect(session.expired).toHaveBeenCalledWith('signed-out');
    expect(session.expired).not.toHaveBeenCalledWith('expired');
  });
});

describe('a session that ends by itself', () => {
  const session = storedSession();

  it('revokes nothing: a refused refresh sends no logout', async () => {
    const { to } = mockApi(
      refreshTo(() => json(401, { detail: 'Token is invalid or expired' })),
      http.get('/api/routes/v1/{id}/', ({ response }) =>
        response.untyped(json(401, { detail: 'expired' })),
      ),
    );
    await createApiClient()
      .GET('/api/routes/v1/{id}/', { params: { path: { id: ROUTE.id } } })
      .catch(() => undefined);

    expect(session.expired).toHaveBeenCalledExactlyOnceWith('expired');
    expect(localStorage.length).toBe(0);
    expect(to('/api/auth/refresh-token/', 'POST')).toHaveLength(1);
    expect(to(LOGOUT, 'POST')).toEqual([]);
  });
});
