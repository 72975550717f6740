import type { Plugin } from 'vite';

interface Theme {
  cssVar?: { key?: string };
}
interface Program {
  body: unknown[];
}
export declare function withoutCacheMap(elements: string): string;
export declare function antdStyles(
  theme: Theme,
  components: string[],
): { css: string; head: string };
export declare function antdImports(program: Program): string[];
export declare function importedComponents(files: string[]): string[];
export declare function antdStylesPlugin(options: { theme: Theme; sources: string }): Plugin;
