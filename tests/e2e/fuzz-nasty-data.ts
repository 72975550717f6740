import type { Page, Route } from '@playwright/test';
import { fulfillJson } from './support';
import { FUZZ_JOB_STATUS } from './fuzz-walk';

/** 300 characters without a single place to break the line. */
const LONG = 'Оченьдлинноеназваниебезпробелов'.repeat(10).slice(0, 300);
/** 300 characters of words. */
const LONG_WORDS = 'слово '.repeat(50).trim();
/** Codes the contract's enums do not have: a newer backend may send them. */
export const UNKNOWN = { category: 'lte99', routeType: 'zigzag', notification: 'unknown_code' };
const HUGE = Number.MAX_VALUE;
const BIG = Number.MAX_SAFE_INTEGER;
const DATE = '2026-06-19T09:00:00+03:00';

const waypoint = (city: string, region: string | null = null) => ({ city, region });
const longPath = Array.from({ length: 12 }, (_, index) => ({
  from_waypoint: waypoint(index === 0 ? LONG : `${LONG_WORDS} ${index}`, LONG),
  to_waypoint: waypoint(`${LONG_WORDS} ${index + 1}`, null),
}));

/** Every number at an extreme, every text as long as it gets. */
const longRoute = {
  id: 1,
  path: longPath,
  path_hash: LONG,
  route_type: 'complex',
  category: 'gt40',
  distance: HUGE,
  tariff: -1e9,
  nmc: BIG,
  nmc_adjustments: -123456789.987,
  comment: LONG,
  notifications: [UNKNOWN.notification, 'nmc_outdated', LONG],
  updated_at: DATE,
};

/** Null in every nullable field, no segments at all, codes the screens do not know. */
const bareRoute = {
  id: 2,
  path: [],
  path_hash: '',
  route_type: UNKNOWN.routeType,
  category: UNKNOWN.category,
  distance: 0,
  tariff: null,
  nmc: null,
  nmc_adjustments: null,
  comment: null,
  notifications: [],
  updated_at: DATE,
};

const temporaryRoutes = [
  {
    id: 1,
    path: [],
    category: UNKNOWN.category,
    distance: null,
    tariff: null,
    nmc: null,
    comment: null,
    existing_route_id: BIG,
    job: 101,
  },
  {
    id: 3,
    path: longPath,
    category: 'gt40',
    distance: -1,
    tariff: HUGE,
    nmc: -1e9,
    comment: LONG,
    existing_route_id: null,
    job: BIG,
  },
];

const rowErrors = [
  { row: null, field: null, message: LONG },
  { row: BIG, field: LONG, message: LONG_WORDS },
  { message: 'Без строки и поля' },
];

const jobResult = {
  num_of_existing_temporary_routes: BIG,
  num_of_new_temporary_routes: 0,
  num_of_temporary_routes_with_errors: BIG,
  errors: rowErrors,
  created_routes_id: [],
  updated_routes_id: [],
};

const paged = <T>(results: T[], total = BIG) => ({ total, results });

/**
 * Source labels a spreadsheet formula would read as a criterion rather than as text: wildcards,
 * their escape, comparisons.
 */
const CRITERIA_LABELS = [
  { value: 'wildcards', label: '*Рынок?' },
  { value: 'tilde', label: '~*' },
  { value: 'less', label: '<60000' },
  { value: 'greater', label: '>=0' },
  { value: 'equals', label: '=Тендеры' },
];

const chartPoints = paged([
  { date: '2026-01-10', nmc: HUGE, category: UNKNOWN.category, data_source: 'unknown' },
  { date: '2026-02-10', nmc: -1e9, category: 'lte10', data_source: 'market' },
  { date: '2026-03-10', nmc: 0, category: 'lte10', data_source: LONG },
  ...CRITERIA_LABELS.map((source, index) => ({
    date: `2026-03-1${index}`,
    nmc: 60_000 + index * 500,
    category: 'lte10',
    data_source: source.value,
  })),
]);

