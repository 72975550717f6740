import { expect, type Page } from '@playwright/test';

/** Words that only reach the screen when a value was not turned into text for people. */
const LEAKED =
  /(?<![\p{L}\p{N}_])(?:NaN|undefined|null|Invalid Date)(?![\p{L}\p{N}_])|\[object Object\]/u;

/** Logged on purpose for 500/502/503: not a fault of the screen. */
const EXPECTED_CONSOLE_ERRORS = ['Что-то пошло не так, повторите попытку'];

/** Uncaught exceptions and unexpected console errors of the page, as they happen. */
export function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught exception: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!EXPECTED_CONSOLE_ERRORS.some((expected) => text.includes(expected)))
      problems.push(`console error: ${text}`);
  });
  return problems;
}

/**
 * What the user sees in one state must be readable, whole and laid out within the window.
 * `neverShown`: raw codes that must reach the screen only as their label (or «—»).
 */
export async function expectClean(
  page: Page,
  problems: string[],
  state: string,
  neverShown: readonly string[] = [],
): Promise<void> {
  const { text, overflow, spilled } = await page.evaluate(() => ({
    text: document.body.innerText,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    // Cells whose content runs over into the next one; a description list's value sits two levels
    // inside its cell.
    spilled: [...document.querySelectorAll<HTMLElement>('td, td > * > *')]
      .filter((cell) => cell.offsetParent !== null && cell.scrollWidth > cell.clientWidth + 1)
      // A cell cut with «…» on purpose is not a spill.
      .filter((cell) => getComputedStyle(cell).overflowX === 'visible')
      .map((cell) => (cell.innerText || cell.innerHTML).slice(0, 80)),
  }));
  expect.soft(text, `${state}: error page`).not.toContain('Unexpected Application Error!');
  const leak = LEAKED.exec(text);
  const around = leak ? text.slice(Math.max(0, leak.index - 60), leak.index + 60) : '';
  expect.soft(around, `${state}: «${leak?.[0] ?? ''}» shown to the user`).toBe('');
  for (const code of neverShown) expect.soft(text, `${state}: raw code shown`).not.toContain(code);
  expect.soft(overflow, `${state}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect.soft(spilled, `${state}: content runs out of its cell`).toEqual([]);
  expect.soft(problems.splice(0), `${state}: errors in the page`).toEqual([]);
  const shots = process.env.FUZZ_SHOTS;
  if (shots) {
    const name = state.replace(/[^\p{L}\p{N}]+/gu, '-');
    await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
  }
}
