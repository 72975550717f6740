// antd's styles as static CSS in the build, through the server-side rendering API that
// @ant-design/cssinjs documents (`createCache`, `StyleProvider`, `extractStyle`): antd's "extract
// on demand". No antd file is read or rewritten.
//
// - The build renders, once and with the app's theme, every antd component that the app's
//   modules import, and ships the CSS they register as one stylesheet (`virtual:antd-css.css`),
//   which the first screen loads with its code: the page's pre-drawn frame paints without it.
// - The stylesheet ends with the record of the style paths it holds
//   (`.data-ant-cssinjs-cache-path`, which `extractStyle` writes for this purpose): antd reads it
//   at its first render and skips generating and inserting those paths. Were anything of antd's
//   drawn before the stylesheet arrived, antd would find no record and generate everything. What
//   a server render does not reach, such as a popup's own styles, antd still generates in the
//   browser, so nothing goes unstyled. The record holds for the whole page, so the stylesheet is
//   one too: were it split by screen, a component drawn inside another (a tooltip, a
//   confirmation) could be listed but not loaded.
// - Every page also carries, as the `<style>` elements that antd would insert itself, the CSS
//   variables of those components: antd finds them in place and inserts nothing. Each insertion
//   would make the browser re-read every stylesheet, in the middle of the screen's first
//   renders. The theme's own variables antd still writes, once, at the first render.
//
// Everything sits in the `antd` cascade layer (`<StyleProvider layer>`): the app's own CSS wins
// over antd's without a specificity contest. The development server and the unit tests generate
// the styles at run time, as antd does by default: there the stylesheet is empty.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseSync } from 'vite';

const require = createRequire(import.meta.url);
const STYLESHEET = 'virtual:antd-css.css';
/** The element in which `extractStyle`'s output as `<style>` elements ends: its record of paths. */
const CACHE_MAP_ELEMENT = '<style data-ant-cssinjs-cache-path';

/**
 * What the build renders for a component: the component itself, unless it draws nothing
 * without props or parts (documented props and parts only).
 */
function probes(antd, h) {
  return {
    Form: () => h(antd.Form, null, h(antd.Form.Item, { label: 'a' }, h(antd.Input))),
    Input: () => [
      h(antd.Input),
      h(antd.Input.Search),
      h(antd.Input.TextArea),
      h(antd.Input.Password),
    ],
    // Hooks only (`Grid.useBreakpoint`): nothing of it is drawn.
    Grid: () => [],
    Layout: () =>
      h(antd.Layout, null, h(antd.Layout.Header), h(antd.Layout.Content), h(antd.Layout.Footer)),
    Menu: () => h(antd.Menu, { items: [{ key: 'a', label: 'a' }] }),
    Pagination: () => h(antd.Pagination, { total: 100, showSizeChanger: true }),
    Radio: () => h(antd.Radio.Group, { options: ['a'], optionType: 'button' }),
    Table: () =>
      h(antd.Table, {
        columns: [{ title: 'a', dataIndex: 'a' }],
        dataSource: [{ key: 1, a: 1 }],
      }),
    Tag: () => [h(antd.Tag, { color: 'blue' }), h(antd.Tag, { color: 'success' })],
    Upload: () => [h(antd.Upload), h(antd.Upload.Dragger)],
  };
}

/**
 * Renders `node` with `theme`, as the app's providers do (`src/app/providers.tsx`), into a
 * fresh style cache.
 */
function render(theme, node) {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const { ConfigProvider } = require('antd');
  const { createCache, StyleProvider } = require('@ant-design/cssinjs');
  const cache = createCache();
  const silent = console.error;
  // Components rendered bare warn about missing props; the render is only for their styles.
  console.error = () => {};
  try {
    renderToString(
      React.createElement(
        StyleProvider,
        { cache, layer: true },
        React.createElement(ConfigProvider, { theme }, node),
      ),
    );
  } finally {
    console.error = silent;
  }
  return cache;
}

/** Whether antd exports a component (a function, or a memo/forwardRef object) as `name`. */
const isComponent = (antd, name) => ['function', 'object'].includes(typeof antd[name]);

/** The rendering of each of `components` that antd exports. */
function componentNodes(components) {
  const React = require('react');
  const antd = require('antd');
  const special = probes(antd, React.createElement);
  return components
    .filter((name) => isComponent(antd, name))
    .map((name) => special[name]?.() ?? React.createElement(antd[name]));
}

/**
 * `extractStyle`'s output as `<style>` elements without its closing record of paths: antd takes a
 * record in an element of its own for styles inlined into the page, and looks for them there.
 */
export function withoutCacheMap(elements) {
  const at = elements.lastIndexOf(CACHE_MAP_ELEMENT);
  return at < 0 ? elements : elements.slice(0, at);
}

/**
 * What the build ships for `components` rendered with `theme`: `css`, the stylesheet with its
 * record of paths, and `head`, what every page's head carries: the components' CSS variables as
 * antd's own `<style>` elements.
 */
export function antdStyles(theme, components) {
  const { extractStyle } = require('@ant-design/cssinjs');
  const cache = render(theme, componentNodes(components));
  return {
    css: extractStyle(cache, { plain: true, types: 'style' }),
    head: withoutCacheMap(extractStyle(cache, { types: 'cssVar' })),
  };
}

/** The components a module imports from 'antd', from its syntax tree (ESTree). */
export function antdImports(program) {
  return program.body.flatMap((node) =>
    node.type === 'ImportDeclaration' && node.source.value === 'antd' && node.importKind !== 'type'
      ? node.specifiers.flatMap((specifier) =>
          specifier.type === 'ImportSpecifier' &&
          specifier.importKind !== 'type' &&
          /^[A-Z]/.test(specifier.imported.name)
            ? [specifier.imported.name]
            : [],
        )
      : [],
  );
}

/** The components that the modules in `files` (paths of TypeScript sources) import from 'antd'. */
export function importedComponents(files) {
  const names = files.flatMap((file) =>
    antdImports(parseSync(file, readFileSync(file, 'utf8')).program),
  );
  return [...new Set(names)].sort();
}

/**
 * @param {{ theme: object, sources: string }} options the theme as the ConfigProvider gets it,
 * and the folder of the app's modules
 */
export function antdStylesPlugin({ theme, sources }) {
  let build = false;
  let shipped = { css: '', head: '' };
  return {
    name: 'antd-styles',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (!build) return;
      const files = readdirSync(sources, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => join(sources, file));
      shipped = antdStyles(theme, importedComponents(files));
    },
    resolveId(id) {
      return id === STYLESHEET ? `\0${id}` : null;
    },
    load(id) {
      return id === `\0${STYLESHEET}` ? shipped.css : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return build ? html.replace('</head>', () => `${shipped.head}</head>`) : html;
      },
    },
  };
}
