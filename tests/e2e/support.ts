import type { Page, Route } from '@playwright/test';

/**
 * What waits on more than a render: a first load (it includes a lazy screen) or a job's outcome
 * (several one-second polls). Either may be slow on a busy machine.
 */
export const LOADED = { timeout: 15_000 };

export const TOKENS = { access: 'e2e-access', refresh: 'e2e-refresh' };

/**
 * Puts tokens in local storage, as a previous sign-in would have. It does so on the app's icon, a
 * same-origin document that runs none of the app: on /login, a sign-in page that rendered after
 * the tokens were there would send the visitor on to `/`, and that screen's requests would mix
 * with those of the page the test opens next.
 */
export async function signIn(page: Page, tokens = TOKENS): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate((t) => {
    localStorage.setItem('access', t.access);
    localStorage.setItem('refresh', t.refresh);
  }, tokens);
}

export const fulfillJson = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

export const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

/** Keys of both storages, e.g. `{ local: ['access'], session: [] }`. */
export const allStorageKeys = (page: Page) =>
  page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));

export const EMPTY_STORAGE = { local: [], session: [] };

/** A select list open on screen; a closed one is hidden, so none is found. */
export const openList = (page: Page) => page.getByRole('listbox');

/** An option of the select list open on screen, by its text. */
export const listOption = (page: Page, name: string) =>
  openList(page).getByRole('option', { name, exact: true });

/** What is still loading: a spinner marks its region, a busy button itself, `aria-busy`. */
export const busy = (page: Page) => page.locator('[aria-busy="true"]:visible');

/** A notification or a toast, by some of its text: antd gives each the role `alert`. */
export const notice = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });
