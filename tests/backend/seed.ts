// The data every start and every test begins with (PRODUCT §5): the same for the same day, made
// from a seeded generator, and quick enough to make afresh for each test's scope.
import type { NmcChange, Segment, VehicleCategory } from '../../src/api/schema';
import { CITIES, findCity, type City } from './data/cities';
import { ROUTE_COUNT } from './config';
import type { Db, StoredRoute } from './model';
import { haversineKm } from './rules/geo';
import { DATA_SOURCES, shiftDay } from './rules/market';
import { pathHash, priceOf, roundNmc, routeType, TARIFFS } from './rules/pricing';
import { between, intBetween, mulberry32, type Random } from './rules/random';
import { AUTHORS, LOWERED, RAISED, REVIEWED, ROUTE_COMMENTS } from './data/seed-words';
import { NOTIFICATION_CHOICES, seedNotifications } from './seed-notifications';
import { seedViews } from './seed-views';

export { AUTHORS, NOTIFICATION_CHOICES };

const USERNAMES = AUTHORS.map((author) => author.username);

export { ROUTE_COUNT };

/** The seed's categories, 20-tonne trucks most often; ids 2–10 take each in turn. */
const ALL_CATEGORIES = Object.keys(TARIFFS).filter((code): code is VehicleCategory =>
  Object.hasOwn(TARIFFS, code),
);
const WEIGHTED: readonly VehicleCategory[] = [
  ...Array<VehicleCategory>(8).fill('lte20'),
  ...Array<VehicleCategory>(5).fill('lte10'),
  ...Array<VehicleCategory>(4).fill('lte5'),
  ...Array<VehicleCategory>(3).fill('lte40'),
  ...Array<VehicleCategory>(3).fill('lte3'),
  ...Array<VehicleCategory>(2).fill('gte40'),
  ...Array<VehicleCategory>(2).fill('lte1_5'),
  'lte08',
  'gt40',
];
/** Most freight leaves the big cities. */
const HUBS = ['Москва', 'Санкт-Петербург', 'Екатеринбург', 'Новосибирск', 'Казань', 'Краснодар']
  .map((name) => findCity(name))
  .filter((city): city is City => city !== undefined);

/** Rules by id, so that tests can name examples: routes without a tariff, routes left alone. */
export const hasNoTariff = (id: number): boolean => id % 20 === 13;
export const isOutdated = (id: number): boolean => id % 15 === 4;

function anyOf<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to choose from');
  return item;
}

const segment = (from: City, to: City): Segment => ({
  from_waypoint: { city: from.name, region: from.region },
  to_waypoint: { city: to.name, region: to.region },
});

/** One leg, mostly within two days of driving; now and then a long haul across the country. */
function simplePath(random: Random): Segment[] | null {
  const from = random() < 0.45 ? anyOf(random, HUBS) : anyOf(random, CITIES);
  const to = anyOf(random, CITIES);
  const km = haversineKm(from, to);
  const far = km > 1600 && (km > 3500 || random() > 0.25);
  return to !== from && km >= 40 && !far ? [segment(from, to)] : null;
}

/** Two or three legs, each one moving on away from the start, as a real round of drops does. */
function complexPath(random: Random, legs: number): Segment[] | null {
  const start = random() < 0.45 ? anyOf(random, HUBS) : anyOf(random, CITIES);
  const path: Segment[] = [];
  let current = start;
  for (let leg = 0; leg < legs; leg += 1) {
    const here = current;
    const onward = CITIES.filter((city) => {
      const km = haversineKm(here, city);
      return (
        km >= 80 &&
        km <= 700 &&
        haversineKm(start, city) > haversineKm(start, here) + 30 &&
        !path.some((step) => step.from_waypoint.city === city.name)
      );
    });
    if (onward.length === 0) return null;
    const next = anyOf(random, onward);
    path.push(segment(here, next));
    current = next;
  }
  return path;
}

const categoryKey = (category: VehicleCategory) => (category === 'gt40' ? 'gte40' : category);

const stamp = (day: string, random: Random): string => {
  const hour = String(intBetween(random, 9, 18)).padStart(2, '0');
  const minute = String(intBetween(random, 0, 59)).padStart(2, '0');
  return `${day}T${hour}:${minute}:00+03:00`;
};

