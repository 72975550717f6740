import type { ComponentType } from 'react';
import manifest from './screens.json';

/** A module of the app that is loaded on demand, and the component it exports. */
interface LazyModule {
  module: string;
  export: string;
}

/**
 * A screen, one entry of `screens.json`: the router, the build's per-screen pages
 * (`scripts/route-pages-plugin.mjs`) and the size report (`scripts/size.mjs`) all read it.
 * `page` names the screen's pre-drawn HTML page; `title` is what that page draws. `example` is a
 * path of a screen whose path has a parameter, for `npm run lighthouse` to open. `early` is a
 * script of its own that the page runs beside the app's code, as soon as it arrives.
 */
export interface Screen extends LazyModule {
  path: string;
  example?: string;
  signedIn: boolean;
  page?: string;
  title?: string;
  early?: string;
}

export const SCREENS: readonly Screen[] = manifest.screens;

// The modules the manifest may name, each its own chunk, keyed by their path from the root.
const lazyModules = import.meta.glob<Record<string, unknown>>([
  '/src/features/*/*-page.tsx',
  '/src/app/signed-in-shell.tsx',
]);

const isComponent = (value: unknown): value is ComponentType => typeof value === 'function';

/** A route's `lazy`: the named component of a module of the manifest. */
export function lazyComponent(entry: LazyModule): () => Promise<{ Component: ComponentType }> {
  const load = lazyModules[`/${entry.module}`];
  if (!load) throw new Error(`screens.json names ${entry.module}, which cannot be loaded lazily`);
  return async () => {
    const Component = (await load())[entry.export];
    if (!isComponent(Component)) throw new Error(`${entry.module} has no ${entry.export}`);
    return { Component };
  };
}

export const lazyShell = lazyComponent(manifest.shell);

/** Fetches a screen's code ahead of need: a later visit renders without waiting for it. */
export function preloadScreen(path: string): void {
  const screen = SCREENS.find((entry) => entry.path === path);
  if (screen) lazyComponent(screen)().catch(() => undefined);
}
