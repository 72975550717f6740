// Writes a page per screen beside index.html, e.g. routes.html for /routes. A server that tries
// `$uri.html` before its single-page fallback hands it out in index.html's place: vite preview
// does, and so does nginx with `try_files $uri $uri.html /index.html`. Any other path still gets
// index.html, and the app works the same from either.
//
// A screen's page differs from index.html in two ways:
// - it draws the screen's frame and title in HTML, so they paint with the page instead of once
//   the screen's code has arrived and run;
// - it lists the screen's code and styles for the browser to fetch with the page, instead of
//   after the entry script has run and asked for them.
//
// Every page, index.html too, fetches its scripts at low priority: the first frame needs only the
// page and its render-blocking styles, and on a slow link the scripts would otherwise share the
// bandwidth with those styles and hold the frame back.

const BOOT = /<!-- boot -->[\s\S]*?<!-- \/boot -->/;
const MARK = /<svg[\s\S]*?<\/svg>/;
const NOSCRIPT = /<noscript[\s\S]*?<\/noscript>/;

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

/**
 * The signed-in frame around a screen titled `title`: the header with the product mark, and the
 * title where the screen draws its own. `mark` is the product mark's SVG, `noscript` the boot
 * screen's word to a browser without scripts.
 */
function signedInFrame(title, mark, noscript) {
  return [
    '<div class="boot-frame">',
    `<header class="boot-header"><span class="boot-mark">${mark}<span class="boot-brand">НМЦ Маршруты</span></span></header>`,
    `<main class="boot-main"><h1 class="boot-title">${escapeHtml(title)}</h1>`,
    `<p class="boot-text" role="status">Загрузка…</p>${noscript}</main>`,
    '</div>',
  ].join('');
}

/**
 * index.html made into one screen's page: its frame titled `title` (when given) in place of the
 * boot screen, and `preload` (paths of the screen's scripts and styles) fetched with the page.
 */
export function routePage(indexHtml, { title, preload }) {
  let html = indexHtml;
  if (title !== undefined) {
    const boot = BOOT.exec(html)?.[0] ?? '';
    const mark = MARK.exec(boot)?.[0];
    const noscript = NOSCRIPT.exec(boot)?.[0];
    if (!mark || !noscript) throw new Error('index.html has no <!-- boot --> screen with a mark');
    html = html.replace(BOOT, () => signedInFrame(title, mark, noscript));
  }
  const links = preload
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) =>
      href.endsWith('.css')
        ? // Fetched now, applied when the screen's code asks for it: not a render-blocking sheet.
          `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${href}">`
        : `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`,
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
 * `pages`: `{ file, title?, modules }` each: the page's file name, its screen's title (no frame
 * without one), and the modules (paths from the project root) the screen loads on demand.
 */
export function routePagesPlugin(pages) {
  let root = '';
  let base = '/';
  return {
    name: 'route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('route-pages: no index.html in the build');
      const indexHtml = lowPriorityScripts(String(index.source));
      index.source = indexHtml;
      for (const { file, title, modules } of pages) {
        const ids = modules.map((module) => `${root}/${module}`);
        const preload = chunkFiles(bundle, ids).map((fileName) => `${base}${fileName}`);
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: routePage(indexHtml, { title, preload }),
        });
      }
    },
  };
}
