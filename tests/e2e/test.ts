import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * `E2E_CPU_THROTTLE=4 npm run test:e2e` runs every page with Chromium's CPU slowed down that many
 * times, as on an old office PC: a wait on the wrong signal or a race with a render shows up here
 * long before it shows up as a flake on a busy CI machine.
 */
const throttleRate = Number(process.env.E2E_CPU_THROTTLE ?? '1');

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttleRate });
}

/** Playwright's `test`, with every page of the context throttled when E2E_CPU_THROTTLE asks. */
export const test = base.extend<{ cpuThrottle: undefined }>({
  cpuThrottle: [
    async ({ context }, use) => {
      if (throttleRate > 1) {
        context.on('page', (page) => void throttle(context, page));
        await Promise.all(context.pages().map((page) => throttle(context, page)));
      }
      await use(undefined);
    },
    { auto: true },
  ],
});
