import type { Route } from '../../src/api/schema';

/** A saved route Москва → «Город id» at `nmc`, as the route list returns it. */
export const savedRoute = (id: number, nmc: number | null): Route => ({
  id,
  path: [
    {
      from_waypoint: { city: 'Москва', region: 'Москва' },
      to_waypoint: { city: `Город ${id}`, region: null },
    },
  ],
  path_hash: `hash-${id}`,
  route_type: 'simple',
  category: 'lte20',
  distance: 800,
  tariff: 85,
  nmc,
  nmc_adjustments: null,
  comment: null,
  notifications: [],
  updated_at: '2026-06-18T14:30:00+03:00',
});
