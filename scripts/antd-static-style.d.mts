import type { Plugin } from 'vite';
export declare function styleNames(code: string): string[];
export declare function cssVarComponents(code: string): string[];
export declare function skipStaticCssVars(code: string): string | null;
export declare function collectAntdStyles(theme: { cssVar?: { key?: string } }): {
  styles: Map<string, string>;
  cssVarScopes: Set<string>;
};
export declare function antdStaticStylePlugin(options: {
  theme: { cssVar?: { key?: string } };
}): Plugin;
