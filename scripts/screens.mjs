// The screens of src/app/screens.json, as the build and the size report need them: each with the
// modules it loads on demand (a signed-in screen loads the signed-in shell too).
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

export function screenModules() {
  const { shell, screens } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return screens.map(({ path, page, title, module, signedIn }) => ({
    path,
    page,
    title,
    modules: signedIn ? [shell.module, module] : [module],
  }));
}
