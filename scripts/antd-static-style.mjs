// antd's styles as static CSS in the build, instead of CSS-in-JS computed in the browser.
//
// At build start every antd component is rendered once on the server with the app's theme, and
// the styles antd registers are grouped by the name of the style hook that made them
// ('Button-Button', 'Space-Compact'…). Each antd module that defines such a hook then imports a
// virtual stylesheet with that group's CSS, so Vite's CSS code splitting ships a component's
// styles in the chunk that holds the component, and the page no longer generates, hashes and
// inserts them on the main thread. The app switches antd to zero-runtime in the build
// (`theme.zeroRuntime`). Theme tokens stay CSS variables that antd writes at run time, so the
// theme still applies.
//
// Everything is in the `antd` cascade layer, as antd's run-time styles are under
// `<StyleProvider layer>`: the app's own CSS wins over antd's without a specificity contest.
//
// Each component's own CSS variables (`.css-var-app.ant-btn{--ant-button-…}`), which antd
// otherwise computes and inserts as a <style> element when the component first mounts, ship the
// same way. The build has antd skip that work for the components and scopes collected here: each
// insertion made the browser re-read every stylesheet, in the middle of the screen's first
// renders. A scope not collected here still gets its variables at run time.
//
// The development server and the unit tests keep the run-time styles.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const VIRTUAL = 'virtual:antd-style/';
const RESOLVED = `\0${VIRTUAL}`;
/** The module that tells antd which components' CSS variables the build ships. */
const STATIC_VARS = 'virtual:antd-static-css-vars';
const CSS_VAR_PREFIX = 'cssVar-';
/** Where antd registers a component's CSS variables, and the call that does it. */
const REGISTER_MODULE = /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/;
const REGISTER_CALL = /\buseCSSVarRegister\(\{(\s*)path: \[component\],/;
/** Style hooks that the app's theme never mounts, so that nothing is collected for them. */
const NEVER_MOUNTED = new Set([
  // Only under the `wireframe` token.
  'Pagination-bordered',
]);
const HOOK_CALL =
  /\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(\s*(\[\s*'[^']+'\s*,\s*'[^']+'\s*\]|'[^']+')/g;

/** Each call in `code` that defines a style hook: the function, and the name's one or two cells. */
const hookCalls = (code) =>
  [...code.matchAll(HOOK_CALL)].map(([, hook, arg]) => ({
    hook,
    cells: [...arg.matchAll(/'([^']+)'/g)].map(([, cell]) => cell),
  }));

/** 'Button' → 'Button-Button', ['Space', 'Compact'] → 'Space-Compact': antd's cache path. */
export function styleNames(code) {
  return hookCalls(code).map(({ cells }) =>
    (cells.length === 1 ? [cells[0], cells[0]] : cells).join('-'),
  );
}

/** The components whose CSS variables `code` registers: the first cell of each genStyleHooks. */
export function cssVarComponents(code) {
  return hookCalls(code)
    .filter(({ hook }) => hook === 'genStyleHooks')
    .map(({ cells }) => cells[0]);
}

/** The key under which the build lists a component's variables for one scope. */
const scopeKey = (component, key, scope) =>
  [component, key, Array.isArray(scope) ? scope.join('@@') : scope].join('%');

/**
 * Parts that a bare `<Component />` does not render on the server: popups' panels, variants with
 * their own style hooks.
 */
function specialRenders(antd, h) {
  return {
    Badge: (Badge) => h(Badge.Ribbon, null, h(Badge, { count: 1 })),
    Cascader: (Cascader) => [h(Cascader), h(Cascader.Panel)],
    Dropdown: (Dropdown) => h(Dropdown, { menu: { items: [] } }, h('span')),
    Form: (Form) => h(Form, null, h(Form.Item, { label: 'a' }, h(antd.Input))),
    Input: (Input) => [
      h(Input),
      h(Input.Search),
      h(Input.TextArea),
      h(Input.Password),
      h(Input.OTP),
    ],
    Layout: (Layout) =>
      h(Layout, null, h(Layout.Header), h(Layout.Sider), h(Layout.Content), h(Layout.Footer)),
    Menu: (Menu) => h(Menu, { items: [] }),
    Modal: (Modal) => [
      h(Modal),
      h(Modal._InternalPanelDoNotUseOrYouWillBeFired),
      h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
    ],
    Pagination: (Pagination) => h(Pagination, { total: 100, showSizeChanger: true }),
    QRCode: (QRCode) => h(QRCode, { value: 'nmc' }),
    Space: (Space) => [h(Space), h(Space.Compact, null, h(antd.Button), h(Space.Addon, null, 1))],
    Tag: (Tag) => [h(Tag, { color: 'blue' }), h(Tag, { color: 'success' })],
    Tree: (Tree) => h(Tree, { treeData: [] }),
    message: (message) => h(message._InternalPanelDoNotUseOrYouWillBeFired),
    notification: (notification) => h(notification._InternalPanelDoNotUseOrYouWillBeFired),
  };
}

/**
 * Renders every antd component with `theme`. Returns `styles`, the CSS per style hook name and,
 * under `cssVar-<component>`, each component's CSS variables; and `cssVarScopes`, the keys of
 * the component variables collected (see `scopeKey`).
 */
export function collectAntdStyles(theme) {
  const React = require('react');
  const { renderToString } = require('react-dom/server');
  const antd = require('antd');
  const { createCache, StyleProvider } = require('@ant-design/cssinjs');
  const { extract } = require('@ant-design/cssinjs/lib/hooks/useStyleRegister');
  const { extract: extractVars } = require('@ant-design/cssinjs/lib/hooks/useCSSVarRegister');
  const h = React.createElement;
  const special = specialRenders(antd, h);
  const components = Object.keys(antd).filter(
    (name) =>
      !['ConfigProvider', 'Grid', 'version', 'theme'].includes(name) &&
      (/^[A-Z]/.test(name) || name in special),
  );
  const cache = createCache();
  const silent = console.error;
  // Components rendered bare warn about missing props; the render is only for their styles.
  console.error = () => {};
  try {
    renderToString(
      h(
        StyleProvider,
        { cache },
        h(
          antd.ConfigProvider,
          { theme: { ...theme, hashed: false } },
          components.map((name) =>
            h(React.Fragment, { key: name }, special[name]?.(antd[name]) ?? h(antd[name])),
          ),
          h(antd.Row, null, h(antd.Col)),
        ),
      ),
    );
  } finally {
    console.error = silent;
  }

  const groups = new Map();
  const add = (name, order, css) => {
    const group = groups.get(name) ?? [];
    group.push({ order, css });
    groups.set(name, group);
  };
  const cssVarScopes = new Set();
  for (const [key, value] of cache.cache) {
    // 'style%<hash id, empty when unhashed>%Button-Button%ant-btn%anticon'
    // 'cssVar%Button%css-var-app%ant-btn%<token key>'
    const [kind, ...path] = key.split('%');
    if (kind === 'style' && path[1] !== 'ant-design-icons') {
      const extracted = extract(value[1], {}, { plain: true });
      if (extracted) add(path[1], extracted[0], extracted[2]);
    } else if (kind === 'cssVar' && path[1] === theme.cssVar?.key) {
      // Only under the theme's fixed key: a nested provider's comes from React's useId.
      const [component, cssVarKey, scope] = path;
      const extracted = extractVars(value[1], {}, { plain: true });
      if (!extracted) continue;
      add(`${CSS_VAR_PREFIX}${component}`, extracted[0], extracted[2]);
      cssVarScopes.add(scopeKey(component, cssVarKey, scope));
    }
  }
  const styles = new Map(
    [...groups].map(([name, parts]) => [
      name,
      [...new Set(parts.sort((a, b) => a.order - b.order).map(({ css }) => css))].join(''),
    ]),
  );
  return { styles, cssVarScopes };
}

/**
 * genStyleUtils.js of @ant-design/cssinjs-utils with the registration of a component's CSS
 * variables skipped where the build ships them. Null when the call is not where it was: antd has
 * changed, and the plugin needs a look.
 */
export function skipStaticCssVars(code) {
  if (!REGISTER_CALL.test(code)) return null;
  return [
    `import { isStaticCssVar, skipCssVarRegister } from ${JSON.stringify(STATIC_VARS)};`,
    code.replace(
      REGISTER_CALL,
      // Constant for a component, as antd's own zeroRuntime switch is: the hooks' order holds.
      '(isStaticCssVar(component, cssVar.key, rootCls) ? skipCssVarRegister : useCSSVarRegister)({$1path: [component],',
    ),
  ].join('\n');
}

/** @param {{ theme: object }} options the app's antd theme, as the ConfigProvider gets it */
export function antdStaticStylePlugin({ theme }) {
  let build = false;
  let styles = new Map();
  let cssVarScopes = new Set();
  return {
    name: 'antd-static-style',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (build) ({ styles, cssVarScopes } = collectAntdStyles(theme));
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) || id === STATIC_VARS ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${STATIC_VARS}`) {
        return [
          `const scopes = new Set(${JSON.stringify([...cssVarScopes])});`,
          `const scopeKey = ${scopeKey.toString()};`,
          'export const isStaticCssVar = (component, key, scope) =>',
          '  scopes.has(scopeKey(component, key, scope));',
          'export const skipCssVarRegister = () => undefined;',
        ].join('\n');
      }
      if (!id.startsWith(RESOLVED)) return null;
      if (!build) return '';
      const name = id.slice(RESOLVED.length).replace(/\.css$/, '');
      // Variables outside the layer, where antd puts them at run time; none collected is fine.
      if (name.startsWith(CSS_VAR_PREFIX)) return styles.get(name) ?? '';
      const css = NEVER_MOUNTED.has(name) ? '' : styles.get(name);
      if (css === undefined) {
        this.error(`antd-static-style: no styles were collected for «${name}»`);
      }
      return `@layer antd{${css}}`;
    },
    transform(code, id) {
      if (!build) return null;
      if (REGISTER_MODULE.test(id)) {
        const patched = skipStaticCssVars(code);
        if (!patched) this.error(`antd-static-style: no useCSSVarRegister call to patch in ${id}`);
        return { code: patched, map: null };
      }
      if (!/[\\/]node_modules[\\/]antd[\\/]es[\\/]/.test(id)) return null;
      const names = [
        ...styleNames(code),
        ...cssVarComponents(code).map((component) => `${CSS_VAR_PREFIX}${component}`),
      ];
      if (names.length === 0) return null;
      const imports = [...new Set(names)].map(
        (name) => `import ${JSON.stringify(`${VIRTUAL}${name}.css`)};`,
      );
      return { code: `${imports.join('\n')}\n${code}`, map: null };
    },
  };
}
