import { describe, expect, it } from 'vitest';
import { http, json, mockApi } from '../../tests/support/api-mock';
import {
  alertNotificationIds,
  deleteNotification,
  deleteNotifications,
} from './alert-notifications';

/** 250 notifications, at most 100 a page whatever is asked: odd ids «НМЦ устарела» of route id. */
function serveNotifications() {
  return mockApi(
    http.get('/api/notifications/v1/', ({ query, response }) => {
      const limit = Math.min(Number(query.get('limit')), 100);
      const from = (Number(query.get('page')) - 1) * limit;
      const ids = Array.from(
        { length: Math.max(0, Math.min(limit, 250 - from)) },
        (_, i) => from + i + 1,
      );
      const results = ids.map((id) => ({
        id,
        category: id % 2 === 1 ? 'nmc_outdated' : 'price_spike',
        message: `Уведомление ${id}`,
        route_id: id,
        created_at: '2026-11-27T10:00:00+03:00',
      }));
      return response.untyped(json(200, { total: 250, results }));
    }),
  );
}

describe('the notifications of an alert’s routes', () => {
  it('are found over the whole list, in the page size the server keeps to', async () => {
    const { to } = serveNotifications();
    const ids = await alertNotificationIds('nmc_outdated', [1, 2, 101, 199, 250, 251]);
    expect(ids).toEqual([1, 101, 199]);
    expect(to('/api/notifications/v1/').map((call) => call.search)).toEqual([
      '?page=1&limit=1000',
      '?page=2&limit=100',
      '?page=3&limit=100',
    ]);
  });

  it('are deleted one by one; one already gone is no failure, another failure is', async () => {
    mockApi(
      http.delete('/api/notifications/v1/{id}/', ({ params, response }) => {
        if (params.id === '2') return response.untyped(json(404, { detail: 'Не найдено.' }));
        if (params.id === '3') return response.untyped(json(503, { detail: 'Недоступен' }));
        return response(204).empty();
      }),
    );
    expect(await deleteNotifications([1, 2, 3])).toEqual([3]);
  });

  it('one by one too: a notification already gone is deleted, another failure is not', async () => {
    mockApi(
      http.delete('/api/notifications/v1/{id}/', ({ params, response }) =>
        params.id === '2'
          ? response.untyped(json(404, { detail: 'Не найдено.' }))
          : response.untyped(json(503, { detail: 'Недоступен' })),
      ),
    );
    await expect(deleteNotification(2)).resolves.toBeUndefined();
    await expect(deleteNotification(3)).rejects.toMatchObject({ status: 503 });
  });
});
