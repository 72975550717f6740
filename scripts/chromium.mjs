// Debian's Chromium as every browser check here launches it: headless, with no background
// networking (the machine reaches nothing but localhost and the package registries).

/** The whole browser, as staff run it: Lighthouse and the list benchmark measure this one. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same engine without the browser's shell, which is what
 * Playwright itself runs headless. The browser tests take about half the CPU time in it
 * (docs/testing.md), and they are CPU-bound on a two-core machine.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