/** Answers of a backend that sends the worst the contract allows, and codes it does not know. */
const FILLED: Record<string, (url: URL) => unknown> = {
  '/api/users/me/': () => ({ username: LONG, first_name: LONG, email: 'a@b.ru' }),
  '/api/routes/v1/filters/choices/': () => ({
    notification_choices: [
      { value: 'nmc_outdated', label: LONG },
      { value: 'empty', label: '' },
      { value: LONG, label: LONG_WORDS },
    ],
  }),
  '/api/routes/v1/': () => paged([longRoute, bareRoute]),
  '/api/routes/v1/1/': () => longRoute,
  '/api/routes/v1/2/': () => bareRoute,
  // The saved route a temporary one matches: its НМЦ shows in «Такой маршрут уже есть».
  [`/api/routes/v1/${BIG}/`]: () => ({ ...longRoute, id: BIG }),
  '/api/nmc-changes-history/v1/': () =>
    paged([
      { id: 1, date: DATE, approved_nmc: null, comment: null, username: LONG },
      { id: 2, date: DATE, approved_nmc: -5e9, comment: LONG, username: '' },
      { id: 3, date: DATE, approved_nmc: HUGE, comment: LONG_WORDS, username: LONG_WORDS },
    ]),
  '/api/charts/v1/filters/data_source/': () => [
    { value: 'market', label: LONG },
    { value: 'empty', label: '' },
    ...CRITERIA_LABELS,
  ],
  '/api/charts/v1/chart/city-city/': () => chartPoints,
  '/api/charts/v1/chart/region-region/': () => chartPoints,
  '/api/notifications/v1/': () =>
    paged([
      { id: 1, category: UNKNOWN.notification, message: LONG, route_id: null, created_at: DATE },
      { id: 2, category: 'nmc_outdated', message: LONG_WORDS, route_id: BIG, created_at: DATE },
      { id: 3, category: '', message: '', route_id: null, created_at: DATE },
    ]),
  '/api/notifications/v1/status_import_job/': () => ({ task_id: LONG, status: 'UNKNOWN' }),
  '/api/routes/temporary/v1/': () => paged(temporaryRoutes),
  '/api/routes/raw-with-errors/v1/': () =>
    paged([
      {
        id: 1,
        job: 102,
        row: 1,
        data: { a: { nested: true }, b: null, c: LONG, d: HUGE },
        errors: [],
      },
      { id: 2, job: 102, row: BIG, data: {}, errors: rowErrors },
    ]),
  '/api/routes/v1/filter/waypoint/autocomplete/': () => ({ addresses: [LONG, `in ${LONG}`] }),
  '/api/routes/v1/path/waypoint/autocomplete/': () => ({ addresses: [`in${LONG}`, 'in'] }),
  // A colleague's view of a name too long for any line, naming filters the list does not know.
  '/api/route-views/v1/': () =>
    paged([
      {
        id: 1,
        name: LONG_WORDS,
        query: `category=${UNKNOWN.category}&ordering=bogus&messages=${UNKNOWN.notification}&limit=7`,
        shared: true,
        owner: LONG,
      },
      { id: 2, name: LONG, query: '', shared: false, owner: LONG },
    ]),
};

/** Answers of a backend that has nothing: empty lists, zero totals, no results. */
const EMPTY: Record<string, (url: URL) => unknown> = {
  '/api/users/me/': () => ({ username: '' }),
  '/api/routes/v1/filters/choices/': () => ({ notification_choices: [] }),
  '/api/routes/v1/': () => paged([], 0),
  '/api/routes/v1/1/': () => ({ ...bareRoute, id: 1, comment: '' }),
  '/api/nmc-changes-history/v1/': () => paged([], 0),
  '/api/charts/v1/filters/data_source/': () => [],
  '/api/charts/v1/chart/city-city/': () => paged([], 0),
  '/api/charts/v1/chart/region-region/': () => paged([], 0),
  '/api/notifications/v1/': () => paged([], 0),
  '/api/notifications/v1/status_import_job/': () => ({ task_id: '', status: 'PENDING' }),
  '/api/routes/temporary/v1/': () => paged([], 0),
  '/api/routes/raw-with-errors/v1/': () => paged([], 0),
  '/api/routes/v1/filter/waypoint/autocomplete/': () => ({ addresses: [] }),
  '/api/routes/v1/path/waypoint/autocomplete/': () => ({ addresses: [] }),
  '/api/route-views/v1/': () => paged([], 0),
};

/** A path whose waypoints the contract requires, sent as `null` or without a city. */
const brokenPath = [
  { from_waypoint: null, to_waypoint: { city: 'Казань', region: null } },
  { from_waypoint: { city: 'Казань', region: null }, to_waypoint: { city: null } },
  null,
];

/** Every value the contract forbids that a screen reads: it must show «—» in its place. */
const brokenRoute = {
  ...bareRoute,
  id: 1,
  path: brokenPath,
  category: UNKNOWN.category,
  notifications: null,
};

/** Answers of a backend that breaks the contract: `null` where a value or a list is due. */
const BROKEN: Record<string, (url: URL) => unknown> = {
  ...FILLED,
  '/api/routes/v1/': () => paged([brokenRoute, longRoute]),
  '/api/routes/v1/1/': () => brokenRoute,
  '/api/routes/temporary/v1/': () =>
    paged([{ ...temporaryRoutes[0], path: brokenPath }, temporaryRoutes[1]]),
  '/api/routes/raw-with-errors/v1/': () =>
    paged([
      { id: 1, job: 102, row: 1, data: null, errors: null },
      { id: 2, job: 102, row: 2, data: { a: 'b' }, errors: [null, { message: null }] },
    ]),
};

export const NASTY_BACKENDS = { filled: FILLED, empty: EMPTY, broken: BROKEN };

function jobAnswer(id: number, backend: Record<string, unknown>) {
  const status = FUZZ_JOB_STATUS[id] ?? 'NEW';
  if (backend === EMPTY || status === 'STARTED') return { id, status, result: null };
  return { id, status, result: backend === BROKEN ? { ...jobResult, errors: null } : jobResult };
}

/**
 * Serves the page's API calls from one of the hand-made backends. A call it has no answer for is
 * recorded, so the walk cannot pass by missing a screen's data.
 */
export async function serveNasty(page: Page, backend: Record<string, (url: URL) => unknown>) {
  const unanswered: string[] = [];
  const answer = (route: Route) => {
    const url = new URL(route.request().url());
    const job = /^\/api\/jobs\/v1\/(\d+)\/$/.exec(url.pathname)?.[1];
    if (job) return fulfillJson(route, 200, jobAnswer(Number(job), backend));
    const handler = backend[url.pathname];
    if (handler) return fulfillJson(route, 200, handler(url));
    unanswered.push(`${route.request().method()} ${url.pathname}`);
    return fulfillJson(route, 404, { detail: 'Не найдено' });
  };
  await page.route('**/api/**', answer);
  await page.route('**/users/**', answer);
  return unanswered;
}
