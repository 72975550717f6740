// Steps of a bulk change as the user takes them on screen, shared by the bulk change's specs.
import type { Page } from '@playwright/test';

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
