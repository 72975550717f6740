import { expect, test } from './test';
import { NASTY_BACKENDS, serveNasty, UNKNOWN } from './fuzz-nasty-data';
import { expectClean, watchPage } from './fuzz-checks';
import { walkAllScreens } from './fuzz-walk';

/**
 * The cases a generator may or may not hit, every time: unknown category, route type and
 * notification codes, null in every nullable field, empty lists, a path of no segments,
 * 300-character strings without a space, and the largest and negative numbers; and values
 * against the contract (null waypoints, `notifications: null`, `errors: null`).
 */
test.describe('hand-made nasty responses', () => {
  test('a backend with the worst of everything', async ({ page }) => {
    test.setTimeout(120_000);
    const unanswered = await serveNasty(page, NASTY_BACKENDS.filled);
    const problems = watchPage(page);
    // Unknown vehicle categories and route types read «—»; notification codes keep their code.
    const unknownCodes = [UNKNOWN.category, UNKNOWN.routeType];
    await walkAllScreens(page, (state) => expectClean(page, problems, state, unknownCodes), [1, 2]);
    expect(unanswered, 'calls without a hand-made answer').toEqual([]);
  });

  test('a backend that breaks the contract: null waypoints, notifications and row errors', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const unanswered = await serveNasty(page, NASTY_BACKENDS.broken);
    const problems = watchPage(page);
    // «—» in place of each broken value: no panel error, no error page, no exception.
    const check = async (state: string) => {
      await expectClean(page, problems, state, [UNKNOWN.category]);
      expect.soft(await page.getByText(/^Не удалось показать раздел/).count(), state).toBe(0);
    };
    await walkAllScreens(page, check);
    expect(unanswered, 'calls without a hand-made answer').toEqual([]);
  });

  test('a backend with nothing at all', async ({ page }) => {
    test.setTimeout(120_000);
    const unanswered = await serveNasty(page, NASTY_BACKENDS.empty);
    const problems = watchPage(page);
    await walkAllScreens(page, (state) => expectClean(page, problems, state));
    expect(unanswered, 'calls without a hand-made answer').toEqual([]);
  });
});
