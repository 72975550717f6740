// `npm run generate`: rewrites generated/ from openapi.yaml.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { renderGenerated, root } from './codegen.mjs';

for (const [file, contents] of Object.entries(await renderGenerated())) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), contents);
  console.log(`wrote ${file}`);
}
