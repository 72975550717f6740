// @vitest-environment node
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  antdImports,
  antdStyles,
  importedComponents,
  withoutCacheMap,
} from '../../scripts/antd-styles.mjs';
import { theme } from '../../src/app/theme';

const MODULE = `
  import { Button, type ButtonProps, App as AntApp, theme } from 'antd';
  import type { ThemeConfig } from 'antd';
  import ruRU from 'antd/locale/ru_RU';
  import { Table } from './table';
`;

describe('antdImports', () => {
  it("lists the components a module imports from 'antd', not its types or helpers", () => {
    expect(antdImports(parseSync('module.ts', MODULE).program)).toEqual(['Button', 'App']);
  });
});

describe('withoutCacheMap', () => {
  it("drops the record of paths that closes extractStyle's output as elements", () => {
    const element =
      '<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">.data-ant-cssinjs-cache-path{content:"";}</style>';
    expect(withoutCacheMap(`<style data-css-hash="x">.a{}</style>${element}`)).toBe(
      '<style data-css-hash="x">.a{}</style>',
    );
    expect(withoutCacheMap('<style data-css-hash="x">.a{}</style>')).toBe(
      '<style data-css-hash="x">.a{}</style>',
    );
  });
});

describe('importedComponents', () => {
  it("lists, once and sorted, the components the app's modules import from 'antd'", () => {
    const components = importedComponents([
      'src/features/auth/login-page.tsx',
      'src/app/signed-in-shell.tsx',
      'src/app/error-page.tsx',
    ]);
    expect(components).toEqual(['Alert', 'App', 'Button', 'Input']);
  });
});

describe('antdStyles', () => {
  const { css, head } = antdStyles(theme, ['Button', 'Form', 'Layout', 'Table', 'NoSuch']);

  it("renders the components with the app's theme into one stylesheet in antd's layer", () => {
    expect(css).toMatch(/^@layer antd\{/);
    expect(css).toContain('.ant-btn{');
    // Parts that a bare component does not draw, and components drawn inside another.
    expect(css).toContain('.ant-form-item');
    expect(css).toContain('.ant-layout-header');
    expect(css).toContain('.ant-pagination');
  });

  it('ends the stylesheet with the record of every shipped style path, as one plain rule', () => {
    const record = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/.exec(css);
    expect(record?.[1]).toContain('|layer|Button-Button|ant-btn|anticon:');
    expect(record?.[1]).toContain('|layer|Table-Table|ant-table|anticon:');
    expect(css.match(/data-ant-cssinjs-cache-path/g)).toHaveLength(1);
  });

  it("carries the components' variables as the elements antd would insert, under the app's key", () => {
    expect(head).toMatch(
      /<style [^>]*data-css-hash="\w+"[^>]*>\.css-var-app\.ant-btn\{--ant-button-/,
    );
    expect(head).toContain('.css-var-app.ant-table');
    // A record in a marked element would make antd look for inlined styles instead.
    expect(head).not.toContain('data-ant-cssinjs-cache-path');
  });
});
