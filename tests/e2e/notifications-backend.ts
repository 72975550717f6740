import type { Page } from '@playwright/test';
import { fulfillJson } from './support';

interface Item {
  id: number;
  category: string;
  message: string;
  route_id: number | null;
  created_at: string;
}

const items = (count: number): Item[] =>
  Array.from({ length: count }, (_, index) => ({
    id: 300 + count - index,
    category: index % 2 === 0 ? 'nmc_outdated' : 'unknown_code',
    message: `Уведомление ${300 + count - index}`,
    route_id: index === 1 ? null : index + 1,
    created_at: '2026-06-19T09:00:00+03:00',
  }));

/**
 * A notifications backend with state, in front of Prism: the list shrinks as DELETEs succeed, and
 * ids in `failing` answer 500 until they are removed from it. With `slowReload` the list answers
 * that many ms late once something was deleted, as a busy server does.
 */
export async function statefulBackend(
  page: Page,
  count = 14,
  failing = new Set<number>(),
  slowReload = 0,
) {
  let list = items(count);
  const deletes: string[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/api/notifications/v1/'),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname === '/api/notifications/v1/') {
        const pageNo = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        if (deletes.length > 0) await new Promise((done) => setTimeout(done, slowReload));
        return fulfillJson(route, 200, {
          total: list.length,
          results: list.slice((pageNo - 1) * limit, pageNo * limit),
        });
      }
      if (request.method() !== 'DELETE') return route.fallback();
      deletes.push(url.pathname);
      if (url.pathname === '/api/notifications/v1/all/') {
        list = [];
        return route.fulfill({ status: 204 });
      }
      const id = Number(/(\d+)\/$/.exec(url.pathname)?.[1]);
      if (failing.has(id)) return fulfillJson(route, 500, { detail: 'Внутренняя ошибка' });
      list = list.filter((item) => item.id !== id);
      return route.fulfill({ status: 204 });
    },
  );
  return { deletes };
}
