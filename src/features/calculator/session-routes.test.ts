import { describe, expect, it } from 'vitest';
import type { TemporaryRoute } from '../../api/schema';
import { saveSessionRoutes } from './session-routes';

const route = (id: number): TemporaryRoute => ({
  id,
  path: [{ from_waypoint: { city: 'Москва' }, to_waypoint: { city: 'Тверь' } }],
  category: 'lte10',
  nmc: 1000,
  comment: null,
  existing_route_id: null,
  job: id,
});

describe('saveSessionRoutes', () => {
  const current = { total: 12, results: [route(1), route(2)] };

  it('merges by default: new results first, totals added', () => {
    expect(saveSessionRoutes(current, { total: 1, results: [route(3)] })).toEqual({
      total: 13,
      results: [route(3), route(1), route(2)],
    });
  });

  it('does not repeat a route that is already listed', () => {
    const updated = { ...route(2), nmc: 2000 };
    expect(saveSessionRoutes(current, { total: 1, results: [updated] })).toEqual({
      total: 12,
      results: [updated, route(1)],
    });
  });

  it('replaces the list with the replace algorithm', () => {
    const page = { total: 3, results: [route(3)] };
    expect(saveSessionRoutes(current, page, 'replace')).toEqual(page);
  });

  it('takes the incoming page when nothing is listed yet', () => {
    const page = { total: 1, results: [route(3)] };
    expect(saveSessionRoutes(undefined, page)).toEqual(page);
  });
});
