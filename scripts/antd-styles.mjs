// antd's styles as static CSS in the build, through the server-side rendering API that
// @ant-design/cssinjs documents (`createCache`, `StyleProvider`, `extractStyle`): antd's "extract
// on demand". No antd file is read or rewritten.
//
// - Each module of the app that imports components from 'antd' also imports a stylesheet per
//   component: the CSS that component registers when the build renders it once with the app's
//   theme. Vite's CSS code splitting then ships a component's styles with the chunks that use it.
// - Every page carries the list of the style paths the build shipped
//   (`.data-ant-cssinjs-cache-path`, the record `extractStyle` writes for this purpose): antd
//   skips generating and inserting those at run time. Anything else, such as a popup's styles
//   that a server render does not reach, antd still generates in the browser, so nothing goes
//   unstyled.
// - Every page also carries, as the `<style>` elements that antd would insert itself, the CSS
//   variables of those components: antd finds them in place and inserts nothing. Each insertion
//   would make the browser re-read every stylesheet, in the middle of the screen's first
//   renders. The theme's own variables antd still writes, once, at the first render.
//
// Everything sits in the `antd` cascade layer (`<StyleProvider layer>`): the app's own CSS wins
// over antd's without a specificity contest. The development server and the unit tests generate
// the styles at run time, as antd does by default.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const VIRTUAL = 'virtual:antd-css/';
const RESOLVED = `\0${VIRTUAL}`;
/**
 * The record that `extractStyle` appends to what it extracted, listing the style paths: a rule in
 * its plain output, a `<style>` element otherwise.
 */
const CACHE_MAP_RULE = '.data-ant-cssinjs-cache-path{';
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
 * `extractStyle`'s output, split into the styles and the record of the style paths it holds: the
 * record must be one for the whole page, where each component's CSS goes with its chunk.
 */
export function splitCacheMap(text) {
  const element = text.lastIndexOf(CACHE_MAP_ELEMENT);
  const at = element < 0 ? text.lastIndexOf(CACHE_MAP_RULE) : element;
  return at < 0 ? { css: text, map: '' } : { css: text.slice(0, at), map: text.slice(at) };
}

/** The CSS that `component` registers when rendered with `theme`, and its record of paths. */
export function componentStyles(theme, component) {
  const { extractStyle } = require('@ant-design/cssinjs');
  const nodes = componentNodes([component]);
  if (nodes.length === 0) return { css: '', map: '' };
  const cache = render(theme, nodes);
  return splitCacheMap(extractStyle(cache, { plain: true, types: 'style' }));
}

/**
 * What every page's head carries for `components` rendered with `theme`: the record of the
 * style paths the build ships, and the CSS variables as antd's own `<style>` elements.
 */
export function pageStyles(theme, components) {
  const { extractStyle } = require('@ant-design/cssinjs');
  const cache = render(theme, componentNodes(components));
  const { map } = splitCacheMap(extractStyle(cache, { plain: true, types: 'style' }));
  // The record of paths goes alone: antd reads a record that comes in a `<style>` element of its
  // own as styles inlined into the page, which these are not.
  const variables = splitCacheMap(extractStyle(cache, { types: 'cssVar' })).css;
  return `<style>${map}</style>${variables}`;
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

/** The imports of the stylesheets of `components`, to put at the top of a module. */
export const stylesheetImports = (components) =>
  components.map((name) => `import ${JSON.stringify(`${VIRTUAL}${name}.css`)};\n`).join('');

/** @param {{ theme: object, include: RegExp }} options the theme as the ConfigProvider gets it, and the app's modules */
export function antdStylesPlugin({ theme, include }) {
  let build = false;
  const components = new Set();
  return {
    name: 'antd-styles',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const component = id.slice(RESOLVED.length).replace(/\.css$/, '');
      return componentStyles(theme, component).css;
    },
    transform(code, id) {
      if (!build || !include.test(id) || !code.includes('antd')) return null;
      const imported = antdImports(this.parse(code));
      if (imported.length === 0) return null;
      for (const component of imported) components.add(component);
      return { code: `${stylesheetImports(imported)}${code}`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!build) return html;
        return html.replace('</head>', () => `${pageStyles(theme, [...components])}</head>`);
      },
    },
  };
}
