import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { resetEarlyAnswerForTests } from '../../src/features/route-detail/early-answer';
import { forgetRuns } from '../../src/features/routes/bulk/run-store';
import { forgetKeptSelection } from '../../src/features/routes/bulk/use-selection';
import '../../src/lib/dayjs';
import { server } from '../support/api-mock';
import { InViewObserver } from '../support/in-view-observer';

// Screens load lazily and talk to the mock: on a busy two-core machine a second is not enough.
// The app renders in StrictMode (src/main.tsx), and so do the tests: a component that does not
// survive React's extra mount in development fails here, not only on `npm start`. A test file's
// own `configure` without `reactStrictMode` would turn it off for the worker's later files.
configure({ asyncUtilTimeout: 8000, reactStrictMode: true });

// Node-environment tests (contract checks) have no page and call their own servers.
const isPage = typeof window !== 'undefined';

beforeAll(() => {
  // The server's last handler passes whatever no test handler answers on to the Prism mock.
  if (isPage) server.listen({ onUnhandledRequest: 'bypass' });
  if (isPage) window.IntersectionObserver = InViewObserver;
});

afterAll(() => {
  if (isPage) server.close();
});

// Files share a worker's modules (`isolate: false`): no spy, stubbed global or variable, fake
// clock or state kept in a module (bulk runs, the list's selection, the route page's early
// answer) outlives its test.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  resetEarlyAnswerForTests();
  if (!isPage) return;
  forgetRuns();
  forgetKeptSelection();
  server.resetHandlers();
  cleanup();
  InViewObserver.inView = () => true;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
