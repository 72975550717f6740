import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../src/lib/dayjs';

afterEach(() => {
  // Node-environment tests (contract checks) have no DOM to reset.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
