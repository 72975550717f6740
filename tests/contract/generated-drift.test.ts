// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderGenerated, root, staleFiles } from '../../scripts/codegen.mjs';

const readCommitted = (file: string) => readFile(join(root, file), 'utf8').catch(() => null);

describe('generated/ drift check', () => {
  let rendered: Record<string, string>;
  beforeAll(async () => {
    rendered = await renderGenerated();
  });
  const readRendered = (file: string) => Promise.resolve(rendered[file] ?? null);

  it('finds the committed files in step with openapi.yaml', async () => {
    expect(await staleFiles(rendered, readCommitted)).toEqual([]);
  });

  it('reports a deliberate edit of a generated file', async () => {
    const edited = async (file: string) => {
      const text = await readRendered(file);
      return file === 'generated/api.ts' ? `${text ?? ''}\nexport type Edited = 1;\n` : text;
    };
    expect(await staleFiles(rendered, edited)).toEqual(['generated/api.ts']);
  });

  it('reports a missing generated file', async () => {
    const missing = (file: string) =>
      file === 'generated/operations.ts' ? Promise.resolve(null) : readRendered(file);
    expect(await staleFiles(rendered, missing)).toEqual(['generated/operations.ts']);
  });
});
