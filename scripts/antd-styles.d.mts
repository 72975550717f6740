import type { Plugin } from 'vite';

interface Theme {
  cssVar?: { key?: string };
}
interface Program {
  body: unknown[];
}
export declare function splitCacheMap(text: string): { css: string; map: string };
export declare function componentStyles(
  theme: Theme,
  component: string,
): { css: string; map: string };
export declare function pageStyles(theme: Theme, components: string[]): string;
export declare function antdImports(program: Program): string[];
export declare function stylesheetImports(components: string[]): string;
export declare function antdStylesPlugin(options: { theme: Theme; include: RegExp }): Plugin;
