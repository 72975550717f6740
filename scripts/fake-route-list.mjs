// The route list the benchmarks fake with `page.route`: `total` generated routes, the same every
// run, paged as asked. Every other call goes on to whatever serves the API.
import { signInEveryPage } from './bench-support.mjs';

/** A repeatable pseudo-random sequence (mulberry32): every run lists the same routes. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CITIES = [
  ['Москва', 'Москва'],
  ['Санкт-Петербург', 'Санкт-Петербург'],
  ['Нижний Новгород', 'Нижегородская область'],
  ['Казань', 'Республика Татарстан'],
  ['Ростов-на-Дону', 'Ростовская область'],
  ['Петропавловск-Камчатский', 'Камчатский край'],
  ['Екатеринбург', 'Свердловская область'],
  ['Новосибирск', 'Новосибирская область'],
  ['Набережные Челны', 'Республика Татарстан'],
  ['Великий Новгород', 'Новгородская область'],
  ['Тверь', 'Тверская область'],
  ['Ярославль', 'Ярославская область'],
];
const NOTIFICATIONS = [
  'nmc_outdated',
  'price_spike',
  'no_tariff',
  'distance_changed',
  'manual_review',
];
const COMMENTS = [
  null,
  'Согласовано с отделом закупок',
  'Цена пересмотрена после индексации тарифов перевозчиков на текущий год, см. служебную записку',
  'Срочно',
  'Маршрут с перегрузом на складе в Твери; ночная выгрузка, пропуск в зону ограничения движения',
];
const CATEGORIES = ['lte08', 'lte1_5', 'lte3', 'lte5', 'lte10', 'lte20', 'lte40', 'gte40'];

/** Route `id` of the fake list: 2–8 cities, each notification with a chance of 2 in 5, a comment or none. */
function fakeRoute(id) {
  const next = random(id);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const cities = Array.from({ length: 2 + Math.floor(next() * 7) }, () => pick(CITIES));
  const waypoint = ([city, region]) => ({ city, region });
  const distance = 50 + Math.round(next() * 4000);
  const tariff = 40 + Math.round(next() * 80);
  return {
    id,
    path: cities.slice(1).map((to, i) => ({
      from_waypoint: waypoint(cities[i]),
      to_waypoint: waypoint(to),
    })),
    path_hash: id.toString(16).padStart(32, '0'),
    route_type: cities.length > 2 ? 'complex' : 'simple',
    category: pick(CATEGORIES),
    distance,
    tariff,
    nmc: next() < 0.05 ? null : distance * tariff,
    nmc_adjustments: next() < 0.5 ? null : Math.round(next() * 20) * 500,
    comment: pick(COMMENTS),
    notifications: NOTIFICATIONS.filter(() => next() < 0.4),
    updated_at: '2026-06-18T14:30:00+03:00',
  };
}

/** The first route of a page: the fake lists the newest first, ids counting down. */
export const firstIdOf = (total, page, limit) => total - (page - 1) * limit;

/** Answers `GET /api/routes/v1/` of `page` with the page asked for of `total` routes. */
export const fakeRouteList = (page, total) =>
  page.route(/\/api\/routes\/v1\/(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    const pageNo = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const first = firstIdOf(total, pageNo, limit);
    const ids = Array.from({ length: limit }, (_, i) => first - i).filter((id) => id >= 1);
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ total, results: ids.map(fakeRoute) }),
    });
  });

/**
 * A signed-in tab of the benchmarks, at 1440 × 900 in Russian, whose route list is the fake of
 * `total` routes; with a CDP session to slow its CPU.
 */
export async function benchmarkTab(browser, total) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
  });
  await signInEveryPage(context);
  const page = await context.newPage();
  await fakeRouteList(page, total);
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}
