import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../src/lib/dayjs';

// Screens are lazy-loaded and the suite runs files in parallel on two cores: a first render
// can take longer than Testing Library's default second without anything being wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Node-environment tests (contract checks) have no DOM to reset.
  if (typeof window === 'undefined') return;
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
