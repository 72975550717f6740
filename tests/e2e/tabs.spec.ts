import type { Page, Request, Route } from '@playwright/test';
import { REFRESH_LOCK } from '../../src/api/auth-middleware';
import { expect, test } from './test';
import { allStorageKeys, EMPTY_STORAGE, fulfillJson, LOADED, signIn } from './support';
import {
  backend,
  bearerOf,
  EXPIRED,
  FRESH,
  pathOf,
  refreshTokenOf,
  STALE,
  tokensIn,
  twoSignedInTabs,
} from './tabs-support';

/** What the issue asks of every other tab when the session ends in one of them. */
const WITHIN_A_SECOND = { timeout: 1_000 };

/** Everything the rotation journal holds, as text. */
const journalOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('nmc-routes-session', 1);
        open.onsuccess = () => {
          const read = open.result.transaction('rotation').objectStore('rotation').getAll();
          read.onsuccess = () => resolve(JSON.stringify(read.result));
        };
      }),
  );

/**
 * The tab that pressed «Выйти» ends its session once the server has revoked its token (a round
 * trip that a busy machine makes slow); every other tab follows within a second of that.
 */
const signedOutHere = (tab: Page) => expect(tab).toHaveURL(/\/login$/, LOADED);

/** Nothing of the signed-out session on screen: the sign-in form only, storages empty. */
async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/login$/, WITHIN_A_SECOND);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByText(/Найдено маршрутов/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
  expect(await allStorageKeys(page)).toEqual(EMPTY_STORAGE);
}