/** A year of reviews, oldest first, walking from a first estimate to today's НМЦ. */
function historyOf(
  random: Random,
  id: number,
  estimate: number,
  anchorDay: string,
): Omit<NmcChange, 'id'>[] {
  const count = intBetween(random, 3, 8);
  const newest = isOutdated(id) ? intBetween(random, 200, 320) : intBetween(random, 1, 150);
  const days = new Set([newest]);
  while (days.size < count) days.add(intBetween(random, newest + 1, 364));
  const daysAgo = [...days].sort((a, b) => b - a);
  let value = roundNmc(estimate * between(random, 0.86, 0.97));
  return daysAgo.map((ago, index) => {
    const previous = value;
    if (index > 0) value = roundNmc(value * (1 + between(random, -0.03, 0.06)));
    const withdrawn = hasNoTariff(id) && index === daysAgo.length - 1;
    const reason = value > previous ? RAISED : value < previous ? LOWERED : REVIEWED;
    const comment =
      index === 0
        ? 'Первичный расчёт'
        : withdrawn
          ? 'Тариф отозван, НМЦ не определена'
          : random() < 0.35
            ? null
            : anyOf(random, reason);
    return {
      date: stamp(shiftDay(anchorDay, -ago), random),
      approved_nmc: withdrawn ? null : value,
      comment,
      username: anyOf(random, USERNAMES),
    };
  });
}

/** A route's path; whether it is complex is settled first, so retries do not tilt the share. */
function routePath(random: Random, id: number): Segment[] {
  const [moscow, nizhny, kazan] = ['Москва', 'Нижний Новгород', 'Казань'].map(findCity);
  if (id === 1 && moscow && nizhny && kazan)
    return [segment(moscow, nizhny), segment(nizhny, kazan)];
  const legs = random() < 0.25 ? intBetween(random, 2, 3) : 1;
  for (;;) {
    const path = legs === 1 ? simplePath(random) : complexPath(random, legs);
    if (path) return path;
  }
}

function routeCategory(random: Random, id: number): VehicleCategory {
  if (id === 1) return 'lte20';
  return ALL_CATEGORIES[id - 2] ?? anyOf(random, WEIGHTED);
}

/** `routeCount`: more routes for a benchmark (BACKEND_ROUTE_COUNT); the first 300 stay the same. */
export function seed(anchor: Date, routeCount = ROUTE_COUNT): Db {
  const anchorDay = anchor.toISOString().slice(0, 10);
  const random = mulberry32(20_260_101);
  const routes = new Map<number, StoredRoute>();
  const drafts: { routeId: number; entry: Omit<NmcChange, 'id'> }[] = [];
  const taken = new Set<string>();
  for (let id = 1; id <= routeCount;) {
    const path = routePath(random, id);
    const category = routeCategory(random, id);
    const key = `${pathHash(path)}#${categoryKey(category)}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const price = priceOf(path, category);
    const entries = historyOf(random, id, price.nmc ?? 0, anchorDay);
    const last = entries.at(-1);
    routes.set(id, {
      id,
      path,
      path_hash: pathHash(path),
      route_type: routeType(path),
      category,
      distance: price.distance ?? 0,
      tariff: hasNoTariff(id) ? null : price.tariff,
      nmc: last?.approved_nmc ?? null,
      nmc_adjustments:
        random() < 0.15 ? (random() < 0.5 ? -1 : 1) * roundNmc(between(random, 500, 5000)) : null,
      comment: random() < 0.25 ? anyOf(random, ROUTE_COMMENTS) : null,
      updated_at: last?.date ?? `${anchorDay}T09:00:00+03:00`,
      version: 1,
    });
    drafts.push(...entries.map((entry) => ({ routeId: id, entry })));
    id += 1;
  }
  // History ids grow with time across all routes, as a real table's would.
  drafts.sort((a, b) => a.entry.date.localeCompare(b.entry.date));
  const history = new Map<number, NmcChange[]>();
  drafts.forEach(({ routeId, entry }, index) => {
    const entries = history.get(routeId) ?? [];
    entries.push({ id: index + 1, ...entry });
    history.set(routeId, entries);
  });
  const notifications = seedNotifications([...routes.values()], history, anchorDay, random);
  return {
    routes,
    history,
    notifications: new Map(notifications.map((item) => [item.id, item])),
    temporary: new Map(),
    raw: new Map(),
    jobs: new Map(),
    imports: new Map(),
    users: new Map(
      AUTHORS.map((author) => [
        author.username,
        { ...author, email: `${author.username}@example.com` },
      ]),
    ),
    access: new Map(),
    refresh: new Map(),
    usedRefresh: new Set(),
    notificationChoices: NOTIFICATION_CHOICES.map((choice) => ({ ...choice })),
    dataSources: DATA_SOURCES.map((source) => ({ ...source })),
    views: new Map(seedViews().map((view) => [view.id, view])),
    ids: {
      route: routeCount + 1,
      history: drafts.length + 1,
      notification: notifications.length + 1,
      temporary: 1,
      raw: 1,
      job: 101,
      view: seedViews().length + 1,
    },
  };
}
