import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeFilters,
  EMPTY_FILTERS,
  invertedRanges,
  sortedBy,
  toExportFilters,
  toRouteListQuery,
  withFilters,
  type RouteFilters,
  type RouteListState,
} from './filter-state';
import { parseListState, toSearchParams } from './url-state';

const state = (filters: Partial<RouteFilters> = {}, page = 1, limit = 10): RouteListState => ({
  filters: { ...EMPTY_FILTERS, ...filters },
  ordering: null,
  page,
  limit,
});

const FULL: Partial<RouteFilters> = {
  messages: ['nmc_outdated', 'price_spike'],
  firstWaypoint: ['г. Москва', 'г. Казань'],
  routePassesThrough: ['г. Уфа'],
  lastWaypoint: ['г. Челябинск'],
  routeType: 'complex',
  category: ['lte10', 'lte20'],
  distance: { min: 100, max: 2000 },
  nmc: { min: 0, max: 90000 },
  nmcAdjustments: { min: -5000, max: 0 },
  tariff: { min: 0, max: null },
  marketDeviation: { min: -15.5, max: 86.5 },
};

describe('route list query', () => {
  it('is just the first page of 10 without filters', () => {
    expect(toRouteListQuery(state())).toEqual({ page: 1, limit: 10 });
  });

  it('names every filter in snake_case and keeps lists as arrays for the comma join', () => {
    expect(toRouteListQuery(state(FULL, 3))).toEqual({
      messages: ['nmc_outdated', 'price_spike'],
      first_waypoint: ['г. Москва', 'г. Казань'],
      route_passes_through: ['г. Уфа'],
      last_waypoint: ['г. Челябинск'],
      route_type: 'complex',
      category: ['lte10', 'lte20'],
      distance_min: 100,
      distance_max: 2000,
      nmc_min: 0,
      nmc_max: 90000,
      nmc_adjustments_min: -5000,
      nmc_adjustments_max: 0,
      tariff_min: 0,
      market_deviation_min: -15.5,
      market_deviation_max: 86.5,
      page: 3,
      limit: 10,
    });
  });

  it('treats a zero distance as empty but keeps zero НМЦ, correction and tariff', () => {
    const query = toRouteListQuery(
      state({
        distance: { min: 0, max: 0 },
        nmc: { min: 0, max: null },
        nmcAdjustments: { min: null, max: 0 },
        tariff: { min: 0, max: 0 },
      }),
    );
    expect(query).toEqual({
      nmc_min: 0,
      nmc_adjustments_max: 0,
      tariff_min: 0,
      tariff_max: 0,
      page: 1,
      limit: 10,
    });
  });

  it('sends one bound when only one is set', () => {
    expect(toRouteListQuery(state({ distance: { min: null, max: 500 } }))).toEqual({
      distance_max: 500,
      page: 1,
      limit: 10,
    });
  });

  it('flags an inverted range and sends neither of its bounds', () => {
    const filters = { ...EMPTY_FILTERS, nmc: { min: 5000, max: 100 }, tariff: { min: 1, max: 2 } };
    expect(invertedRanges(filters)).toEqual(['nmc']);
    expect(toRouteListQuery({ filters, ordering: null, page: 1, limit: 10 })).toEqual({
      tariff_min: 1,
      tariff_max: 2,
      page: 1,
      limit: 10,
    });
  });

  it('does not flag a distance range whose «от» is a zero, which means no bound', () => {
    expect(invertedRanges({ ...EMPTY_FILTERS, distance: { min: 0, max: 0 } })).toEqual([]);
  });

  it('asks for both codes of «свыше 40 т»', () => {
    expect(toRouteListQuery(state({ category: ['lte3', 'gte40'] })).category).toEqual([
      'lte3',
      'gte40',
      'gt40',
    ]);
  });
});

describe('export payload', () => {
  it('renames messages to notifications and omits the empty values and paging', () => {
    expect(
      toExportFilters({ ...EMPTY_FILTERS, ...FULL, nmcAdjustments: EMPTY_FILTERS.nmc }),
    ).toEqual({
      notifications: ['nmc_outdated', 'price_spike'],
      first_waypoint: ['г. Москва', 'г. Казань'],
      route_passes_through: ['г. Уфа'],
      last_waypoint: ['г. Челябинск'],
      route_type: 'complex',
      category: ['lte10', 'lte20'],
      distance_min: 100,
      distance_max: 2000,
      nmc_min: 0,
      nmc_max: 90000,
      tariff_min: 0,
      market_deviation_min: -15.5,
      market_deviation_max: 86.5,
    });
  });

  it('is empty without filters, and leaves out a zero distance and an inverted range', () => {
    expect(toExportFilters(EMPTY_FILTERS)).toEqual({});
    expect(
      toExportFilters({
        ...EMPTY_FILTERS,
        distance: { min: 0, max: null },
        tariff: { min: 90, max: 10 },
        category: ['gte40'],
      }),
    ).toEqual({ category: ['gte40', 'gt40'] });
  });
});

