import type { Page, Route } from '@playwright/test';
import { ROUTE_1 } from './route-fixture';
import { fulfillJson } from './support';

const CITIES = ['Казань', 'Тверь', 'Самара', 'Уфа', 'Пермь', 'Омск', 'Тула', 'Орёл', 'Псков'];

/** Route `id` from Москва with НМЦ `nmc`: a row of the fake list. */
export const bulkRoute = (id: number, nmc: number | null) => ({
  ...ROUTE_1,
  id,
  nmc,
  path_hash: `hash-${id}`,
  path: [
    {
      from_waypoint: { city: 'Москва', region: 'Москва' },
      to_waypoint: { city: `${CITIES[id % CITIES.length]} ${id}`, region: null },
    },
  ],
});

type FakeRoute = ReturnType<typeof bulkRoute>;

export interface Write {
  id: number;
  ifMatch: string | undefined;
  body: unknown;
}

/**
 * A backend of versioned routes: the list (paged as asked), `GET /api/routes/v1/{id}/` with the
 * route's `ETag`, and `PATCH` that writes only over the version it names, 412 with the current
 * route otherwise. Every answer about one route waits for `gate` (none: at once). Records the
 * writes and the most requests about single routes in flight at once.
 */
export async function serveVersionedRoutes(page: Page, routes: FakeRoute[]) {
  const state = new Map(routes.map((route) => [route.id, { route, version: 1 }]));
  const writes: Write[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => undefined;
  const etag = (id: number) => `"v${state.get(id)?.version ?? 0}"`;
  const afterRead = new Map<number, number>();
  const changeNmc = (id: number, nmc: number) => {
    const current = state.get(id);
    if (current) state.set(id, { route: { ...current.route, nmc }, version: current.version + 1 });
  };

  await page.route('**/api/routes/v1/?*', (route) => {
    const query = new URL(route.request().url()).searchParams;
    const pageNo = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const all = [...state.values()].map((item) => item.route);
    return fulfillJson(route, 200, {
      total: all.length,
      results: all.slice((pageNo - 1) * limit, pageNo * limit),
    });
  });
  await page.route(/\/api\/routes\/v1\/\d+\/$/, async (route: Route) => {
    const request = route.request();
    const id = Number(/\/(\d+)\/$/.exec(request.url())?.[1]);
    const current = state.get(id);
    if (!current) return fulfillJson(route, 404, { detail: 'Не найдено.' });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await gate;
    inFlight -= 1;
    if (request.method() === 'GET') {
      const answer = route.fulfill({ json: current.route, headers: { ETag: etag(id) } });
      const later = afterRead.get(id);
      if (later !== undefined) changeNmc(id, later);
      afterRead.delete(id);
      return answer;
    }
    const ifMatch = request.headers()['if-match'];
    const body: unknown = request.postDataJSON();
    writes.push({ id, ifMatch, body });
    if (ifMatch !== etag(id))
      return route.fulfill({ status: 412, json: current.route, headers: { ETag: etag(id) } });
    const nmc = typeof body === 'object' && body !== null && 'nmc' in body ? body.nmc : null;
    const saved = { ...current.route, nmc: typeof nmc === 'number' ? nmc : null };
    state.set(id, { route: saved, version: current.version + 1 });
    return route.fulfill({ json: saved, headers: { ETag: etag(id) } });
  });

  return {
    writes,
    maxInFlight: () => maxInFlight,
    nmcOf: (id: number) => state.get(id)?.route.nmc,
    inFlight: () => inFlight,
    /** A colleague saves `nmc` on route `id`: a new version. */
    colleague: changeNmc,
    /** A colleague saves `nmc` on route `id` right after the app has read it. */
    colleagueAfterRead: (id: number, nmc: number) => afterRead.set(id, nmc),
    /** Holds every answer about a single route until `release()`. */
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

/** Ticks the checkboxes of these routes on the list page on screen. */
export async function selectRows(page: Page, ids: number[]) {
  for (const id of ids)
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: String(id), exact: true }) })
      .getByRole('checkbox')
      .check();
}

/** Opens «Изменение НМЦ» for the selection, fills a change by percent and the comment. */
export async function fillPercentChange(page: Page, percent: string, comment: string) {
  await page.getByRole('button', { name: 'Изменить НМЦ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение НМЦ' });
  await dialog.getByLabel('Изменение, %').fill(percent);
  await dialog.getByLabel('Комментарий').fill(comment);
  return dialog;
}

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * «Город — город» per route: `prices[route_id]` are the route's prices, one a week back from
 * today, from two sources in turn. Returns the route ids asked for, one per call.
 */
export async function serveCityCharts(page: Page, prices: Record<number, number[]>) {
  const asked: number[] = [];
  await page.route('**/api/charts/v1/chart/city-city/?*', (route) => {
    const id = Number(new URL(route.request().url()).searchParams.get('route_id'));
    asked.push(id);
    const points = (prices[id] ?? []).map((nmc, index) => ({
      date: daysAgo(7 * index),
      nmc,
      category: 'lte20',
      data_source: index % 2 === 0 ? 'ati' : 'tenders',
    }));
    return fulfillJson(route, 200, { total: points.length, results: points });
  });
  return asked;
}
