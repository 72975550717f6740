// The seed's saved views of the route list: a colleague's shared one, which everyone sees and no
// one else may change, and a colleague's own one, which nobody else sees.
import type { RouteView } from '../../src/api/schema';

const query = (entries: [string, string][]) => new URLSearchParams(entries).toString();

export const seedViews = (): RouteView[] => [
  {
    id: 1,
    name: 'Казань, до 20 т',
    query: query([
      ['lastWaypoint', 'Казань'],
      ['category', 'lte20'],
      ['ordering', '-nmc'],
    ]),
    shared: true,
    owner: 'petrov.s',
  },
  {
    id: 2,
    name: 'На проверку',
    query: query([
      ['messages', 'manual_review'],
      ['limit', '50'],
    ]),
    shared: false,
    owner: 'sidorova.m',
  },
];
