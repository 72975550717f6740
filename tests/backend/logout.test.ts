// @vitest-environment node
// Sign-out revokes the refresh token it is given, as Simple JWT's blacklist view does, and
// nothing else: the access token lives out its short life, other sessions go on.
import { describe, expect, it } from 'vitest';
import { at, signIn } from '../contract/backend-calls';
import { freshScope } from './scope-for-tests';

describe('POST /api/auth/logout/', () => {
  it('revokes the refresh token: refreshing with it is refused from then on', async () => {
    const { call, token, refresh } = await freshScope();
    const other = await signIn(call);
    const out = await call('post', '/api/auth/logout/', { body: { refresh } });
    expect([out.status, out.json]).toEqual([200, {}]);

    const refused = await call('post', '/api/auth/refresh-token/', { body: { refresh } });
    expect(refused.status).toBe(401);
    const again = await call('post', '/api/auth/logout/', { body: { refresh } });
    expect([again.status, at(again.json, 'detail')]).toEqual([
      401,
      'Токен недействителен или просрочен',
    ]);

    // Nothing else: the access token still works, and another session still refreshes.
    expect((await call('get', '/api/users/me/', { token })).status).toBe(200);
    const renewed = await call('post', '/api/auth/refresh-token/', {
      body: { refresh: other.refresh },
    });
    expect(renewed.status).toBe(200);
  });

  it('needs no Authorization header, even a stale one does no harm', async () => {
    const { call, refresh } = await freshScope();
    const out = await call('post', '/api/auth/logout/', {
      body: { refresh },
      token: 'long-expired',
    });
    expect(out.status).toBe(200);
  });

  it('401 for a token nobody issued, one already exchanged, and one expired', async () => {
    const { call, refresh } = await freshScope();
    const unknown = await call('post', '/api/auth/logout/', { body: { refresh: 'refresh-x' } });
    expect(unknown.status).toBe(401);
    await call('post', '/api/auth/refresh-token/', { body: { refresh } });
    expect((await call('post', '/api/auth/logout/', { body: { refresh } })).status).toBe(401);

    const expired = await freshScope({ refreshTtlMs: 0 });
    const late = await expired.call('post', '/api/auth/logout/', {
      body: { refresh: expired.refresh },
    });
    expect(late.status).toBe(401);
  });

  it('400 with the field named when there is no refresh token', async () => {
    const { call } = await freshScope();
    for (const body of [{}, { refresh: '' }, { refresh: 7 }]) {
      const answer = await call('post', '/api/auth/logout/', { body });
      expect([answer.status, answer.json]).toEqual([400, { refresh: ['Обязательное поле.'] }]);
    }
  });
});
