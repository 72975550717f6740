import { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * What waits on more than a render: a first load (it includes a lazy screen) or a job's outcome
 * (several one-second polls). Either may be slow on a busy machine.
 */
export const LOADED = { timeout: 15_000 };

export const TOKENS = { access: 'e2e-access', refresh: 'e2e-refresh' };

/**
 * «Показать в списке» of an import of 5 000 routes names each in the list's address and in its
 * call: 30–40 kB (scripts/request-size.mjs). Here the seed's 300 routes and 4 700 more ids, as a
 * registry of seven-digit ids would give them; the list finds the 300 of the seed.
 */
export const LARGE_IMPORT_LIST = `/routes?ids=${[
  ...Array.from({ length: 300 }, (_, i) => i + 1),
  ...Array.from({ length: 4_700 }, (_, i) => 1_000_000 + i),
].join(',')}`;

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

/**
 * Resolves once the page has nothing left to do: every task it had queued (a render, its effects,
 * the handling of answers that came in) has run, twice over with a frame between, so work a frame
 * or an effect set off has run too. A request the app makes in that work has been sent by then.
 */
export const pageIdle = (page: Page) =>
  page.evaluate(async () => {
    const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
    await idle();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await idle();
  });

/**
 * How long a request the page sent before `pageIdle` may take to reach the test's `page.route` or
 * `page.on('request')`: the browser passes it on within milliseconds; a quarter second covers that
 * hop on a busy two-core machine. Only an absence is checked after it: a presence is waited for.
 */
export const REQUEST_HOP_MS = 250;

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

/**
 * Picks an option of the open select list, once the list is shown as a user sees it. A list that
 * is still being placed is already full-size but transparent: a press on an option there ends,
 * a frame later, on the form behind it, so nothing is picked and the list stays open.
 */
export async function pickOption(page: Page, name: string) {
  const option = listOption(page, name);
  await expectSettled(option);
  await option.click();
}

/** What is still loading: a spinner marks its region, a busy button itself, `aria-busy`. */
export const busy = (page: Page) => page.locator('[aria-busy="true"]:visible');

/** A notification or a toast, by some of its text: antd gives each the role `alert`. */
export const notice = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text });

/**
 * Waits until `target` is on screen at full opacity and nothing on the page moves: antd zooms
 * and fades its dialogs, lists and toasts in. Axe would judge the contrast of half-transparent
 * text, and a click would hit a list that has not taken its place yet. Spinners turn forever and
 * do not count. Checked again two frames later, as an animation starts a frame after its element
 * appears.
 */
export async function expectSettled(target: Locator) {
  await expect(target).toBeVisible();
  await expect
    .poll(() =>
      target.evaluate(async (element) => {
        const still = () => {
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement) {
            opacity *= Number(getComputedStyle(node).opacity);
          }
          const moving = document
            .getAnimations()
            .some(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getComputedTiming().iterations !== Infinity,
            );
          return opacity === 1 && !moving;
        };
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        if (!still()) return false;
        await frame();
        await frame();
        return still();
      }),
    )
    .toBe(true);
}
