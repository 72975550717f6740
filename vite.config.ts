/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStylesPlugin } from './scripts/antd-styles.mjs';
import { apiDocsPlugin } from './scripts/api-docs.mjs';
import { chunkMapPlugin } from './scripts/chunk-map-plugin.mjs';
import { chunkPlan } from './scripts/chunk-plan.mjs';
import { compileHintPlugin } from './scripts/compile-hint.mjs';
import { cspPlugin, securityHeaders } from './scripts/csp-plugin.mjs';
import { firstLoadChunk } from './scripts/first-load-chunk.mjs';
import { plainPreviewFiles } from './scripts/preview-plain.mjs';
import { apiProxy, ports } from './scripts/ports.mjs';
import { reactRouterProductionPlugin } from './scripts/react-router-production.mjs';
import { routePagesPlugin } from './scripts/route-pages-plugin.mjs';
import { screenModules } from './scripts/screens.mjs';
import { theme } from './src/app/theme.ts';

const screens = screenModules();
const earlyScripts = screens.flatMap(({ early }) => (early ? [early] : []));
const firstLoad = firstLoadChunk(import.meta.dirname, earlyScripts);
const libraries = chunkPlan(import.meta.dirname, screens);
const proxy = apiProxy(process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${ports.mock}`);

export default defineConfig({
  // apiDocsPlugin serves the API reference at /api-docs/ in development only.
  plugins: [
    react(),
    antdStylesPlugin({ theme, sources: 'src' }),
    chunkMapPlugin(),
    firstLoad.plugin,
    libraries.plugin,
    cspPlugin(process.env.VITE_API_BASE_URL),
    routePagesPlugin(
      screens.flatMap(({ path, page, signedIn, title, modules, early }) =>
        page ? [{ path, file: page, signedIn, title, modules, early }] : [],
      ),
    ),
    apiDocsPlugin(),
    plainPreviewFiles(),
    compileHintPlugin(`${import.meta.dirname}/index.html`),
    reactRouterProductionPlugin(import.meta.dirname),
  ],
  server: { port: ports.dev, strictPort: true, proxy },
  // The security headers of docs/nginx.conf, the server that serves dist/ (docs/deploy.md).
  preview: {
    port: ports.app,
    strictPort: true,
    proxy,
    headers: securityHeaders(process.env.VITE_API_BASE_URL),
  },
  build: {
    target: 'es2022',
    manifest: true,
    // Every browser the app supports preloads modules itself (Chrome and Edge since 2018, Firefox
    // and Safari since 2023): Vite's polyfill for the rest was 0.2 kB gzip of every first load.
    modulePreload: { polyfill: false },
    // A page's early script is an entry of its own: it runs without waiting for the app's code.
    rolldownOptions: {
      input: ['index.html', ...earlyScripts],
      output: { codeSplitting: { groups: [firstLoad.group, libraries.group] } },
      // A dynamic import of a module that is also imported statically loads nothing later: the
      // code it was to keep out of a chunk is already in it. Such a build fails.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT') throw new Error(log.message);
        handler(level, log);
      },
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: `http://127.0.0.1:${ports.unitMock}` } },
    globalSetup: ['tests/setup/prism-global-setup.ts'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    // The in-process backend (tests/support/backend.ts) resets a test's scope with this token.
    env: { BACKEND_RESET_TOKEN: 'unit-tests' },
    testTimeout: 30000,
    css: false,
    // Test files share their worker's modules (antd, React, happy-dom) instead of importing them
    // again each: half the run's time. Every test leaves the page as it found it
    // (tests/setup/vitest-setup.ts), so none depends on running first.
    isolate: false,
  },
});
