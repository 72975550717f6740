import type { Page, Route } from '@playwright/test';
import { expect, test } from './test';
import { allStorageKeys, EMPTY_STORAGE, fulfillJson, LOADED } from './support';
import { lagStorage } from './storage-lag';
import {
  backend,
  bearerOf,
  EXPIRED,
  FRESH,
  pathOf,
  refreshTokenOf,
  twoSignedInTabs,
} from './tabs-support';

/**
 * Races Chromium's storage lag between tabs opens: `page` reads local storage late (see
 * storage-lag.ts), for as long as a test holds it, while the other tab acts.
 */

const openNotifications = (tab: Page) =>
  tab
    .getByRole('banner')
    .getByRole('link', { name: /Центр уведомлений/ })
    .click();

test('a sign-out beats a refresh whose answer arrives before the tab reads the sign-out', async ({
  context,
  page,
}) => {
  // Two signed-in tabs, each drawing its screens: twice the work of a test of one page.
  test.slow();
  let expired = false;
  let refreshRoute: Route | undefined;
  const freshCalls: string[] = [];
  await backend(context, {
    refresh: (route) => {
      refreshRoute = route;
      return Promise.resolve();
    },
    call: (route) => {
      if (bearerOf(route.request()) === `Bearer ${FRESH.access}`) {
        freshCalls.push(pathOf(route.request()));
      }
      return expired && bearerOf(route.request()) !== `Bearer ${FRESH.access}`
        ? fulfillJson(route, 401, EXPIRED)
        : route.fallback();
    },
  });
  await lagStorage(page);
  const other = await twoSignedInTabs(context, page);
  await page.evaluate(() => window.storageLag.hold());
  expired = true;
  await openNotifications(page);
  await expect.poll(() => refreshRoute !== undefined).toBe(true);

  // «Выйти» in the other tab; this tab does not read it yet, and its refresh is answered now.
  await other.getByRole('button', { name: 'Выйти' }).click();
  await expect(other.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
  await refreshRoute?.fulfill({ json: FRESH });

  // The tab stores nothing: the session it refreshed is over, so it goes to /login too.
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
  await page.evaluate(() => window.storageLag.release());
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(/\/login$/);
    expect(await allStorageKeys(tab)).toEqual(EMPTY_STORAGE);
  }
  expect(freshCalls).toEqual([]);
});

/**
 * A backend that rotates refresh tokens: an access token is good until the test expires it, a
 * refresh token is accepted once. Refreshes are recorded with the token they carried, and calls
 * refused with a 401 until the same call is answered.
 */
async function rotatingBackend(page: Page) {
  const tokens = (n: number) => ({ access: `access-${n}`, refresh: `refresh-${n}` });
  const state: { generation: number; expired: boolean; refreshes: unknown[] } = {
    generation: 0,
    expired: false,
    refreshes: [],
  };
  const refused: string[] = [];
  await backend(page.context(), {
    refresh: (route) => {
      const sent = refreshTokenOf(route.request());
      state.refreshes.push(sent);
      if (sent !== tokens(state.generation).refresh) return fulfillJson(route, 401, EXPIRED);
      state.generation += 1;
      state.expired = false;
      return fulfillJson(route, 200, tokens(state.generation));
    },
    call: (route) => {
      const url = route.request().url();
      if (
        state.expired ||
        bearerOf(route.request()) !== `Bearer ${tokens(state.generation).access}`
      ) {
        refused.push(url);
        return fulfillJson(route, 401, EXPIRED);
      }
      const retried = refused.indexOf(url);
      if (retried !== -1) refused.splice(retried, 1);
      return route.fallback();
    },
  });
  return {
    refreshes: state.refreshes,
    /** Calls refused with a 401 and not yet sent again with tokens the backend accepts. */
    unanswered: () => refused.length,
    first: tokens(0),
    /** The access token expires: the next call of any tab gets a 401 and refreshes. */
    expire: () => {
      state.expired = true;
    },
  };
}

for (const { title, rotations, brokenJournal } of [
  {
    title: 'two rotations in another tab, before this tab reads the first, do not make it resend',
    rotations: 2,
    brokenJournal: false,
  },
  {
    title: 'a tab that cannot read the journal waits for storage rather than resend the token',
    rotations: 1,
    brokenJournal: true,
  },
]) {
  test(title, async ({ context, page }) => {
    // Two signed-in tabs, each drawing its screens: twice the work of a test of one page.
    test.slow();
    const server = await rotatingBackend(page);
    await lagStorage(page, { brokenJournal });
    const other = await twoSignedInTabs(context, page, server.first);
    await page.evaluate(() => window.storageLag.hold());
    // Screens whose first load calls the API, so that the other tab refreshes. Loaded anew: a
    // screen visited moments before may still answer from the cache, without a call.
    const screens = ['/routes', '/notifications'];
    for (let n = 0; n < rotations; n += 1) {
      server.expire();
      await other.goto(screens[n] ?? '/');
      await expect.poll(() => server.refreshes.length, LOADED).toBe(n + 1);
      // The rotation is over once the tab has sent again every call refused before it: leaving
      // the screen earlier would cut its renewal short, and a tab that never finished one is not
      // what this test is about.
      await expect.poll(server.unanswered, LOADED).toBe(0);
    }
    const opened = await page.evaluate(() => window.storageLag.journalOpens());

    // This tab still reads the first tokens; its call gets a 401.
    await openNotifications(page);
    await expect
      .poll(() => page.evaluate(() => window.storageLag.journalOpens()))
      .toBeGreaterThan(opened);
    await page.evaluate(() => window.storageLag.release());

    await expect(page.getByText(/Всего: \d+/)).toBeVisible(LOADED);
    for (const tab of [page, other]) {
      await expect(tab.getByRole('banner')).toContainText('ivanova.a');
    }
    // No refresh token was sent twice: the backend refused none.
    expect(server.refreshes).toEqual(['refresh-0', 'refresh-1'].slice(0, rotations));
  });
}