test.describe('one session across tabs', () => {
  test('two tabs that load with an expired token make one refresh between them', async ({
    context,
    page,
  }) => {
    const refreshes: unknown[] = [];
    const failedIn = new Set<Page>();
    let releaseRefresh: () => void = () => undefined;
    const bothTabsFailed = new Promise<void>((resolve) => (releaseRefresh = resolve));
    await backend(context, {
      // The backend rotates refresh tokens: each is accepted once.
      refresh: async (route) => {
        const token = refreshTokenOf(route.request());
        refreshes.push(token);
        if (token !== STALE.refresh || refreshes.length > 1)
          return fulfillJson(route, 401, EXPIRED);
        // The answer waits until both tabs have had a 401: both then want a refresh.
        await bothTabsFailed;
        return fulfillJson(route, 200, FRESH);
      },
      call: (route) => {
        if (bearerOf(route.request()) !== `Bearer ${STALE.access}`) return route.fallback();
        failedIn.add(route.request().frame().page());
        if (failedIn.size === 2) releaseRefresh();
        return fulfillJson(route, 401, EXPIRED);
      },
    });
    await signIn(page, STALE);
    const other = await context.newPage();
    await Promise.all([page.goto('/routes'), other.goto('/notifications')]);

    await expect(page.getByText(/Найдено маршрутов: \d+/)).toBeVisible(LOADED);
    await expect(other.getByText(/Всего: \d+/)).toBeVisible(LOADED);
    for (const tab of [page, other]) {
      await expect(tab.getByRole('banner')).toContainText('ivanova.a');
    }
    expect(refreshes).toEqual([STALE.refresh]);
    expect(await tokensIn(other)).toEqual([FRESH.access, FRESH.refresh]);

    // Logging out leaves no token behind in the journal either: only digests.
    await page.getByRole('button', { name: 'Выйти' }).click();
    await signedOutHere(page);
    await expectSignedOut(other);
    const journal = await journalOf(other);
    expect(journal).toMatch(/"fate":"ended"/);
    for (const token of [...Object.values(STALE), ...Object.values(FRESH)]) {
      expect(journal).not.toContain(token);
    }
  });

  test('a refresh answer without a refresh token keeps the stored one for the next refresh', async ({
    context,
    page,
  }) => {
    const refreshes: unknown[] = [];
    let valid = 'fresh-access-1';
    await backend(context, {
      // No rotation: the answer carries a new access token only.
      refresh: (route) => {
        refreshes.push(refreshTokenOf(route.request()));
        if (refreshTokenOf(route.request()) !== STALE.refresh) {
          return fulfillJson(route, 401, EXPIRED);
        }
        return fulfillJson(route, 200, { access: valid });
      },
      call: (route) =>
        bearerOf(route.request()) === `Bearer ${valid}`
          ? route.fallback()
          : fulfillJson(route, 401, EXPIRED),
    });
    await signIn(page, STALE);
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText('ivanova.a', LOADED);
    expect(await tokensIn(page)).toEqual(['fresh-access-1', STALE.refresh]);

    // The access token expires again: the next refresh still has a refresh token to send.
    valid = 'fresh-access-2';
    await page.getByRole('banner').getByRole('link', { name: 'Маршруты' }).click();
    await expect(page.getByText(/Найдено маршрутов: \d+/)).toBeVisible(LOADED);
    expect(refreshes).toEqual([STALE.refresh, STALE.refresh]);
    expect(await tokensIn(page)).toEqual(['fresh-access-2', STALE.refresh]);
  });

  test('«Выйти» in one tab sends the other to /login at once, with nothing of the session left', async ({
    context,
    page,
  }) => {
    const other = await twoSignedInTabs(context, page);
    await page.evaluate(() => sessionStorage.setItem('draft', 'x'));
    await other.getByRole('button', { name: 'Выйти' }).click();
    await expect(other).toHaveURL(/\/login$/);
    await expectSignedOut(page);
  });

  test('a refused refresh in one tab sends the other to /login', async ({ context, page }) => {
    let expired = false;
    await backend(context, {
      refresh: (route) => fulfillJson(route, 401, EXPIRED),
      call: (route) => (expired ? fulfillJson(route, 401, EXPIRED) : route.fallback()),
    });
    const other = await twoSignedInTabs(context, page);
    expired = true;
    await other
      .getByRole('banner')
      .getByRole('link', { name: /Центр уведомлений/ })
      .click();
    await expect(other).toHaveURL(/\/login$/, LOADED);
    await expectSignedOut(page);
  });

  test('a refresh in flight when another tab logs out does not bring the tokens back', async ({
    context,
    page,
  }) => {
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
    const other = await twoSignedInTabs(context, page);
    expired = true;
    const isRefresh = (request: Request) => pathOf(request) === '/api/auth/refresh-token/';
    const refreshSettled = Promise.race([
      page.waitForEvent('requestfailed', isRefresh),
      page.waitForEvent('requestfinished', isRefresh),
    ]);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Центр уведомлений/ })
      .click();
    await expect.poll(() => refreshRoute !== undefined).toBe(true);

    await other.getByRole('button', { name: 'Выйти' }).click();
    await signedOutHere(other);
    await expectSignedOut(page);
    // The backend answers the refresh only now, with new tokens. The tab has dropped the request,
    // or it gets the answer: either way the request ends, and the tab is done with it once it lets
    // go of the refresh lock it holds from the refresh until the tokens are stored or refused.
    await refreshRoute?.fulfill({ json: FRESH });
    await refreshSettled;
    await page.evaluate((lock) => navigator.locks.request(lock, () => undefined), REFRESH_LOCK);

    for (const tab of [page, other]) {
      await expect(tab).toHaveURL(/\/login$/);
      expect(await allStorageKeys(tab)).toEqual(EMPTY_STORAGE);
    }
    expect(freshCalls).toEqual([]);
  });

  test('a sign-in in one tab shows that user in every tab, without the previous one’s data', async ({
    context,
    page,
  }) => {
    await backend(context, {
      refresh: (route) => fulfillJson(route, 401, EXPIRED),
      call: (route) => {
        const request = route.request();
        if (pathOf(request) === '/api/auth/') {
          return fulfillJson(route, 200, { access: 'petrov-access', refresh: 'petrov-refresh' });
        }
        if (pathOf(request) === '/api/users/me/' && bearerOf(request) === 'Bearer petrov-access') {
          return fulfillJson(route, 200, { username: 'petrov.p' });
        }
        return route.fallback();
      },
    });
    const other = await twoSignedInTabs(context, page);
    await other.getByRole('button', { name: 'Выйти' }).click();
    await signedOutHere(other);
    await expectSignedOut(page);

    await other.getByLabel('Имя пользователя').fill('petrov.p');
    await other.getByLabel('Пароль').fill('secret');
    await other.getByRole('button', { name: 'Войти' }).click();
    for (const tab of [other, page]) {
      await expect(tab.getByRole('banner')).toContainText('petrov.p', LOADED);
      await expect(tab.getByRole('banner')).not.toContainText('ivanova.a');
    }
    await expect(page).toHaveURL(/\/$/);
  });

  test('tokens of another user stored by another tab replace this tab’s user and data', async ({
    context,
    page,
  }) => {
    const listedWith: string[] = [];
    await backend(context, {
      refresh: (route) => fulfillJson(route, 401, EXPIRED),
      call: (route) => {
        const request = route.request();
        if (pathOf(request) === '/api/routes/v1/') listedWith.push(bearerOf(request));
        if (pathOf(request) === '/api/users/me/' && bearerOf(request) === 'Bearer petrov-access') {
          return fulfillJson(route, 200, { username: 'petrov.p' });
        }
        return route.fallback();
      },
    });
    const other = await twoSignedInTabs(context, page);
    await signIn(other, { access: 'petrov-access', refresh: 'petrov-refresh' });

    await expect(page.getByRole('banner')).toContainText('petrov.p', LOADED);
    // The route list is asked for again, as the new user.
    await expect.poll(() => listedWith.at(-1)).toBe('Bearer petrov-access');
    await expect(page.getByText(/Найдено маршрутов: \d+/)).toBeVisible(LOADED);
  });
});
