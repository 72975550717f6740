import type { Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { LOADED, pageIdle, REQUEST_HOP_MS, signIn } from './support';

/** `GET /api/routes/v1/?limit=10&page=1`: method, path and the query sorted by name. */
function callOf(request: Request): string {
  const url = new URL(request.url());
  const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  const search = query.length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
  return `${request.method()} ${url.pathname}${search}`;
}

const isApiCall = (url: URL) =>
  url.pathname.startsWith('/api/') || url.pathname.startsWith('/users/');

/**
 * Opens `path` as a first load with every API answer held back until the calls in `atOnce` have
 * all been made: a call missing then waits for an answer it does not need (a waterfall). Then
 * lets the answers through and returns every call the screen made once it has settled, less the
 * retries of calls that the mock failed (a busy machine sometimes drops one): retrying those is
 * meant.
 */
async function firstLoad(
  page: Page,
  path: string,
  atOnce: readonly string[],
  later: readonly string[],
) {
  const calls: string[] = [];
  // Each call the mock failed, with how many calls had been made by then.
  const failed: { call: string; after: number }[] = [];
  const fail = (call: string) => failed.push({ call, after: calls.length });
  page.on('requestfailed', (request) => {
    // An abort is the app's own doing (a cancelled query), not the mock's: its repeat counts.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') fail(callOf(request));
  });
  page.on('response', (response) => {
    if (response.status() >= 500) fail(callOf(response.request()));
  });
  // Calls made and not yet at an end in the page (answered, failed or cancelled).
  const open = new Set<Request>();
  const ended = (request: Request) => open.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(isApiCall, async (route) => {
    calls.push(callOf(route.request()));
    open.add(route.request());
    await released;
    await route.fallback();
  });
  await page.goto(path);
  await expect
    .poll(() => calls, {
      message: `${path}: with no answer yet, the screen asks for all of these at once`,
      ...LOADED,
    })
    .toEqual(expect.arrayContaining([...atOnce]));
  release();
  await expect
    .poll(() => calls, { message: `${path}: calls that need another answer`, ...LOADED })
    .toEqual(expect.arrayContaining([...later]));
  // Nothing more arrives later (a refetch on mount, a second observer, a late effect). Such a call
  // follows an answer: once every call made so far has its answer and the page has handled them
  // all (pageIdle), it has been sent, and REQUEST_HOP_MS brings it here.
  await expect
    .poll(() => open.size, { message: `${path}: every call answered`, ...LOADED })
    .toBe(0);
  await pageIdle(page);
  await page.waitForTimeout(REQUEST_HOP_MS);
  const isRetry = (call: string, index: number) =>
    calls.indexOf(call) !== index &&
    failed.some((failure) => failure.call === call && failure.after <= index);
  return calls.filter((call, index) => !isRetry(call, index));
}

const duplicates = (calls: readonly string[]) =>
  calls.filter((call, index) => calls.indexOf(call) !== index);

/** The signed-in shell's own calls: the profile and the initial load (badge total, choices). */
const SHELL = [
  'GET /api/users/me/',
  'GET /api/notifications/v1/?limit=1&page=1',
  'GET /api/routes/v1/filters/choices/',
];

interface Screen {
  path: string;
  /** Calls that need no other answer: all of them start before any answer arrives. */
  atOnce: string[];
  /** Calls that need another call's answer, e.g. the charts need the route's category. */
  later?: string[];
}

const SCREENS: Screen[] = [
  { path: '/', atOnce: SHELL },
  {
    // The saved views are asked with the routes; their controls come after paint.
    path: '/routes',
    atOnce: [
      ...SHELL,
      'GET /api/routes/v1/?limit=10&page=1',
      'GET /api/route-views/v1/?limit=1000&page=1',
    ],
  },
  {
    // The charts start below the first screen: their calls come when they are scrolled near.
    path: '/routes/1',
    atOnce: [
      ...SHELL,
      'GET /api/routes/v1/1/',
      'GET /api/nmc-changes-history/v1/?limit=10&page=1&route_id=1',
    ],
  },
  {
    // The summary counts each category's routes once the choices have named the categories.
    path: '/notifications',
    atOnce: [...SHELL, 'GET /api/notifications/v1/?limit=10&page=1'],
    later: ['nmc_outdated', 'price_spike', 'no_tariff', 'distance_changed', 'manual_review'].map(
      (code) => `GET /api/routes/v1/?limit=1&messages=${code}&page=1`,
    ),
  },
];

test.describe('API calls of a first load', () => {
  for (const { path, atOnce, later = [] } of SCREENS) {
    test(`${path}: each call once, none waiting for an answer it does not need`, async ({
      page,
    }) => {
      await signIn(page);
      const calls = await firstLoad(page, path, atOnce, later);
      expect(duplicates(calls), `${path}: asked twice`).toEqual([]);
      expect([...calls].sort()).toEqual([...atOnce, ...later].sort());
    });
  }

  test('/login: a guest makes no API call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isApiCall(new URL(request.url()))) calls.push(callOf(request));
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
    // A call would come from the first render or its effects: by the time the page is idle it has
    // been sent, and REQUEST_HOP_MS brings it here.
    await pageIdle(page);
    await page.waitForTimeout(REQUEST_HOP_MS);
    expect(calls).toEqual([]);
  });
});