describe('URL state', () => {
  it('round-trips every filter, the order, the page and the page size', () => {
    const full = {
      ...state(FULL, 4, 20),
      ordering: '-market_deviation,id',
    } satisfies RouteListState;
    const params = toSearchParams(full);
    expect(params.get('ordering')).toBe('-market_deviation,id');
    expect([params.get('marketDeviationMin'), params.get('marketDeviationMax')]).toEqual([
      '-15.5',
      '86.5',
    ]);
    expect(parseListState(params)).toEqual(full);
  });

  it('reads `ordering` only as the contract allows it: known fields, comma-joined', () => {
    const ordering = (search: string) => parseListState(new URLSearchParams(search)).ordering;
    expect(ordering('ordering=-nmc,id')).toBe('-nmc,id');
    expect(ordering('ordering=-nmc,category')).toBeNull();
    expect(ordering('ordering=nmc,')).toBeNull();
    expect(ordering('ordering=--nmc')).toBeNull();
  });

  it('writes camelCase keys, repeats list keys and leaves defaults out', () => {
    const params = toSearchParams(
      state({
        firstWaypoint: ['Ростов-на-Дону, Ростовская обл.', 'г. Тверь'],
        nmc: { min: 0, max: null },
      }),
    );
    expect(params.getAll('firstWaypoint')).toEqual(['Ростов-на-Дону, Ростовская обл.', 'г. Тверь']);
    expect(params.toString()).toBe(
      new URLSearchParams([
        ['firstWaypoint', 'Ростов-на-Дону, Ростовская обл.'],
        ['firstWaypoint', 'г. Тверь'],
        ['nmcMin', '0'],
      ]).toString(),
    );
    expect(toSearchParams(state()).toString()).toBe('');
  });

  it('ignores values a hand-edited link cannot mean', () => {
    const parsed = parseListState(
      new URLSearchParams(
        'page=-2&limit=7&routeType=circle&category=lte3&category=heavy&category=gt40&distanceMin=abc&tariffMax=&messages=',
      ),
    );
    expect(parsed).toEqual(state({ category: ['lte3', 'gte40'] }));
  });

  it('reads the routes of an import («Показать в списке») as `ids`, sent to the list and the export', () => {
    const parsed = parseListState(new URLSearchParams('ids=301,302,x,1,301'));
    expect(parsed).toEqual(state({ ids: [301, 302, 1] }));
    expect(toSearchParams(parsed).toString()).toBe('ids=301%2C302%2C1');
    expect(activeFilterCount(parsed.filters)).toBe(1);
    expect(toRouteListQuery(parsed)).toMatchObject({ ids: [301, 302, 1] });
    expect(toExportFilters(parsed.filters)).toEqual({ ids: [301, 302, 1] });
  });

  it('read the notification centre’s `notifications` as the «Уведомления» filter', () => {
    const parsed = parseListState(
      new URLSearchParams('notifications=nmc_outdated&messages=price_spike'),
    );
    expect(parsed).toEqual(state({ messages: ['price_spike', 'nmc_outdated'] }));
  });
});

describe('filter changes', () => {
  it('made on a screen that lags behind keep every change made since', () => {
    // The screen still shows no filters; since then «до 10 т» and a tariff bound were set.
    const latest = state({ category: ['lte10'], tariff: { min: null, max: 120 } }, 3);
    const shown = EMPTY_FILTERS;
    expect(changeFilters(latest, shown, { category: ['lte20'] })).toEqual(
      state({ category: ['lte10', 'lte20'], tariff: { min: null, max: 120 } }),
    );
    expect(changeFilters(latest, shown, { nmc: { min: 0, max: null } })).toEqual(
      state({
        category: ['lte10'],
        tariff: { min: null, max: 120 },
        nmc: { min: 0, max: null },
      }),
    );
  });

  it('remove from a list only what the user removed on screen', () => {
    const latest = state({ firstWaypoint: ['г. Казань', 'г. Калуга', 'г. Уфа'] });
    const shown = { ...EMPTY_FILTERS, firstWaypoint: ['г. Казань', 'г. Калуга'] };
    expect(changeFilters(latest, shown, { firstWaypoint: ['г. Калуга'] }).filters).toEqual({
      ...EMPTY_FILTERS,
      firstWaypoint: ['г. Калуга', 'г. Уфа'],
    });
  });

  it('go back to the first page and keep the page size', () => {
    const next = withFilters(state({}, 5, 50), { routeType: 'simple' });
    expect(next).toEqual(state({ routeType: 'simple' }, 1, 50));
  });

  it('count each active filter once; a zero distance is not active', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, ...FULL })).toBe(11);
    expect(activeFilterCount({ ...EMPTY_FILTERS, distance: { min: 0, max: null } })).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, nmc: { min: 0, max: null } })).toBe(1);
  });
});

describe('the order of the list', () => {
  it('goes ascending, descending, then back to the default at each click of a header', () => {
    const first = sortedBy(state({}, 3), 'nmc');
    const second = sortedBy(first, 'nmc');
    expect([first, second, sortedBy(second, 'nmc')].map((one) => one.ordering)).toEqual([
      'nmc',
      '-nmc',
      null,
    ]);
    expect(first.page).toBe(1);
    expect(sortedBy(second, 'distance').ordering).toBe('distance');
  });

  it('is sent as `ordering`, with the deviation bounds, to the list and to nothing else', () => {
    const sorted = {
      ...state({ marketDeviation: { min: 15, max: null } }),
      ordering: '-market_deviation',
    } satisfies RouteListState;
    expect(toRouteListQuery(sorted)).toEqual({
      market_deviation_min: 15,
      ordering: '-market_deviation',
      page: 1,
      limit: 10,
    });
    expect(toExportFilters(sorted.filters)).toEqual({ market_deviation_min: 15 });
    expect(activeFilterCount(sorted.filters)).toBe(1);
  });
});
