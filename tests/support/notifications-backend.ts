import { http, json, mockApi } from './api-mock';

export interface FakeNotification {
  id: number;
  category: string;
  message: string;
  route_id: number | null;
  created_at: string;
}

const CHOICES = [
  { value: 'nmc_outdated', label: 'НМЦ устарела' },
  { value: 'price_spike', label: 'Резкий рост цены' },
];

/** `count` notifications, newest (highest id) first, ids counting down from 300 + count. */
const makeNotifications = (count: number): FakeNotification[] =>
  Array.from({ length: count }, (_, index) => {
    const id = 300 + count - index;
    return {
      id,
      category: index % 2 === 0 ? 'nmc_outdated' : 'price_spike',
      message: `Уведомление ${id}`,
      route_id: id % 3 === 0 ? null : id - 300,
      created_at: '2026-06-19T09:00:00+03:00',
    };
  });

interface Options {
  notifications?: FakeNotification[];
  /** Ids whose DELETE answers 500. */
  failingIds?: number[];
  /** Ids a colleague has deleted since the list was read: their DELETE answers 404. */
  goneIds?: number[];
  /** Status of DELETE /all/ (204 deletes everything). */
  deleteAllStatus?: number;
  /** A promise each DELETE waits for, to observe the screen while requests run. */
  gate?: Promise<void>;
}

/**
 * A stateful notifications backend: the list shrinks as DELETEs succeed, so the screen and the
 * header badge can be checked after each deletion. Records every request (`calls`).
 */
export function notificationsBackend(options: Options = {}) {
  let items = [...(options.notifications ?? makeNotifications(14))];
  const failing = new Set(options.failingIds ?? []);
  const gone = new Set(options.goneIds ?? []);
  const api = mockApi(
    http.get('/api/users/me/', ({ response }) => response(200).json({ username: 'ivanova.a' })),
    http.get('/api/routes/v1/filters/choices/', ({ response }) =>
      response.untyped(json(200, { notification_choices: CHOICES })),
    ),
    http.get('/api/notifications/v1/', ({ query, response }) => {
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 10);
      return response.untyped(
        json(200, { total: items.length, results: items.slice((page - 1) * limit, page * limit) }),
      );
    }),
    http.delete('/api/notifications/v1/all/', async ({ response }) => {
      await options.gate;
      const status = options.deleteAllStatus ?? 204;
      if (status === 204) items = [];
      return response.untyped(
        status === 204 ? json(204) : json(status, { detail: 'Сервис недоступен' }),
      );
    }),
    http.delete('/api/notifications/v1/{id}/', async ({ params, response }) => {
      await options.gate;
      const id = Number(params.id);
      if (failing.has(id)) return response.untyped(json(500));
      items = items.filter((item) => item.id !== id);
      if (gone.has(id)) return response.untyped(json(404, { detail: 'Не найдено.' }));
      return response.untyped(json(204));
    }),
  );
  return { ...api, ids: () => items.map((item) => item.id) };
}
