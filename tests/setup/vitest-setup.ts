import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@testing-library/jest-dom/vitest';
import '../../src/lib/dayjs';

// Screens load lazily and talk to the mock: on a busy two-core machine a second is not enough.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  // Node-environment tests (contract checks) have no DOM to reset.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
