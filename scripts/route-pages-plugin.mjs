// Writes a page per screen beside index.html, e.g. routes.html for /routes. A server that tries
// `$uri.html` before its single-page fallback hands it out in index.html's place: vite preview
// does, and so does nginx with `try_files $uri $uri.html /index.html`. The root path is the one
// such a server answers with index.html itself: its screen's page (calculator.html) is mapped to
// it by name (here for vite preview, in docs/nginx.conf for nginx). Any other path still gets
// index.html, and the app works the same from either.
//
// A screen's page differs from index.html in two ways:
// - it draws the screen's frame and title in HTML (src/app/boot-frame.tsx, rendered here), so
//   they paint with the page instead of once the screen's code has arrived and run;
// - it lists the screen's code and styles for the browser to fetch with the page, instead of
//   after the entry script has run and asked for them.
//
// Every page, index.html too, fetches its scripts at low priority: the first frame needs only the
// page and its render-blocking styles, and on a slow link the scripts would otherwise share the
// bandwidth with those styles and hold the frame back.

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { runnerImport } from 'vite';

/** Where index.html has the page's own screen drawn: inside `<div id="boot">`. */
const PLACEHOLDER = '<!-- boot -->';
/** The first tag of index.html's head, after which the page's early script is asked for. */
const HEAD_START = '<meta charset="UTF-8" />';
/** The module with the frames, from the project's root. */
const FRAMES_MODULE = 'src/app/boot-frame.tsx';

/**
 * A function that draws the frames of src/app/boot-frame.tsx as HTML: given a signed-in screen
 * (`{ signedIn: true, path, title? }`), its frame; otherwise the plain loading screen. The module
 * runs through Vite's module runner, so the frames are the app's own TypeScript and components,
 * not a copy.
 */
export async function loadFrames(root) {
  const { module } = await runnerImport(`${root}/${FRAMES_MODULE}`, {
    root,
    logLevel: 'warn',
  });
  return (screen) =>
    renderToStaticMarkup(
      screen?.signedIn
        ? createElement(module.SignedInFrame, { path: screen.path, title: screen.title })
        : createElement(module.BootScreen),
    );
}

/** `html` with `frame` (HTML) drawn in index.html's place for the page's own screen. */
export function drawFrame(html, frame) {
  if (!html.includes(PLACEHOLDER)) throw new Error(`index.html has no ${PLACEHOLDER} placeholder`);
  return html.replace(PLACEHOLDER, () => frame);
}

/** A script chunk's preload as the app's page asks for it: at low priority (lowPriorityScripts). */
const lowModulePreload = (href) =>
  `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`;

/**
 * index.html made into one screen's page: `frame` (HTML) drawn in it, `preload` (paths of the
 * screen's scripts and styles) fetched with the page, and `early` (paths of the page's early
 * script, then the chunks it imports), if any, run as soon as they are in.
 */
export function routePage(indexHtml, { frame, preload, early = [] }) {
  const [script, ...imports] = early;
  // The early script and its chunks are asked for first of all, also where the app imports them.
  const first = [
    ...(script ? [`<script type="module" async crossorigin src="${script}"></script>`] : []),
    ...imports.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  const html = imports
    .reduce((page, href) => page.replace(lowModulePreload(href), ''), drawFrame(indexHtml, frame))
    .replace(HEAD_START, (meta) => [meta, ...first].join('\n    '));
  const links = preload
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) =>
      href.endsWith('.css')
        ? // Fetched now, applied when the screen's code asks for it: not a render-blocking sheet.
          `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`
        : lowModulePreload(href),
    );
  return html.replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}</head>`);
}

/**
 * `html` with its module scripts and module preloads (as Vite writes them) fetched at low
 * priority.
 */
export function lowPriorityScripts(html) {
  return html
    .replaceAll(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

/**
 * The files a browser needs for `moduleIds` (absolute ids of lazily loaded modules): their chunks,
 * every chunk those import statically, and the styles of all of them, in load order.
 */
export function chunkFiles(bundle, moduleIds) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const files = [];
  const visit = (chunk) => {
    if (!chunk || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const imported of chunk.imports) visit(bundle[imported]);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (!files.includes(css)) files.push(css);
    }
  };
  for (const id of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`No chunk of its own for ${id}: is it loaded lazily?`);
    visit(chunk);
  }
  return files;
}

/**
 * The middleware of vite preview that answers a screen's path with the screen's page, before
 * Vite's own rule (`$uri.html`, else index.html) would give `/` index.html.
 */
export function screenPageMiddleware(pages) {
  // A path with a parameter has index.html, which every server hands out for it anyway.
  const byPath = new Map(
    pages.filter(({ path }) => !path.includes(':')).map(({ path, file }) => [path, `/${file}`]),
  );
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const url = new URL(req.url ?? '/', 'http://preview');
      const page = byPath.get(url.pathname);
      if (page) req.url = page + url.search;
    }
    next();
  };
}

/**
 * `pages`: `{ path, file, signedIn, title?, modules, early? }` each: the screen's path, the page's
 * file name, whether the screen is for a signed-in user (its frame then has the app's header, and
 * the title if there is one; else the plain loading screen), the modules (paths from the project
 * root) the screen loads on demand, and the entry of the page's early script. The page named
 * index.html is index.html itself, which every path without a page of its own also gets;
 * unclaimed, and in development, it draws the plain loading screen.
 */
export function routePagesPlugin(pages) {
  let root = '';
  let base = '/';
  /** Rendered once per build or development server. */
  let frames;
  const framesOnce = () => (frames ??= loadFrames(root));
  return {
    name: 'route-pages',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    configurePreviewServer(server) {
      server.middlewares.use(screenPageMiddleware(pages));
    },
    // The build draws its pages in generateBundle, where each page is made from the placeholder.
    async transformIndexHtml(html, { server }) {
      return server ? drawFrame(html, (await framesOnce())()) : html;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('route-pages: no index.html in the build');
      const frame = await framesOnce();
      const indexHtml = lowPriorityScripts(String(index.source));
      index.source = drawFrame(indexHtml, frame());
      /** The paths of the files the browser needs for `modules` (paths from the root). */
      const files = (modules) =>
        chunkFiles(
          bundle,
          modules.map((module) => `${root}/${module}`),
        ).map((fileName) => `${base}${fileName}`);
      for (const page of pages) {
        const preload = files(page.modules);
        const early = page.early ? files([page.early]) : [];
        const source = routePage(indexHtml, { frame: frame(page), preload, early });
        if (page.file === 'index.html') index.source = source;
        else this.emitFile({ type: 'asset', fileName: page.file, source });
      }
    },
  };
}
