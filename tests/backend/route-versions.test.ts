// @vitest-environment node
// A route's ETag follows the whole route (openapi.yaml), its notifications included: deleting a
// notification about it gives it a new version, without an entry in its НМЦ history.
import { describe, expect, it } from 'vitest';
import { at, numberAt } from '../contract/backend-calls';
import { freshScope, type TestScope } from './scope-for-tests';

async function notificationsOf({ call, token }: TestScope) {
  const { json } = await call('get', '/api/notifications/v1/?page=1&limit=100', { token });
  const results = at(json, 'results');
  return (Array.isArray(results) ? results : []).map((row) => ({
    id: numberAt(row, 'id'),
    routeId: numberAt(row, 'route_id'),
  }));
}

async function versionOf({ call, token }: TestScope, routeId: number) {
  const route = await call('get', `/api/routes/v1/${routeId}/`, { token });
  const history = await call('get', `/api/nmc-changes-history/v1/?route_id=${routeId}`, { token });
  return {
    etag: route.headers.get('ETag'),
    updatedAt: at(route.json, 'updated_at'),
    history: numberAt(history.json, 'total'),
  };
}

describe('the ETag of a route follows its notifications', () => {
  it('changes when a notification about the route is deleted, with no history entry', async () => {
    const scope = await freshScope();
    const [notification] = await notificationsOf(scope);
    if (!notification) throw new Error('the seed has notifications');
    const before = await versionOf(scope, notification.routeId);
    const deleted = await scope.call('delete', `/api/notifications/v1/${notification.id}/`, {
      token: scope.token,
    });
    expect(deleted.status).toBe(204);
    const after = await versionOf(scope, notification.routeId);
    expect(after.etag).not.toBe(before.etag);
    expect([after.updatedAt, after.history]).toEqual([before.updatedAt, before.history]);

    // The stale tag no longer writes, as after any other change of the route.
    const write = await scope.call('patch', `/api/routes/v1/${notification.routeId}/`, {
      token: scope.token,
      body: { nmc: 1000 },
      headers: { 'If-Match': before.etag ?? '' },
    });
    expect(write.status).toBe(412);
  });

  it('changes for every route that had one when all are deleted, and for no other', async () => {
    const scope = await freshScope();
    const about = new Set((await notificationsOf(scope)).map(({ routeId }) => routeId));
    const quiet = [1, 2, 3, 4, 5, 6, 7, 8].find((id) => !about.has(id)) ?? 0;
    const noisy = [...about].slice(0, 5);
    const before = await Promise.all([quiet, ...noisy].map((id) => versionOf(scope, id)));
    const deleted = await scope.call('delete', '/api/notifications/v1/all/', {
      token: scope.token,
    });
    expect(deleted.status).toBe(204);
    const after = await Promise.all([quiet, ...noisy].map((id) => versionOf(scope, id)));
    expect(after[0]).toEqual(before[0]);
    after.slice(1).forEach((version, index) => {
      expect(version.etag).not.toBe(before[index + 1]?.etag);
      expect(version.history).toBe(before[index + 1]?.history);
    });
  });

  it('stays when a notification nobody has is deleted', async () => {
    const scope = await freshScope();
    const before = await versionOf(scope, 1);
    const missing = await scope.call('delete', '/api/notifications/v1/999999/', {
      token: scope.token,
    });
    expect(missing.status).toBe(404);
    expect(await versionOf(scope, 1)).toEqual(before);
  });
});
