// Fails when generated/ is not what `npm run generate` would write from the current openapi.yaml.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderGenerated, root, staleFiles } from './codegen.mjs';

const read = (file) => readFile(join(root, file), 'utf8').catch(() => null);
const stale = await staleFiles(await renderGenerated(), read);
if (stale.length > 0) {
  console.error(`generated/ is out of date with openapi.yaml: ${stale.join(', ')}`);
  console.error('Run `npm run generate` and commit the result.');
  process.exit(1);
}
console.log('generated/ matches openapi.yaml');
