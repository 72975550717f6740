// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chunkFiles,
  drawFrame,
  loadFrames,
  lowPriorityScripts,
  routePage,
} from '../../scripts/route-pages-plugin.mjs';
import { theme } from '../../src/app/theme';

const indexHtml = readFileSync('index.html', 'utf8').replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/assets/react.js">\n</head>',
);

describe('the frames, drawn from src/app/boot-frame.tsx', () => {
  const frames = loadFrames(process.cwd());

  it("draws a signed-in screen's frame: the app's header, logo and the screen's title", async () => {
    const frame = (await frames)({ signedIn: true, title: 'Маршруты' });
    const { Layout } = theme.components;
    // The header's look comes from the theme the app's Layout.Header uses, not from a copy.
    expect(frame).toMatch(
      new RegExp(
        `<header style="[^"]*min-height:${Layout.headerHeight}px;padding:${Layout.headerPadding};[^"]*background:${Layout.headerBg}"><div style="[^"]*height:${Layout.headerHeight}px"><span [^>]*><svg`,
      ),
    );
    expect(frame).toContain('<span class="logo-collapsible">НМЦ Маршруты</span>');
    expect(frame).toMatch(/<h1 style="[^"]*font-size:30px[^"]*">Маршруты<\/h1>/);
    expect(frame).toContain('<p role="status"');
    expect(frame).toContain('Для работы приложения включите JavaScript.</noscript>');
  });

  it("keeps the menu's row with the app's own rule, not a copy of its breakpoint", async () => {
    const frame = (await frames)({ signedIn: true, title: 'Маршруты' });
    // The class src/app/layout/app-header.tsx gives the menu; its breakpoint is in global.css.
    expect(frame).toContain('<div class="header-menu-row"></div>');
    expect(frame).not.toContain('@media');
    expect(readFileSync('src/app/global.css', 'utf8')).toMatch(
      /@media \(max-width: \d+px\) \{\s+\.header-menu-row \{/,
    );
  });

  it('escapes the title', async () => {
    expect((await frames)({ signedIn: true, title: 'A & <B>' })).toContain(
      '>A &amp; &lt;B&gt;</h1>',
    );
  });

  it('draws the header without a title for a screen whose title comes with its data', async () => {
    const frame = (await frames)({ signedIn: true });
    expect(frame).toContain('<header');
    expect(frame).not.toContain('<h1');
    expect(frame).toContain('Загрузка…');
  });

  it("draws the route page's breadcrumb and title line, invisible until its early script", async () => {
    const frame = (await frames)({ signedIn: true, path: '/routes/:id' });
    expect(frame).toMatch(
      /<div id="boot-route-lead" style="visibility:hidden">.*<a href="\/routes"[^>]*>Маршруты<\/a>.*<span id="boot-route-crumb"/,
    );
    expect(frame).toMatch(/<h1 id="boot-route-title" hidden="" style="[^"]*font-size:30px/);
    expect(frame).toContain('Загрузка…');
  });

  it("hides the route page's header too until its early script: index.html is every other path's page", async () => {
    const frame = (await frames)({ signedIn: true, path: '/routes/:id' });
    expect(frame).toMatch(/<div id="boot-route-lead" style="visibility:hidden"><header /);
    expect(frame).toMatch(/<p role="status" style="[^"]*visibility:visible">Загрузка…<\/p>/);
  });

  it("draws the plain loading screen for a guest's page", async () => {
    const screen = (await frames)();
    expect(screen).toMatch(/^<div role="status"/);
    expect(screen).toContain('Загрузка…');
    expect(screen).not.toContain('<header');
    expect(screen).not.toContain('<h1');
  });
});

describe('routePage', () => {
  const page = routePage(indexHtml, {
    frame: '<div class="boot-frame">frame</div>',
    preload: ['/assets/routes-page.js', '/assets/react.js', '/assets/routes-page.css'],
  });

  it("draws the screen's frame in place of the placeholder, outside React's root", () => {
    expect(page).not.toContain('<!-- boot -->');
    // Outside React's root, which React empties on its first render.
    expect(page).toContain(
      '<div id="boot"><div class="boot-frame">frame</div></div>\n    <div id="root"></div>',
    );
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

  it('asks for the early script and its chunks first of all, at normal priority, each once', () => {
    const html = routePage(lowPriorityScripts(indexHtml), {
      frame: 'frame',
      preload: ['/assets/early-route.js', '/assets/route-detail-page.js'],
      early: ['/assets/early-route-entry.js', '/assets/early-route.js', '/assets/react.js'],
    });
    const head = html.slice(html.indexOf('<head>'), html.indexOf('<meta name="viewport"'));
    expect(head).toContain(
      '<script type="module" async crossorigin src="/assets/early-route-entry.js"></script>',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/early-route.js">');
    // The app's own low-priority preload of a chunk the early script needs gives way to it.
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/react.js">');
    expect(html.match(/href="\/assets\/react\.js"/g)).toHaveLength(1);
    expect(html.match(/href="\/assets\/early-route\.js"/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/route-detail-page.js">',
    );
  });

  it('refuses an index.html without the placeholder', () => {
    expect(() => routePage('<html><head></head></html>', { frame: 'x', preload: [] })).toThrow(
      '<!-- boot -->',
    );
    expect(() => drawFrame('<div id="boot"></div>', 'x')).toThrow('placeholder');
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
