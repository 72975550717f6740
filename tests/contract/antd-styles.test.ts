// @vitest-environment node
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  antdImports,
  componentStyles,
  pageStyles,
  splitCacheMap,
  stylesheetImports,
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

describe('splitCacheMap', () => {
  it("separates the record of paths from extractStyle's plain and inline outputs", () => {
    const record = '.data-ant-cssinjs-cache-path{content:"|layer|Shared|ant:1;";}';
    expect(splitCacheMap(`@layer antd{a{color:red}}${record}`)).toEqual({
      css: '@layer antd{a{color:red}}',
      map: record,
    });
    const element = `<style data-ant-cssinjs-cache-path="data-ant-cssinjs-cache-path">${record}</style>`;
    expect(splitCacheMap(`<style data-css-hash="x">.a{}</style>${element}`)).toEqual({
      css: '<style data-css-hash="x">.a{}</style>',
      map: element,
    });
    expect(splitCacheMap('.a{}')).toEqual({ css: '.a{}', map: '' });
  });
});

describe('componentStyles', () => {
  it("renders a component with the app's theme and gives its CSS in antd's layer", () => {
    const { css, map } = componentStyles(theme, 'Button');
    expect(css).toMatch(/^@layer antd\{/);
    expect(css).toContain('.ant-btn{');
    expect(css).not.toContain('data-ant-cssinjs-cache-path');
    expect(map).toContain('|layer|Button-Button|ant-btn|anticon:');
  });

  it('renders the parts of a component that draws nothing bare', () => {
    expect(componentStyles(theme, 'Form').css).toContain('.ant-form-item');
    expect(componentStyles(theme, 'Layout').css).toContain('.ant-layout-header');
  });

  it('gives nothing for a name antd does not export as a component', () => {
    expect(componentStyles(theme, 'NoSuchComponent').css).toBe('');
  });
});

describe('pageStyles', () => {
  const head = pageStyles(theme, ['Button', 'Table']);

  it('lists every shipped style path in one plain rule, which antd reads as a stylesheet', () => {
    const record = /^<style>\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}<\/style>/.exec(
      head,
    );
    expect(record?.[1]).toContain('|layer|Button-Button|ant-btn|anticon:');
    expect(record?.[1]).toContain('|layer|Table-Table|ant-table|anticon:');
    // A record in a marked element would make antd look for inlined styles instead.
    expect(head).not.toContain('<style data-ant-cssinjs-cache-path');
  });

  it("carries the components' variables as the elements antd would insert, under the app's key", () => {
    expect(head).toMatch(
      /<style [^>]*data-css-hash="\w+"[^>]*>\.css-var-app\.ant-btn\{--ant-button-/,
    );
    expect(head).toContain('.css-var-app.ant-table');
  });
});

describe('stylesheetImports', () => {
  it('imports the stylesheet of each component, which the build renders', () => {
    expect(stylesheetImports(['Button', 'App'])).toBe(
      'import "virtual:antd-css/Button.css";\nimport "virtual:antd-css/App.css";\n',
    );
  });
});
