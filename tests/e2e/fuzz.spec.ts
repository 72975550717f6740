import { expect, test } from './test';
import { FUZZ_RUNS, forwardApi, startFuzzPrism } from './fuzz-prism';
import { expectClean, watchPage } from './fuzz-checks';
import { walkAllScreens } from './fuzz-walk';

/**
 * Any answer the contract allows must render: every screen and dialog against Prism generating
 * responses from the schemas (nulls, empty and long lists, long strings, huge and negative
 * numbers), one seed per test.
 */
test.describe('fuzzing with the contract', () => {
  for (const run of FUZZ_RUNS) {
    test(`seed ${run.seed}: ${run.about}`, async ({ page }) => {
      test.setTimeout(120_000);
      const prism = await startFuzzPrism(run);
      try {
        const violations = await forwardApi(page, prism.base);
        const problems = watchPage(page);
        await walkAllScreens(page, (state) => expectClean(page, problems, state));
        expect(violations.request, 'requests the contract does not allow').toEqual([]);
        for (const line of new Set(violations.response))
          test
            .info()
            .annotations.push({ type: 'Prism answered against the contract', description: line });
      } finally {
        // Jobs still poll: their calls must not reach a Prism that is gone.
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        prism.stop();
      }
    });
  }
});
