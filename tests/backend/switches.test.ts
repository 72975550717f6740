// @vitest-environment node
// The habits of the deployments staff meet, switched on by environment or in the reset body:
// weak ETags from a compressing proxy, a page cap, a slow network.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { at, numberAt } from '../contract/backend-calls';
import { configFromEnv, configOf } from './config';
import { pageOf } from './rules/paging';
import { freshScope } from './scope-for-tests';

const idsOf = (json: unknown): unknown[] => {
  const results = at(json, 'results');
  return Array.isArray(results) ? results.map((row) => at(row, 'id')) : [];
};

describe('settings', () => {
  it('come from the environment, and the reset body overrides them with values of their type', () => {
    vi.stubEnv('BACKEND_WEAK_ETAGS', '1');
    vi.stubEnv('BACKEND_PAGE_CAP', '25');
    vi.stubEnv('BACKEND_LATENCY_MS', '300');
    expect(configFromEnv()).toMatchObject({ weakEtags: true, pageCap: 25, latencyMs: 300 });
    vi.unstubAllEnvs();
    expect(configFromEnv()).toMatchObject({ weakEtags: false, pageCap: 100, latencyMs: 0 });
    expect(
      configOf({ weakEtags: true, pageCap: 7, latencyMs: 50, jobEndMs: 300, accessTtlMs: -1 }),
    ).toEqual({ weakEtags: true, pageCap: 7, latencyMs: 50, jobEndMs: 300 });
    expect(configOf({ weakEtags: 'yes', pageCap: 0, latencyMs: '5' })).toEqual({});
  });
});

describe('weak ETags', () => {
  it('every ETag goes out weak; If-Match is compared strongly, so only the strong form writes', async () => {
    const { call, token } = await freshScope({ weakEtags: true });
    const path = '/api/routes/v1/2/';
    const read = (await call('get', path, { token })).headers.get('ETag') ?? '';
    expect(read).toBe('W/"2-1"');
    const patch = (ifMatch: string, nmc: number) =>
      call('patch', path, { token, body: { nmc }, headers: { 'If-Match': ifMatch } });

    const refused = await patch(read, 1000);
    expect([refused.status, refused.headers.get('ETag')]).toEqual([412, 'W/"2-1"']);
    const written = await patch('"2-1"', 2000);
    expect([written.status, written.headers.get('ETag')]).toEqual([200, 'W/"2-2"']);
  });

  it('are off by default, and a weak tag sent back never matches even so', async () => {
    const { call, token } = await freshScope();
    const path = '/api/routes/v1/2/';
    expect((await call('get', path, { token })).headers.get('ETag')).toBe('"2-1"');
    const weak = await call('patch', path, {
      token,
      body: { nmc: 1000 },
      headers: { 'If-Match': 'W/"2-1"' },
    });
    expect([weak.status, weak.headers.get('ETag')]).toEqual([412, '"2-1"']);
  });
});

describe('page cap', () => {
  it('pages by the smaller of limit and cap, page numbers counting pages of that size', () => {
    const rows = Array.from({ length: 25 }, (_, index) => index);
    expect(pageOf(rows, { page: 2, limit: 1000, cap: 10 })).toEqual({
      total: 25,
      results: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
    });
    expect(pageOf(rows, { page: 3, limit: 4, cap: 10 })?.results).toEqual([8, 9, 10, 11]);
    expect(pageOf(rows, { limit: 1001, cap: 10 })).toBeNull();
  });

  it('gives 100 rows of a 1000-row page by default, with the true total', async () => {
    const { call, token } = await freshScope();
    const { json } = await call('get', '/api/routes/v1/?page=1&limit=1000', { token });
    expect([numberAt(json, 'total'), idsOf(json).length]).toEqual([300, 100]);
  });

  it('follows the rows given: page 2 under a cap of 40 holds rows 41–80 of the list', async () => {
    const all = await freshScope({ pageCap: 1000 });
    const list = await all.call('get', '/api/routes/v1/?page=1&limit=1000', { token: all.token });
    const { call, token } = await freshScope({ pageCap: 40 });
    const second = await call('get', '/api/routes/v1/?page=2&limit=1000', { token });
    expect(numberAt(second.json, 'total')).toBe(300);
    expect(idsOf(second.json)).toEqual(idsOf(list.json).slice(40, 80));
    const notifications = await call('get', '/api/notifications/v1/?page=1&limit=1000', { token });
    expect([numberAt(notifications.json, 'total'), idsOf(notifications.json).length]).toEqual([
      61, 40,
    ]);
  });

  it('pages the users too, by user name', async () => {
    const { call, token } = await freshScope({ pageCap: 2 });
    for (const username of ['zaitsev.b', 'abramova.k'])
      await call('post', '/api/auth/', { body: { username, password: 'demo' } });
    const names = async (page: number) => {
      const { json } = await call('get', `/api/users/?page=${page}&limit=1000`, { token });
      const results = at(json, 'results');
      return {
        total: numberAt(json, 'total'),
        names: Array.isArray(results) ? results.map((user) => at(user, 'username')) : [],
      };
    };
    const first = await names(1);
    expect(first.names).toHaveLength(2);
    const every: unknown[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 2); page += 1)
      every.push(...(await names(page)).names);
    expect(every).toHaveLength(first.total);
    expect(every[0]).toBe('abramova.k');
    expect(every.at(-1)).toBe('zaitsev.b');
    expect(every).toEqual([...every].map(String).sort());
  });
});

describe('latency', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds each call back once, by the time set', async () => {
    const { call, token } = await freshScope({ latencyMs: 500 });
    // Only the backend's wait is faked; the handlers' own work runs as ever.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settled = vi.fn();
    const answer = call('get', '/api/users/me/', { token }).then((result) => {
      settled();
      return result;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    // Waited once, not twice: the answer comes with no further time passing (vi.waitFor would
    // advance the fake clock, so the loop turns on the real event loop instead).
    for (let turn = 0; turn < 1000 && settled.mock.calls.length === 0; turn += 1)
      await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toHaveBeenCalled();
    expect((await answer).status).toBe(200);
  });

  it('is none by default', async () => {
    const { call, token } = await freshScope();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect((await call('get', '/api/users/me/', { token })).status).toBe(200);
  });
});
