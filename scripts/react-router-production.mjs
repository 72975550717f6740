// React Router 7 ships a production build (dist/production: the same code without its development
// warnings and their checks), but its package exports the development build on every condition,
// a choice its maintainers call temporary (remix-run/react-router#12532, #14102). The app's build
// takes the production one: 0.6 kB of gzip off every screen's first load (docs/performance.md).
// The development server and the unit tests keep the development build and its warnings.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The development build's modules, as the build's module ids show them. */
export const REACT_ROUTER_DEVELOPMENT =
  /node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]/;

/** @param {string} root the project's folder */
export function reactRouterProductionPlugin(root) {
  const dist = join(root, 'node_modules', 'react-router', 'dist', 'production');
  const modules = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production',
    apply: 'build',
    config() {
      const alias = Object.entries(modules).map(([name, file]) => {
        const replacement = join(dist, file);
        if (!existsSync(replacement)) throw new Error(`React Router has no ${replacement}`);
        return { find: new RegExp(`^${name}$`), replacement };
      });
      return { resolve: { alias } };
    },
  };
}
