// @vitest-environment node
// The seed: the same every time, the counts PRODUCT §5 promises, every route true to the rules.
import { describe, expect, it } from 'vitest';
import { justifiedRoute, justify } from '../../src/components/nmc-justification/justification';
import { findCity } from './data/cities';
import { distanceKm } from './rules/geo';
import { cityChartPoints, DATA_SOURCES, marketKind } from './rules/market';
import { pathHash, routeType, sameRoute, TARIFFS } from './rules/pricing';
import { AUTHORS, hasNoTariff, isOutdated, NOTIFICATION_CHOICES, ROUTE_COUNT, seed } from './seed';

const ANCHOR = new Date('2026-11-27T10:15:00Z');
const ANCHOR_DAY = '2026-11-27';
const DAY_MS = 86_400_000;
const db = seed(ANCHOR);
const routes = [...db.routes.values()];
const notifications = [...db.notifications.values()];
const cities = (route: (typeof routes)[number]) =>
  [route.path[0]?.from_waypoint, ...route.path.map((step) => step.to_waypoint)].map(
    (waypoint) => waypoint?.city,
  );

describe('seed', () => {
  it('is the same for the same day', () => {
    expect(seed(new Date('2026-11-27T20:59:00Z'))).toEqual(db);
  });

  it('has the contract’s example route first', () => {
    const first = db.routes.get(1);
    expect(first && cities(first)).toEqual(['Москва', 'Нижний Новгород', 'Казань']);
    expect(first?.category).toBe('lte20');
    expect(first?.path[0]?.from_waypoint.region).toBe('Москва');
  });

  it('has a few hundred routes, a quarter of them complex, of every category', () => {
    expect(routes).toHaveLength(ROUTE_COUNT);
    const complex = routes.filter((route) => route.route_type === 'complex').length;
    expect(complex / ROUTE_COUNT).toBeGreaterThan(0.18);
    expect(complex / ROUTE_COUNT).toBeLessThan(0.32);
    expect(new Set(routes.map((route) => route.category))).toEqual(new Set(Object.keys(TARIFFS)));
    const untariffed = routes.filter((route) => route.tariff === null).length;
    expect(untariffed / ROUTE_COUNT).toBeCloseTo(0.05, 1);
    expect(routes.some((route) => route.nmc_adjustments !== null)).toBe(true);
    expect(routes.some((route) => route.comment !== null)).toBe(true);
  });

  it('makes more routes on request, each path and category once, the first ones unchanged', () => {
    const larger = seed(ANCHOR, 500);
    const more = [...larger.routes.values()];
    expect(more).toHaveLength(500);
    expect(new Set(more.map((route) => `${route.path_hash}#${route.category}`)).size).toBe(500);
    expect(larger.routes.get(1)).toEqual(db.routes.get(1));
    expect(larger.ids.route).toBe(501);
  });

  it('prices every route by its own rules, each path and category once', () => {
    for (const route of routes) {
      expect(route.path_hash).toBe(pathHash(route.path));
      expect(route.route_type).toBe(routeType(route.path));
      expect(route.distance).toBe(distanceKm(route.path));
      expect(route.tariff).toBe(hasNoTariff(route.id) ? null : TARIFFS[route.category]);
      expect(route.nmc === null).toBe(route.tariff === null);
      expect(route.version).toBe(1);
      route.path.forEach((step, index) => {
        expect(step.from_waypoint.region).toBe(findCity(step.from_waypoint.city)?.region);
        expect(step.to_waypoint.region).toBe(findCity(step.to_waypoint.city)?.region);
        if (index > 0)
          expect(step.from_waypoint.city).toBe(route.path[index - 1]?.to_waypoint.city);
      });
    }
    const twins = routes.filter((route, index) =>
      routes.slice(index + 1).some((other) => sameRoute(route, other)),
    );
    expect(twins).toEqual([]);
  });

  it('has a year of history per route by several users, ending in the route’s НМЦ', () => {
    const usernames = new Set<string>(AUTHORS.map((author) => author.username));
    const ids = new Set<number>();
    for (const route of routes) {
      const entries = db.history.get(route.id) ?? [];
      expect(entries.length).toBeGreaterThanOrEqual(3);
      expect(entries.length).toBeLessThanOrEqual(8);
      expect(entries.at(-1)?.approved_nmc).toBe(route.nmc);
      expect(entries.at(-1)?.date).toBe(route.updated_at);
      entries.forEach((entry, index) => {
        ids.add(entry.id);
        expect(usernames.has(entry.username)).toBe(true);
        const age = ANCHOR.getTime() - Date.parse(entry.date);
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThan(366 * DAY_MS);
        if (index > 0) expect(entry.date > (entries[index - 1]?.date ?? '')).toBe(true);
      });
    }
    expect(ids.size).toBe(db.ids.history - 1);
    expect(Math.max(...ids)).toBe(db.ids.history - 1);
  });

  it('has recent notifications of every category, each about a route', () => {
    expect(notifications.length).toBeGreaterThanOrEqual(50);
    expect(notifications.length).toBeLessThanOrEqual(70);
    expect(new Set(notifications.map((item) => item.category))).toEqual(
      new Set(NOTIFICATION_CHOICES.map((choice) => choice.value)),
    );
    for (const item of notifications) {
      const route = db.routes.get(item.route_id ?? 0);
      expect(route).toBeDefined();
      if (route) expect(item.message.startsWith(cities(route).join(' — '))).toBe(true);
      const age = ANCHOR.getTime() - Date.parse(item.created_at);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(30 * DAY_MS);
    }
    const about = (code: string) =>
      new Set(notifications.filter((item) => item.category === code).map((item) => item.route_id));
    expect(about('nmc_outdated').size).toBeGreaterThanOrEqual(15);
    expect(about('nmc_outdated')).toEqual(
      new Set(routes.filter((route) => isOutdated(route.id)).map((route) => route.id)),
    );
    for (const route of routes)
      if (route.tariff === null) expect(about('no_tariff').has(route.id)).toBe(true);
    const perRoute = new Map<number | null, Set<string>>();
    for (const item of notifications)
      perRoute.set(item.route_id, new Set([...(perRoute.get(item.route_id) ?? []), item.category]));
    expect([...perRoute.values()].filter((codes) => codes.size >= 2).length).toBeGreaterThan(3);
    expect(db.ids.notification).toBe(Math.max(...notifications.map((item) => item.id)) + 1);
  });

  it('knows its authors and starts with nothing else', () => {
    expect(db.users.get('ivanova.a')).toEqual({
      username: 'ivanova.a',
      first_name: 'Анна',
      last_name: 'Иванова',
      email: 'ivanova.a@example.com',
    });
    expect(db.users.size).toBe(5);
    expect(db.ids).toMatchObject({ route: ROUTE_COUNT + 1, temporary: 1, raw: 1, job: 101 });
    expect([db.temporary.size, db.raw.size, db.jobs.size, db.access.size]).toEqual([0, 0, 0, 0]);
    expect(db.dataSources).toEqual(DATA_SOURCES);
  });

  it('gives each route the market sample its id promises, as «Обоснование НМЦ» judges it', () => {
    const filters = { dateGte: null, dateLte: null, dataSources: [] };
    for (const route of routes) {
      const points = cityChartPoints(route, ANCHOR_DAY);
      const result = justify(points, DATA_SOURCES, filters, justifiedRoute(route), ANCHOR_DAY);
      expect({ id: route.id, verdict: result.verdict }).toEqual({
        id: route.id,
        verdict: marketKind(route.id),
      });
      expect(result.staleDays).toBeNull();
    }
  });
});
