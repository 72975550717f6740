import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.mjs';
import { ports } from './scripts/ports.mjs';
import type { BackendOptions } from './tests/e2e/backend';

/** The documented deployment: dist/ behind nginx through docs/nginx.conf (scripts/nginx.mjs). */
const nginxOrigin = `https://127.0.0.1:${ports.nginx}`;

// The backend resets a test's scope only with this token (tests/backend/reset.ts). Made when the
// config loads, it reaches the backend (scripts/e2e-servers.mjs) and the workers through the
// environment.
process.env.BACKEND_RESET_TOKEN ??= randomUUID();

/**
 * End-to-end tests: the built app (`vite preview`) in Debian's Chromium, against Prism for how a
 * screen shows any answer of the contract, and against the backend with memory (a second
 * preview, `tests/e2e/backend.ts`) for what a write leaves behind. The project `nginx` runs the
 * tests tagged @nginx on the same build served as docs/deploy.md says.
 */
export default defineConfig<BackendOptions>({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // A test spends part of its time waiting (polls, back-off pauses, a frame): on 2 cores a third
  // worker fills that, 8.6 → 7.9 min; a fourth finds the cores already busy (7.8 min).
  workers: 3,
  // A test that needs a retry to pass hides a race in the test or in the app: none is given.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${ports.app}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: headlessShellPath,
      // A test's page lives seconds: V8's optimising compilers (TurboFan, Maglev) spend CPU on
      // code that ends before it pays off. Without them the suite takes 3–10 % less CPU and time
      // on two cores (docs/testing.md). Lighthouse and the list benchmark keep them.
      args: [...chromiumArgs, '--js-flags=--no-opt --no-maglev'],
    },
    // Recording a trace costs every test about a sixth of its time; `--trace retain-on-failure`
    // records one when a failure needs it. CI prints each failure's accessibility tree instead.
    trace: 'off',
    // The app honours the system's «less motion» (antd's motion off): pages ask for it, so no
    // test waits for a list or a dialog to slide in. keyboard.spec.ts and styles.spec.ts keep it.
    reducedMotion: 'reduce',
  },
  projects: [
    // The tests tagged @nginx run behind nginx only: the same build and backend, as deployed.
    // First: Playwright hands out a project's tests after the previous project's, and these few
    // at the end left the cores half idle for the last 13 s.
    {
      name: 'nginx',
      grep: /@nginx/,
      use: { baseURL: nginxOrigin, backendAppURL: nginxOrigin, ignoreHTTPSErrors: true },
    },
    { name: 'preview', testIgnore: '**/nginx/**', grepInvert: /@nginx/ },
  ],
  // Prism, the previews, the backend with memory and nginx, started side by side; they are always
  // this run's own: one left running (or `npm start`'s) would not know this run's reset token.
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 90_000,
    // Every server stops on SIGTERM; nginx's script then removes its directory (certificate, logs).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
