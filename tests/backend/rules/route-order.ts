// `ordering` of the route list and its export, as Django REST framework's OrderingFilter reads
// it: fields comma-joined, `-` for descending, unknown fields left out. Nulls come last in both
// directions; routes equal in every named field keep the default order, newest (`id`) first.
import type { Route } from '../../../src/api/schema';

const FIELDS = [
  'id',
  'nmc',
  'distance',
  'tariff',
  'nmc_adjustments',
  'updated_at',
  'market_deviation',
] as const;
type Field = (typeof FIELDS)[number];

export interface OrderKey {
  field: Field;
  descending: boolean;
}

const isField = (name: string): name is Field => FIELDS.some((field) => field === name);

export function orderingOf(text: string | null | undefined): OrderKey[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .flatMap((part) => {
      const field = part.replace(/^-/, '');
      return isField(field) ? [{ field, descending: part.startsWith('-') }] : [];
    });
}

function valueOf(route: Route, field: Field): number | null {
  if (field === 'updated_at') return Date.parse(route.updated_at);
  return route[field] ?? null;
}

function compare(a: Route, b: Route, { field, descending }: OrderKey): number {
  const x = valueOf(a, field);
  const y = valueOf(b, field);
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return descending ? y - x : x - y;
}

/** The routes in `ordering`, ties (and no ordering) by `id` descending. */
export function sortRoutes(routes: Route[], ordering: readonly OrderKey[]): Route[] {
  const newestFirst: OrderKey = { field: 'id', descending: true };
  return routes.sort((a, b) => {
    for (const key of [...ordering, newestFirst]) {
      const order = compare(a, b, key);
      if (order !== 0) return order;
    }
    return 0;
  });
}
