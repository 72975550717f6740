import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { LOADED, signIn } from './support';

/**
 * The `<style>` elements that antd inserted into the page after it was served: its generated
 * component styles and component variables. Its keyframes, its icon reset and the theme's own
 * variables (`.css-var-app{…}`), which antd writes at the first render, are left out.
 */
const insertedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .filter((style) => style.dataset.served === undefined && style.dataset.cssHash)
      .filter((style) => !style.dataset.cssHash?.startsWith('_effect-'))
      .map((style) => style.textContent)
      .filter(
        (text) => !text.startsWith('@layer antd{.anticon{') && !text.startsWith('.css-var-app{'),
      ),
  );

/** Marks the `<style>` elements the page came with, before any script runs. */
const markServedStyles = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const style of document.querySelectorAll('style')) style.dataset.served = '';
    });
  });

// With antd's motion, as most users see it.
test.use({ reducedMotion: 'no-preference' });

const css = (locator: Locator, property: string) =>
  locator.first().evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);

/** A property of the popup that holds `listbox`: its nearest absolutely placed ancestor. */
const popupCss = (listbox: Locator, property: string) =>
  listbox.evaluate((el, name) => {
    let popup: Element | null = el;
    while (popup && getComputedStyle(popup).position !== 'absolute') popup = popup.parentElement;
    return popup ? getComputedStyle(popup).getPropertyValue(name) : 'no popup';
  }, property);

// Less motion keeps the theme the stylesheets are built for: only its durations are zeroed.
for (const [reducedMotion, duration] of [
  ['no-preference', '0.2s'],
  ['reduce', '0s'],
] as const) {
  test(`antd components are styled by the built stylesheets, not by CSS generated in the page (${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await markServedStyles(page);
    await signIn(page);
    await page.goto('/routes');
    await expect(page.getByRole('table')).toBeVisible(LOADED);
    await expect(page.getByRole('combobox', { name: 'Первая точка' })).toBeVisible(LOADED);

    expect(await insertedStyles(page)).toEqual([]);
    // The theme's radius, the table's header shade, the dark header bar.
    const excel = page.getByRole('button', { name: 'Выгрузить в Excel' });
    expect(await css(excel, 'border-radius')).toBe('6px');
    expect(await css(excel, 'transition-duration')).toBe(duration);
    expect(await css(page.getByRole('columnheader'), 'background-color')).toBe(
      'rgb(250, 250, 250)',
    );
    expect(await css(page.getByRole('banner'), 'background-color')).toBe('rgb(0, 21, 41)');
    // A notification tag, drawn by the app in antd's orange with the theme's darker text.
    const tag = page.getByRole('cell').getByText('НМЦ устарела');
    expect(await css(tag, 'background-color')).toBe('rgb(255, 247, 230)');
    expect(await css(tag, 'color')).toBe('rgb(173, 78, 0)');

    // A popup, which antd renders into the body only once it opens.
    await page.getByRole('combobox', { name: 'Первая точка' }).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    expect(await popupCss(listbox, 'box-shadow')).not.toBe('none');
    expect(await insertedStyles(page)).toEqual([]);
    // A component variable from the page: the dropdown's layer.
    expect(await popupCss(listbox, 'z-index')).toBe('1050');
  });
}

test("the app's own CSS wins over antd's: the header grows to hold its wrapped rows", async ({
  page,
}) => {
  // antd fixes the header at 64 px; app-header.module.css lets it grow on a narrow screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
  await page.goto('/routes');
  await expect(page.getByRole('menu', { name: 'Главное меню' })).toBeVisible(LOADED);
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height ?? 0).toBeGreaterThan(64);

  // Below 1040 px the menu takes the second row even where it would fit beside the user.
  await page.setViewportSize({ width: 1024, height: 740 });
  const menu = page.getByRole('menu', { name: 'Главное меню' });
  await expect.poll(async () => (await menu.boundingBox())?.y).toBeGreaterThanOrEqual(64);
});

test.describe('with less motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing turns or pulses while the list loads, and the page still says it is busy', async ({
    page,
  }) => {
    await signIn(page);
    // The list's answer never comes: its spinner stays.
    await page.route('**/api/routes/v1/?*', () => undefined);
    await page.goto('/routes');
    await expect(page.locator('.ant-spin-spinning').first()).toBeVisible(LOADED);
    await expect(page.locator('[aria-busy="true"]').first()).toBeAttached();
    const running = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => (animation instanceof CSSAnimation ? animation.animationName : '')),
      );
    expect(await running()).toEqual([]);
  });
});
