import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { LOADED, signIn } from './support';

/**
 * The properties that the page's own `<style>` elements set, other than custom properties:
 * antd's theme variables are written at run time, its component styles must not be.
 */
const generatedRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')]
      // index.html's start-up screen, antd's icon reset and its keyframes.
      .filter((style) => style.dataset.cssHash && !style.dataset.cssHash.startsWith('_effect-'))
      .map((style) => style.textContent)
      .filter((css) => !css.startsWith('@layer antd{.anticon{'))
      .flatMap((css) => [...css.matchAll(/[{;]\s*([a-z-]+)\s*:/g)].map(([, property]) => property))
      .filter((property) => property && !property.startsWith('--')),
  );

/**
 * The scopes for which the page's `<style>` elements set a component's CSS variables
 * (`.css-var-app.ant-btn`): the build ships those too. The theme's own (`.css-var-app`) stay.
 */
const generatedComponentVariables = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .map((style) => /^(\.css-var-[\w-]+\.[\w-]+)\{/.exec(style.textContent)?.[1])
      .filter((scope) => scope !== undefined),
  );

const css = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

test('antd components are styled by the built stylesheets, not by CSS generated in the page', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/routes');
  await expect(page.getByRole('table')).toBeVisible(LOADED);
  await expect(page.getByRole('combobox', { name: 'Первая точка' })).toBeVisible(LOADED);

  expect(await generatedRules(page)).toEqual([]);
  expect(await generatedComponentVariables(page)).toEqual([]);
  // The theme's radius, the table's header shade, the dark header bar.
  const excel = page.getByRole('button', { name: 'Выгрузить в Excel' });
  expect(await excel.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('6px');
  expect(await css(page, '.ant-table-thead th', 'background-color')).toBe('rgb(250, 250, 250)');
  expect(await css(page, '.ant-layout-header', 'background-color')).toBe('rgb(0, 21, 41)');

  // A popup, which antd renders into the body only once it opens.
  await page.getByRole('combobox', { name: 'Первая точка' }).click();
  await expect(page.getByRole('listbox')).toBeAttached();
  expect(await css(page, '.ant-select-dropdown', 'position')).toBe('absolute');
  expect(await css(page, '.ant-select-dropdown', 'box-shadow')).not.toBe('none');
  expect(await generatedRules(page)).toEqual([]);
  expect(await generatedComponentVariables(page)).toEqual([]);
  // Component variables from the stylesheets: the table's header shade above is one, and so is
  // the dropdown's layer.
  expect(await css(page, '.ant-select-dropdown', 'z-index')).toBe('1050');
});

test("the app's own CSS wins over antd's: the header grows to hold its wrapped rows", async ({
  page,
}) => {
  // antd fixes the header at 64 px; app-header.module.css lets it grow on a narrow screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.goto('/routes');
  await expect(page.getByRole('menu', { name: 'Главное меню' })).toBeVisible(LOADED);
  const header = await page.locator('header').boundingBox();
  expect(header?.height ?? 0).toBeGreaterThan(64);
});
