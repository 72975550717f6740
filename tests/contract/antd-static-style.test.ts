// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  collectAntdStyles,
  cssVarComponents,
  skipStaticCssVars,
  styleNames,
} from '../../scripts/antd-static-style.mjs';
import { theme } from '../../src/app/theme';

const ANTD = 'node_modules/antd/es';

describe('styleNames', () => {
  it("reads antd's cache path names from the calls that define style hooks", () => {
    expect(
      styleNames(`
        export default genStyleHooks('Button', genButtonStyle, prepareComponentToken);
        const Compact = genSubStyleComponent(['Button', 'compact'], token => token);
        export const useSharedStyle = genStyleHooks([ 'Input', 'Shared' ], token => token);
        const useWave = genComponentStyleHook('Wave', token => [genWaveStyle(token)]);
        import { genStyleHooks } from '../../theme/internal';
      `),
    ).toEqual(['Button-Button', 'Button-compact', 'Input-Shared', 'Wave-Wave']);
  });
});

describe('cssVarComponents', () => {
  it('reads the components whose CSS variables a module registers: genStyleHooks only', () => {
    expect(
      cssVarComponents(`
        export default genStyleHooks('Button', genButtonStyle, prepareComponentToken);
        export const useSharedStyle = genStyleHooks([ 'Input', 'Shared' ], token => token);
        const Compact = genSubStyleComponent(['Button', 'compact'], token => token);
        const useWave = genComponentStyleHook('Wave', token => [genWaveStyle(token)]);
      `),
    ).toEqual(['Button', 'Input']);
  });
});

describe('skipStaticCssVars', () => {
  const source = readFileSync(
    'node_modules/@ant-design/cssinjs-utils/es/util/genStyleUtils.js',
    'utf8',
  );

  it("skips the registration of a component's variables where the build ships them", () => {
    const patched = skipStaticCssVars(source) ?? '';
    expect(patched).toMatch(/^import \{ isStaticCssVar, skipCssVarRegister \} from /);
    expect(patched).toContain(
      '(isStaticCssVar(component, cssVar.key, rootCls) ? skipCssVarRegister : useCSSVarRegister)({',
    );
    expect(patched.match(/useCSSVarRegister\(\{/g)).toBeNull();
  });

  it('gives up when antd registers variables some other way', () => {
    expect(skipStaticCssVars('export default function genStyleUtils() {}')).toBeNull();
  });
});

describe('collectAntdStyles', () => {
  const { styles, cssVarScopes } = collectAntdStyles(theme);

  it("collects CSS for every style hook that antd defines, so the build can't miss one", () => {
    const files = execFileSync('grep', [
      '-rlE',
      'genStyleHooks\\(|genComponentStyleHook\\(|genSubStyleComponent\\(',
      ANTD,
      '--include=*.js',
    ])
      .toString()
      .trim()
      .split('\n');
    const defined = new Set(files.flatMap((file) => styleNames(readFileSync(file, 'utf8'))));
    expect(defined.size).toBeGreaterThan(50);
    const missing = [...defined].filter((name) => !styles.get(name));
    // The one hook that only the wireframe token mounts.
    expect(missing).toEqual(['Pagination-bordered']);
  });

  it('writes unhashed selectors, with theme tokens as CSS variables, and the shared styles', () => {
    const button = styles.get('Button-Button') ?? '';
    expect(button).toContain('.ant-btn{');
    expect(button).toContain('var(--ant-');
    expect(button).not.toMatch(/:where\(\.css-/);
    // Links and icons, which every antd component relies on.
    expect(styles.get('Shared')).toContain('.anticon{');
  });

  it("collects each component's CSS variables under the theme's fixed key, with their scopes", () => {
    expect(styles.get('cssVar-Button')).toMatch(/^\.css-var-app\.ant-btn\{--ant-button-/);
    expect(styles.get('cssVar-Table')).toContain('--ant-table-header-bg:#fafafa');
    expect(cssVarScopes).toContain('Button%css-var-app%ant-btn');
    expect(cssVarScopes).toContain('Select%css-var-app%ant-select-css-var');
    // Only the app's own theme: nested providers' keys come from React's useId.
    expect([...cssVarScopes].filter((scope) => !scope.includes('%css-var-app%'))).toEqual([]);
  });
});
