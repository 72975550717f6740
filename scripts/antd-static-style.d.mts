import type { Plugin } from 'vite';
export declare function styleNames(code: string): string[];
export declare function collectAntdStyles(theme: object): Map<string, string>;
export declare function antdStaticStylePlugin(options: { theme: object }): Plugin;
