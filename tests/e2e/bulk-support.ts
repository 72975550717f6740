// Steps of a bulk change as the user takes them on screen, shared by the bulk change's specs.
import type { BrowserContext, Page } from '@playwright/test';

/** A route's own address, where its write goes. */
export const ROUTE_URL = /\/api\/routes\/v1\/(\d+)\/$/;

/**
 * Holds every route write of the page (or of every page of the browser) until the returned
 * `release()`: a run stays where it is for as long as a test needs to look at it, however slow
 * the machine, as on a slow network.
 */
export async function holdRouteWrites(target: Page | BrowserContext) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await target.route(ROUTE_URL, async (route) => {
    if (route.request().method() === 'PATCH') await held;
    await route.fallback();
  });
  return release;
}

/** Ticks the checkboxes of these routes on the list page on screen. */
export async function selectRows(page: Page, ids: number[]) {
  for (const id of ids)
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: String(id), exact: true }) })
      .getByRole('checkbox')
      .check();
}

/** Opens «Изменение НМЦ» for the selection, fills a change by percent and the comment. */
export async function fillPercentChange(page: Page, percent: string, comment: string) {
  await page.getByRole('button', { name: 'Изменить НМЦ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение НМЦ' });
  await dialog.getByLabel('Изменение, %').fill(percent);
  await dialog.getByLabel('Комментарий').fill(comment);
  return dialog;
}
