// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { planChunks, type PlannedChunk } from '../../scripts/chunk-plan.mjs';

const root = '/app';
const lib = (name: string) => `/app/node_modules/${name}/index.js`;
const own = (name: string) => `/app/src/${name}.tsx`;

/** A chunk of a build's output as the plan reads it. */
interface Links {
  imports?: string[];
  dynamicImports?: string[];
  facade?: string;
  entry?: boolean;
  css?: number;
}

function chunk(
  fileName: string,
  moduleIds: string[],
  { imports = [], dynamicImports = [], facade = '', entry = false, css = 0 }: Links = {},
): PlannedChunk {
  return {
    fileName,
    moduleIds,
    imports,
    dynamicImports,
    facadeModuleId: facade || null,
    isEntry: entry,
    viteMetadata: {
      importedCss: new Set(Array.from({ length: css }, (_, i) => `${fileName}-${i}.css`)),
    },
  };
}

// Two screens, A and B: an entry, each screen's own chunk, what they load first (alone or both),
// what A loads later through its panel, and a chart that loads on its own.
const chunks = [
  chunk('index.js', [own('main'), lib('react')], { entry: true, dynamicImports: ['a.js', 'b.js'] }),
  chunk('a.js', [own('a')], {
    facade: own('a'),
    imports: ['shared-1.js', 'shared-2.js', 'a-only.js', 'index.js'],
    dynamicImports: ['panel.js'],
  }),
  chunk('b.js', [own('b')], {
    facade: own('b'),
    imports: ['shared-1.js', 'shared-2.js', 'index.js'],
  }),
  chunk('shared-1.js', [lib('button'), lib('icon')]),
  chunk('shared-2.js', [lib('form'), own('format')]),
  chunk('a-only.js', [lib('table'), own('styled-cell')], { css: 1 }),
  chunk('panel.js', [own('panel')], {
    facade: own('panel'),
    imports: ['later-1.js', 'later-2.js', 'shared-1.js'],
    dynamicImports: ['chart.js'],
  }),
  chunk('later-1.js', [lib('select')]),
  chunk('later-2.js', [lib('modal'), own('dialog')]),
  chunk('chart.js', [lib('charts')], { facade: lib('charts') }),
];
const screens = [{ modules: ['src/a.tsx'] }, { modules: ['src/b.tsx'] }];

describe('the chunk plan', () => {
  const plan = planChunks(chunks, screens, root);

  it('puts the code that the same screens load first, and later, in one chunk', () => {
    expect(plan.get(lib('button'))).toBe(plan.get(lib('form')));
    expect(plan.get(lib('icon'))).toBe(plan.get(lib('form')));
    expect(plan.get(own('format'))).toBe(plan.get(lib('form')));
    expect(plan.get(lib('select'))).toBe(plan.get(lib('modal')));
    expect(plan.get(own('dialog'))).toBe(plan.get(lib('modal')));
  });

  it('keeps apart what different screens load first, and what a screen loads first and later', () => {
    const names = new Set([plan.get(lib('form')), plan.get(lib('table')), plan.get(lib('select'))]);
    expect(names.size).toBe(3);
  });

  it('leaves the entry, every lazy module’s own chunk and a chunk loaded on its own as they are', () => {
    for (const id of [lib('react'), own('main'), own('a'), own('b'), own('panel'), lib('charts')]) {
      expect(plan.has(id)).toBe(false);
    }
  });

  it('moves no module of a chunk with styles but its libraries: the styles keep their order', () => {
    expect(plan.has(own('styled-cell'))).toBe(false);
    expect(plan.has(lib('table'))).toBe(true);
  });
});
