// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chunkFiles, lowPriorityScripts, routePage } from '../../scripts/route-pages-plugin.mjs';

const indexHtml = readFileSync('index.html', 'utf8').replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">\n</head>',
);

describe('routePage', () => {
  const page = routePage(indexHtml, {
    title: 'Маршруты',
    preload: ['/assets/routes-page.js', '/assets/react.js', '/assets/routes-page.css'],
  });

  it("draws the screen's frame and title in place of the boot screen", () => {
    expect(page).toContain('<h1 class="boot-title">Маршруты</h1>');
    expect(page).toContain('<header class="boot-header">');
    expect(page).not.toContain('<div class="boot" role="status">');
    // The product mark and the word to a browser without scripts come from the boot screen.
    expect(page).toMatch(/<header class="boot-header"><span class="boot-mark"><svg/);
    expect(page).toContain('<noscript class="boot-text">Для работы приложения включите');
    // Outside React's root, which React empties on its first render.
    expect(page).toMatch(/<div id="boot">[\s\S]*boot-frame[\s\S]*<\/div>\s*<div id="root"><\/div>/);
  });

  it("fetches the screen's scripts and styles with the page, each once", () => {
    expect(page).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/routes-page.js">',
    );
    expect(page).toContain(
      '<link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/routes-page.css">',
    );
    expect(page.match(/href="\/assets\/react\.js"/g)).toHaveLength(1);
    expect(page.indexOf('routes-page.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it('escapes the title and keeps the boot screen when there is none', () => {
    expect(routePage(indexHtml, { title: 'A & <B>', preload: [] })).toContain(
      '<h1 class="boot-title">A &amp; &lt;B&gt;</h1>',
    );
    const login = routePage(indexHtml, { title: undefined, preload: ['/assets/login.js'] });
    expect(login).toContain('<div class="boot" role="status">');
    expect(login).toContain('href="/assets/login.js"');
  });

  it('refuses an index.html without a boot screen', () => {
    expect(() => routePage('<html><head></head></html>', { title: 'X', preload: [] })).toThrow(
      'boot',
    );
  });
});

describe('lowPriorityScripts', () => {
  it('fetches module scripts and module preloads at low priority, and nothing else', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" crossorigin href="/assets/antd.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    ].join('\n');
    expect(lowPriorityScripts(html).split('\n')).toEqual([
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/antd.js">',
      // Render-blocking styles keep their priority: the first frame waits for them.
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    ]);
  });
});

describe('chunkFiles', () => {
  const chunk = (fileName: string, imports: string[], css: string[] = [], facade?: string) => ({
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId: facade ?? null,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = {
    'assets/page.js': chunk(
      'assets/page.js',
      ['assets/table.js', 'assets/react.js'],
      ['assets/page.css'],
      '/app/src/page.tsx',
    ),
    'assets/table.js': chunk('assets/table.js', ['assets/react.js'], ['assets/table.css']),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/chart.js': chunk('assets/chart.js', ['assets/react.js'], [], '/app/src/chart.tsx'),
    'index.html': { type: 'asset', fileName: 'index.html' },
  };

  it('lists a lazy module’s chunk, all it imports statically and their styles, once each', () => {
    expect(chunkFiles(bundle, ['/app/src/page.tsx'])).toEqual([
      'assets/page.js',
      'assets/table.js',
      'assets/react.js',
      'assets/table.css',
      'assets/page.css',
    ]);
  });

  it('fails on a module without a chunk of its own', () => {
    expect(() => chunkFiles(bundle, ['/app/src/missing.tsx'])).toThrow('/app/src/missing.tsx');
  });
});
