import { randomUUID } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './scripts/chromium.mjs';
import { ports } from './scripts/ports.mjs';
import type { BackendOptions } from './tests/e2e/backend';

/** The backend with memory of the run: the second preview and nginx send API calls to it. */
const testBackendPort = ports.testBackend;
/** The documented deployment: dist/ behind nginx through docs/nginx.conf (scripts/nginx.mjs). */
const nginxOrigin = `https://127.0.0.1:${ports.nginx}`;

/** The previews send the app's files uncompressed: gzip was half their CPU (scripts/preview-plain.mjs). */
const PLAIN_FILES = { PREVIEW_COMPRESSION: 'off' };

// The backend resets a test's scope only with this token (tests/backend/reset.ts). Made when the
// config loads, it reaches the backend below and the workers through the environment.
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
    { name: 'preview', testIgnore: '**/nginx/**', grepInvert: /@nginx/ },
    {
      name: 'nginx',
      grep: /@nginx/,
      use: { baseURL: nginxOrigin, backendAppURL: nginxOrigin, ignoreHTTPSErrors: true },
    },
  ],
  webServer: [
    {
      command: `node scripts/mock.mjs ${ports.mock}`,
      url: `http://127.0.0.1:${ports.mock}/api/routes/v1/filters/choices/`,
      reuseExistingServer: !process.env.CI,
      ignoreHTTPSErrors: true,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${ports.app} --strictPort`,
      url: `http://127.0.0.1:${ports.app}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${ports.mock}`, ...PLAIN_FILES },
    },
    // The backend and the app in front of it are always this run's own: one left running (or
    // `npm start`'s) would not know this run's reset token, nor its settings.
    {
      command: `node scripts/backend.mjs ${testBackendPort}`,
      url: `http://127.0.0.1:${testBackendPort}/api/routes/v1/filters/choices/`,
      // Any answer means it listens: without a token this one is 401.
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${ports.backendApp} --strictPort`,
      url: `http://127.0.0.1:${ports.backendApp}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_PROXY_TARGET: `http://127.0.0.1:${testBackendPort}`, ...PLAIN_FILES },
    },
    {
      command: `node scripts/nginx.mjs --port ${ports.nginx} --backend 127.0.0.1:${testBackendPort}`,
      url: `${nginxOrigin}/login`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
      // nginx stops on SIGTERM, and the script then removes its directory (certificate, logs).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
