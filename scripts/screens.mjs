// The screens of src/app/screens.json, as the build, the size report and Lighthouse need them.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const manifestPath = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'app',
  'screens.json',
);

const manifest = () => JSON.parse(readFileSync(manifestPath, 'utf8'));

/**
 * Each screen with the modules it loads on demand (a signed-in screen loads the shell too) and
 * its first load's budget.
 */
export function screenModules() {
  const { shell, screens } = manifest();
  return screens.map(({ path, page, title, module, signedIn, budgetKb, early }) => ({
    path,
    page,
    signedIn,
    title,
    modules: signedIn ? [shell.module, module] : [module],
    early,
    budgetKb,
  }));
}

/**
 * A page to open per screen, and whether it needs a signed-in user: the screen's path, or for a
 * path with a parameter (`/routes/:id`) the manifest's `example` of it.
 */
export function screenPages() {
  return manifest().screens.map(({ path, example, signedIn }) => ({
    path: example ?? path,
    signedIn,
  }));
}
