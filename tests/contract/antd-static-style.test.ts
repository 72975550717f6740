// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectAntdStyles, styleNames } from '../../scripts/antd-static-style.mjs';
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

describe('collectAntdStyles', () => {
  const styles = collectAntdStyles(theme);

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
});
