// `npm run docs`: builds the HTML reference of openapi.yaml into docs-dist/index.html.
import { relative } from 'node:path';
import { buildApiDocs } from './api-docs.mjs';
import { root } from './codegen.mjs';

try {
  const file = await buildApiDocs();
  console.log(`API reference: ${relative(root, file)} (the dev server serves it at /api-docs/)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
