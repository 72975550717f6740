// @vitest-environment node
// The backend's rules of cities, distances, prices and market samples.
import { describe, expect, it } from 'vitest';
import type { Segment } from '../../src/api/schema';
import { CITIES, findCity, searchCities } from './data/cities';
import { distanceKm } from './rules/geo';
import { cityChartPoints, marketKind, regionChartPoints } from './rules/market';
import { pathHash, priceOf, routeType, sameRoute } from './rules/pricing';

const leg = (from: string, to: string, region?: string): Segment => ({
  from_waypoint: { city: from, region: region ?? null },
  to_waypoint: { city: to },
});

describe('cities', () => {
  it('knows about a hundred cities of about forty regions, each once', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CITIES.map((city) => city.region)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(CITIES.map((city) => city.name)).size).toBe(CITIES.length);
  });

  it('finds a city however it is typed', () => {
    expect(findCity('  ОРЕЛ ')?.name).toBe('Орёл');
    expect(findCity('москва')?.region).toBe('Москва');
    expect(findCity('Казань')?.region).toBe('Республика Татарстан');
    expect(findCity('Атлантида')).toBeUndefined();
  });

  it('suggests cities that start with the query first, then those containing it', () => {
    expect(searchCities('Сам')[0]?.name).toBe('Самара');
    expect(searchCities('каз').map((city) => city.name)).toContain('Казань');
    const names = searchCities('ск', 100).map((city) => city.name);
    expect(names.indexOf('Сковородино')).toBe(-1);
    expect(names).toContain('Москва');
    expect(searchCities('ор', 100)[0]?.name.toLowerCase().startsWith('ор')).toBe(true);
    expect(searchCities('а', 3)).toHaveLength(3);
  });
});

describe('distances and prices', () => {
  it('measures the road between Казань and Самара plausibly', () => {
    const km = distanceKm([leg('Казань', 'Самара')]);
    expect(km).toBeGreaterThanOrEqual(300);
    expect(km).toBeLessThanOrEqual(420);
  });

  it('adds up the legs of a path, and knows no distance to an unknown city', () => {
    const whole = distanceKm([leg('Москва', 'Нижний Новгород'), leg('Нижний Новгород', 'Казань')]);
    expect(whole).toBeGreaterThan(distanceKm([leg('Москва', 'Казань')]) ?? Infinity);
    expect(distanceKm([leg('Москва', 'Атлантида')])).toBeNull();
  });

  it('prices a route by its distance and category, in hundreds of roubles', () => {
    const price = priceOf([leg('Москва', 'Казань')], 'lte20');
    expect(price.tariff).toBe(86.5);
    expect(price.nmc).toBe(Math.round(((price.distance ?? 0) * 86.5) / 100) * 100);
    expect(priceOf([leg('Москва', 'Атлантида')], 'lte20').nmc).toBeNull();
  });

  it('tells routes apart by their cities and category, not by how they are spelled', () => {
    const a = { path: [leg('Москва', 'Казань', 'Москва')], category: 'gt40' as const };
    const b = { path: [leg('москва ', 'КАЗАНЬ')], category: 'gte40' as const };
    expect(sameRoute(a, b)).toBe(true);
    expect(pathHash(a.path)).toBe(pathHash(b.path));
    expect(pathHash(a.path)).toMatch(/^[0-9a-f]{8}$/);
    expect(sameRoute(a, { ...b, category: 'lte20' })).toBe(false);
    expect(pathHash([leg('Казань', 'Москва')])).not.toBe(pathHash(a.path));
    expect(routeType(a.path)).toBe('simple');
    expect(routeType([leg('Москва', 'Тверь'), leg('Тверь', 'Санкт-Петербург')])).toBe('complex');
  });
});

describe('market prices', () => {
  const route = { id: 1, path_hash: 'abc', category: 'lte20' as const, nmc: 78500, distance: 908 };

  it('are the same at every call, up to the anchor, every two weeks, from three sources', () => {
    const points = cityChartPoints(route, '2026-11-27');
    expect(cityChartPoints(route, '2026-11-27')).toEqual(points);
    expect(points.every((point) => point.date <= '2026-11-27' && point.date > '2025-11-20')).toBe(
      true,
    );
    expect(new Set(points.map((point) => point.data_source))).toEqual(
      new Set(['tenders', 'market', 'exchange']),
    );
    expect(new Set(points.map((point) => point.date)).size).toBe(27);
  });

  it('give each kind of sample at its rate', () => {
    const kinds = Array.from({ length: 400 }, (_, index) => marketKind(index + 1));
    const share = (kind: string) => kinds.filter((one) => one === kind).length / kinds.length;
    expect(share('insufficient')).toBeCloseTo(0.1, 2);
    expect(share('heterogeneous')).toBeCloseTo(0.125, 2);
    expect([marketKind(1), marketKind(2), marketKind(7)]).toEqual([
      'homogeneous',
      'heterogeneous',
      'insufficient',
    ]);
  });

  it('between regions depend on the pair and the category', () => {
    const all = regionChartPoints('Москва', 'Республика Татарстан', null, '2026-11-27');
    const heavy = regionChartPoints('Москва', 'Республика Татарстан', 'lte20', '2026-11-27');
    expect(all.filter((point) => point.category === 'lte20')).toEqual(heavy);
    expect(new Set(all.map((point) => point.category)).size).toBe(8);
    expect(regionChartPoints('Где-то', 'Нигде', 'lte20', '2026-11-27').length).toBeGreaterThan(0);
    expect(regionChartPoints('Москва', 'Нигде', 'lte20', '2026-11-27')).not.toEqual(heavy);
  });
});
