// The backend's rules that keep state (PRODUCT §5): list filters, versions and If-Match, tokens,
// jobs by the clock and «Подтвердить», as pure functions over a seeded store.
import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';
import { confirmJob } from './rules/confirm';
import { createJob, settleJobs } from './rules/jobs';
import { EMPTY_FILTER, matches } from './rules/route-filters';
import { routeOut, writeRoute } from './rules/route-writes';
import { issueTokens, revokeRefresh, rotateTokens, userOfBearer } from './rules/tokens';
import { etagOf, ifMatchHolds } from './rules/versions';
import { seed } from './seed';

const NOW = Date.parse('2026-11-27T10:15:00Z');
const config = { ...configFromEnv(), accessTtlMs: 1000, refreshTtlMs: 5000 };
const fresh = () => seed(new Date(NOW));
const routeOf = (db: ReturnType<typeof seed>, id: number) => {
  const route = db.routes.get(id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
};

describe('list filters', () => {
  const db = fresh();
  // Route 1: Москва → Нижний Новгород → Казань, «до 20 т» (the contract's example).
  const route = routeOut(db, routeOf(db, 1));
  const only = (filter: Partial<typeof EMPTY_FILTER>) =>
    matches(route, { ...EMPTY_FILTER, ...filter });

  it('keep a route that meets every filter set, and none that misses one', () => {
    expect(only({})).toBe(true);
    expect(only({ categories: ['lte20'], ids: [1, 2] })).toBe(true);
    expect(only({ categories: ['lte10'] })).toBe(false);
    expect(only({ ids: [2] })).toBe(false);
  });

  it('read cities however they are typed, first, last and on the way', () => {
    expect(only({ firstWaypoint: ['г. москва'], lastWaypoint: ['Казань'] })).toBe(true);
    expect(only({ passesThrough: ['Нижний Новгород'] })).toBe(true);
    expect(only({ firstWaypoint: ['Казань'] })).toBe(false);
    expect(only({ path: 'Москва → Нижний Новгород - Казань' })).toBe(true);
    expect(only({ path: 'Москва — Казань' })).toBe(false);
  });

  it('keep a range bound only when set; a null value meets no bound', () => {
    expect(only({ nmc: { min: route.nmc!, max: route.nmc! } })).toBe(true);
    expect(only({ nmc: { min: route.nmc! + 1 } })).toBe(false);
    const noTariff = routeOut(db, routeOf(db, 13));
    expect(noTariff.tariff).toBeNull();
    expect(matches(noTariff, { ...EMPTY_FILTER, tariff: { max: 1e9 } })).toBe(false);
    expect(matches(noTariff, { ...EMPTY_FILTER, tariff: {} })).toBe(true);
  });
});

describe('versions and If-Match', () => {
  it('a write makes a new ETag; only the current, strong one (or *) lets the next write in', () => {
    const db = fresh();
    const route = routeOf(db, 5);
    const before = etagOf(route);
    const written = writeRoute(db, route, { nmc: 12_300 }, 'orlov.v', NOW);
    const after = etagOf(written);
    expect(after).not.toBe(before);
    expect(ifMatchHolds(written, null)).toBe(true);
    expect(ifMatchHolds(written, after)).toBe(true);
    expect(ifMatchHolds(written, `${before}, ${after}`)).toBe(true);
    expect(ifMatchHolds(written, '*')).toBe(true);
    expect(ifMatchHolds(written, before)).toBe(false);
    expect(ifMatchHolds(written, `W/${after}`)).toBe(false);
  });
});

describe('tokens', () => {
  it('an access token stands for its user until it expires', () => {
    const db = fresh();
    const { access } = issueTokens(db, config, 'orlov.v', NOW);
    expect(userOfBearer(db, `Bearer ${access}`, NOW + 999)).toBe('orlov.v');
    expect(userOfBearer(db, `Bearer ${access}`, NOW + 1000)).toBeNull();
    expect(userOfBearer(db, access, NOW)).toBeNull();
  });

  it('a refresh token is exchanged once, not after sign-out, not once expired', () => {
    const db = fresh();
    const first = issueTokens(db, config, 'orlov.v', NOW);
    const next = rotateTokens(db, config, first.refresh, NOW);
    expect(next).not.toBeNull();
    expect(userOfBearer(db, `Bearer ${next!.access}`, NOW)).toBe('orlov.v');
    expect(rotateTokens(db, config, first.refresh, NOW)).toBeNull();
    expect(revokeRefresh(db, next!.refresh, NOW)).toBe(true);
    expect(rotateTokens(db, config, next!.refresh, NOW)).toBeNull();
    const late = issueTokens(db, config, 'orlov.v', NOW);
    expect(rotateTokens(db, config, late.refresh, NOW + 5000)).toBeNull();
  });
});

describe('jobs and «Подтвердить»', () => {
  /**
   * A calculated route of job `job`, as the calculator leaves it: on route 1's path when it names
   * that route, else on a path no route has (a route's cities and category are never saved twice).
   */
  const calculated = (db: ReturnType<typeof seed>, job: number, existing: number | null) => {
    const route = routeOf(db, 1);
    const newTo = { city: 'Великие Луки', region: 'Псковская область' };
    return {
      id: 9000 + job,
      path:
        existing === null
          ? route.path.map((leg, i) =>
              i === route.path.length - 1 ? { ...leg, to_waypoint: newTo } : leg,
            )
          : route.path,
      category: route.category,
      distance: route.distance,
      tariff: route.tariff,
      nmc: 77_700,
      comment: 'По расчёту',
      existing_route_id: existing,
      job,
    };
  };

  it('go NEW → STARTED → SUCCESS by the clock, and do their work once, at the end', () => {
    const db = fresh();
    const job = createJob(
      db,
      { ...config, jobStartMs: 100, jobEndMs: 200 },
      { kind: 'calculate', manual: true, temporary: [], raw: [] },
      'orlov.v',
      NOW,
    );
    job.work = {
      kind: 'calculate',
      manual: true,
      temporary: [calculated(db, job.id, null)],
      raw: [],
    };
    settleJobs(db, NOW + 99);
    expect([job.status, db.temporary.size]).toEqual(['NEW', 0]);
    settleJobs(db, NOW + 100);
    expect([job.status, db.temporary.size]).toEqual(['STARTED', 0]);
    settleJobs(db, NOW + 200);
    expect([job.status, db.temporary.size]).toEqual(['SUCCESS', 1]);
    db.temporary.clear();
    settleJobs(db, NOW + 300);
    expect(db.temporary.size).toBe(0);
  });

  it('a manual calculation that priced nothing fails', () => {
    const db = fresh();
    const job = createJob(
      db,
      { ...config, jobStartMs: 0, jobEndMs: 0 },
      { kind: 'calculate', manual: true, temporary: [], raw: [] },
      'orlov.v',
      NOW,
    );
    settleJobs(db, NOW);
    expect(job.status).toBe('FAILED');
  });

  it('«Подтвердить» saves a new route with the НМЦ and comment, and a second time updates it', () => {
    const db = fresh();
    const count = db.routes.size;
    const temporary = calculated(db, 41, null);
    db.temporary.set(temporary.id, temporary);
    const first = confirmJob(db, 41, 'orlov.v', NOW);
    expect(first.created_routes_id).toHaveLength(1);
    const id = first.created_routes_id[0]!;
    expect(routeOf(db, id)).toMatchObject({ nmc: 77_700, comment: 'По расчёту' });
    expect(db.history.get(id)?.at(-1)).toMatchObject({ approved_nmc: 77_700, username: 'orlov.v' });
    const again = confirmJob(db, 41, 'orlov.v', NOW + 1);
    expect([again.created_routes_id, again.updated_routes_id]).toEqual([[], [id]]);
    expect(db.routes.size).toBe(count + 1);
  });

  it('«Подтвердить» of a route that is saved already updates that route', () => {
    const db = fresh();
    const temporary = calculated(db, 42, 1);
    db.temporary.set(temporary.id, temporary);
    const before = etagOf(routeOf(db, 1));
    const result = confirmJob(db, 42, 'orlov.v', NOW);
    expect([result.created_routes_id, result.updated_routes_id]).toEqual([[], [1]]);
    expect(routeOf(db, 1).nmc).toBe(77_700);
    expect(etagOf(routeOf(db, 1))).not.toBe(before);
  });
});
