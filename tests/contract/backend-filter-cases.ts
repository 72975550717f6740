// What each filter of a list call of openapi.yaml means, for the conformance test to check that
// the built-in backend applies it: a filter the rows carry must give exactly the unfiltered rows
// that satisfy it; one they do not carry (a chart's route) must at least tell two values apart.
import { at, numberAt, type Call, type Fixture } from './backend-calls';

/** A filter judged by the rows: `holds` says whether a row satisfies the value sent. */
export interface RowFilter {
  kind: 'row';
  /** No row satisfies the value: the data of this list allows no other difference. */
  empty?: true;
  /** The value to send, chosen from the unfiltered rows so that some satisfy it and some not. */
  value: (rows: unknown[], f: Fixture) => string;
  holds: (row: unknown, value: string) => boolean;
}

/** A filter the rows do not carry: two values must give two different, non-empty answers. */
export interface SelectingFilter {
  kind: 'selects';
  values: (f: Fixture) => [string, string];
}

export interface ListCase {
  /** The query the requests judging `filter` carry besides it (required parameters, a scope). */
  base: (f: Fixture, filter: string) => string;
  /** Every optional parameter but `page` and `limit`; a string says why it is not judged. */
  filters: Record<string, RowFilter | SelectingFilter | string>;
}

const numberOf = (row: unknown, key: string): number | null => {
  const value = at(row, key);
  return typeof value === 'number' ? value : null;
};
const textOf = (row: unknown, key: string): string => {
  const value = at(row, key);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The middle of the rows' non-null `key`: some rows lie on each side of it. */
function middle(rows: unknown[], key: string): string {
  const values = rows
    .map((row) => numberOf(row, key))
    .filter((value) => value !== null)
    .sort((a, b) => a - b);
  return String(values[Math.floor(values.length / 2)] ?? 0);
}

const atLeast = (key: string): RowFilter => ({
  kind: 'row',
  value: (rows) => middle(rows, key),
  holds: (row, value) => (numberOf(row, key) ?? -Infinity) >= Number(value),
});
const atMost = (key: string): RowFilter => ({
  kind: 'row',
  value: (rows) => middle(rows, key),
  holds: (row, value) => (numberOf(row, key) ?? Infinity) <= Number(value),
});

/** The cities of a route, in order. */
const citiesOf = (row: unknown): string[] => {
  const path = at(row, 'path');
  const segments: unknown[] = Array.isArray(path) ? path : [];
  return [
    textOf(at(segments[0], 'from_waypoint'), 'city'),
    ...segments.map((segment) => textOf(at(segment, 'to_waypoint'), 'city')),
  ];
};

const oneOf = (value: string) => value.split(',');

/** The first row's value of `pick`: it is in the data, and rarely every row's. */
const firstRows = (pick: (row: unknown) => string) => (rows: unknown[]) => pick(rows[0]);

const byDate = (side: 'from' | 'to'): RowFilter => ({
  kind: 'row',
  value: (rows) => {
    const dates = rows.map((row) => textOf(row, 'date')).sort();
    return dates[Math.floor(dates.length / 2)] ?? '';
  },
  holds: (row, value) =>
    side === 'from' ? textOf(row, 'date') >= value : textOf(row, 'date') <= value,
});

const chartCategory: RowFilter = {
  kind: 'row',
  value: firstRows((row) => textOf(row, 'category')),
  holds: (row, value) => oneOf(value).includes(textOf(row, 'category')),
};

const REGIONS = `from_region=${encodeURIComponent('Москва')}&to_region=${encodeURIComponent(
  'Республика Татарстан',
)}`;

export const FILTER_CASES: Record<string, ListCase> = {
  'GET /api/routes/v1/': {
    base: () => '',
    filters: {
      category: {
        kind: 'row',
        value: firstRows((row) => textOf(row, 'category')),
        holds: (row, value) => oneOf(value).includes(textOf(row, 'category')),
      },
      ids: {
        kind: 'row',
        value: (rows) =>
          rows
            .slice(0, 3)
            .map((row) => textOf(row, 'id'))
            .join(','),
        holds: (row, value) => oneOf(value).includes(textOf(row, 'id')),
      },
      messages: {
        kind: 'row',
        value: () => 'no_tariff',
        holds: (row, value) => {
          const codes = at(row, 'notifications');
          return Array.isArray(codes) && codes.some((code) => oneOf(value).includes(String(code)));
        },
      },
      first_waypoint: {
        kind: 'row',
        value: firstRows((row) => citiesOf(row)[0] ?? ''),
        holds: (row, value) => oneOf(value).includes(citiesOf(row)[0] ?? ''),
      },
      last_waypoint: {
        kind: 'row',
        value: firstRows((row) => citiesOf(row).at(-1) ?? ''),
        holds: (row, value) => oneOf(value).includes(citiesOf(row).at(-1) ?? ''),
      },
      route_passes_through: {
        kind: 'row',
        // A city in the middle of a route of three or more.
        value: (rows) => citiesOf(rows.find((row) => citiesOf(row).length > 2))[1] ?? '',
        holds: (row, value) => citiesOf(row).some((city) => oneOf(value).includes(city)),
      },
      route_type: {
        kind: 'row',
        value: () => 'complex',
        holds: (row, value) => textOf(row, 'route_type') === value,
      },
      path: {
        kind: 'row',
        value: firstRows((row) => citiesOf(row).join(' — ')),
        holds: (row, value) => citiesOf(row).join(' — ') === value,
      },
      path_hash: {
        kind: 'row',
        value: firstRows((row) => textOf(row, 'path_hash')),
        holds: (row, value) => textOf(row, 'path_hash') === value,
      },
      distance_min: atLeast('distance'),
      distance_max: atMost('distance'),
      nmc_min: atLeast('nmc'),
      nmc_max: atMost('nmc'),
      nmc_adjustments_min: atLeast('nmc_adjustments'),
      nmc_adjustments_max: atMost('nmc_adjustments'),
      tariff_min: atLeast('tariff'),
      tariff_max: atMost('tariff'),
      // A route without a deviation passes neither bound (docs/contract.md).
      market_deviation_min: atLeast('market_deviation'),
      market_deviation_max: atMost('market_deviation'),
      ordering: 'an order, not a filter: the market describe block checks it field by field',
    },
  },
  'GET /api/nmc-changes-history/v1/': {
    base: () => '',
    filters: {
      route_id: { kind: 'selects', values: (f) => [String(f.routeIds[0]), String(f.routeIds[1])] },
    },
  },
  'GET /api/routes/temporary/v1/': {
    base: () => '',
    filters: {
      job__in: {
        kind: 'row',
        value: (_, f) => String(f.calcJob),
        holds: (row, value) => oneOf(value).includes(textOf(row, 'job')),
      },
    },
  },
  'GET /api/routes/raw-with-errors/v1/': {
    base: () => '',
    filters: {
      job__in: {
        kind: 'row',
        value: (_, f) => String(f.importJob),
        holds: (row, value) => oneOf(value).includes(textOf(row, 'job')),
      },
    },
  },
  'GET /api/charts/v1/chart/city-city/': {
    // Without a route there is no chart: the route's points are the list its filters narrow.
    base: (f, filter) =>
      filter === 'route_id' || filter === 'path_hash' ? '' : `route_id=${f.routeIds[0]}`,
    filters: {
      // A route's points are all of its category: another category leaves none.
      category: {
        ...chartCategory,
        empty: true,
        value: firstRows((row) => (textOf(row, 'category') === 'lte20' ? 'lte10' : 'lte20')),
      },
      date__gte: byDate('from'),
      date__lte: byDate('to'),
      route_id: { kind: 'selects', values: (f) => [String(f.routeIds[0]), String(f.routeIds[1])] },
      path_hash: { kind: 'selects', values: (f) => [f.pathHashes[0] ?? '', f.pathHashes[1] ?? ''] },
    },
  },
  'GET /api/charts/v1/chart/region-region/': {
    base: () => REGIONS,
    filters: {
      category: chartCategory,
      date__gte: byDate('from'),
      date__lte: byDate('to'),
      route_id: 'a region chart is of its regions: its points belong to no route',
      path_hash: 'a region chart is of its regions: its points belong to no route',
    },
  },
};

/**
 * Every row of `path?query`, page after page (the backend caps a page); `query` without `page`
 * and `limit`.
 */
export async function allRows(call: Call, token: string, path: string, query: string) {
  const rows: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const { status, json } = await call('get', `${path}?${query}&page=${page}&limit=1000`, {
      token,
    });
    if (status !== 200) throw new Error(`${path}?${query}: ${status} ${JSON.stringify(json)}`);
    const results = at(json, 'results');
    const given: unknown[] = Array.isArray(results) ? results : [];
    rows.push(...given);
    if (given.length === 0 || rows.length >= numberAt(json, 'total')) return rows;
  }
}
