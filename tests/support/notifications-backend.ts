import { fakeFetch, json } from './fake-fetch';

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
  /** Status of DELETE /all/ (204 deletes everything). */
  deleteAllStatus?: number;
  /** A promise each DELETE waits for, to observe the screen while requests run. */
  gate?: Promise<void>;
}

/**
 * A stateful notifications backend for fakeFetch: the list shrinks as DELETEs succeed, so the
 * screen and the header badge can be checked after each deletion.
 */
export function notificationsBackend(options: Options = {}) {
  let items = [...(options.notifications ?? makeNotifications(14))];
  const failing = new Set(options.failingIds ?? []);
  const fake = fakeFetch(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname;
    if (path === '/api/users/me/') return json(200, { username: 'ivanova.a' });
    if (path === '/api/routes/v1/filters/choices/')
      return json(200, { notification_choices: CHOICES });
    if (path === '/api/notifications/v1/' && request.method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return json(200, {
        total: items.length,
        results: items.slice((page - 1) * limit, page * limit),
      });
    }
    if (request.method === 'DELETE') await options.gate;
    if (path === '/api/notifications/v1/all/' && request.method === 'DELETE') {
      const status = options.deleteAllStatus ?? 204;
      if (status === 204) items = [];
      return status === 204 ? json(204) : json(status, { detail: 'Сервис недоступен' });
    }
    const single = /^\/api\/notifications\/v1\/(\d+)\/$/.exec(path);
    if (single && request.method === 'DELETE') {
      const id = Number(single[1]);
      if (failing.has(id)) return json(500);
      items = items.filter((item) => item.id !== id);
      return json(204);
    }
    return json(404, { detail: 'Не найдено' });
  });
  return { ...fake, ids: () => items.map((item) => item.id) };
}
