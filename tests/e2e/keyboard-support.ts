import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the focused element shows it: an outline of its own, or the ring antd draws with a
 * box-shadow on the element or on the wrapper around an input.
 */
function focusIsVisible(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing is focused';
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'rgba(0, 0, 0, 0)';
      // A ring is a shadow without offset or blur, only spread: «rgba(…, 0.35) 0px 0px 0px 2px».
      // A faint tint does not count.
      const ring = /rgba?\([\d\s,]+?(?:,\s*(0?\.\d+|1))?\) 0px 0px 0px [1-9]/.exec(style.boxShadow);
      const ringShown = ring !== null && Number(ring[1] ?? 1) >= 0.2;
      return outline || ringShown;
    };
    let el: Element | null = active;
    for (let depth = 0; el && depth < 4; depth += 1, el = el.parentElement) {
      if (shown(el)) return null;
    }
    const name = active.getAttribute('aria-label') ?? active.textContent.trim().slice(0, 40);
    return `no visible focus on <${active.tagName.toLowerCase()}> «${name}»`;
  });
}

/** antd animates its focus ring in: give the transition time to end. */
export const expectVisibleFocus = (page: Page) =>
  expect.poll(() => focusIsVisible(page), { timeout: 2_000 }).toBeNull();

const holdsFocus = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking that every stop on the way
 * shows where the focus is.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await holdsFocus(target)) return;
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of Tab`);
}

/** The option a screen reader announces: the combobox's active descendant, '' when none. */
const announcedOption = (combobox: Locator) =>
  combobox.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    return (id && document.getElementById(id)?.textContent) || '';
  });

/** Opens a focused select with ↓ and moves with ↓ to `option`, then Enter picks it. */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await expect(combobox).toBeFocused();
  await page.keyboard.press('ArrowDown');
  let current = '';
  await expect.poll(async () => (current = await announcedOption(combobox))).not.toBe('');
  for (let step = 0; step < 20 && current !== option; step += 1) {
    const previous = current;
    await page.keyboard.press('ArrowDown');
    // The next option is announced before the loop reads it.
    await expect.poll(async () => (current = await announcedOption(combobox))).not.toBe(previous);
  }
  expect(current).toBe(option);
  await page.keyboard.press('Enter');
}
