import type { Plugin } from 'vite';
export declare const DOCS_FILE: string;
export declare function buildApiDocs(outFile?: string): Promise<string>;
export declare function apiDocsPlugin(options?: { outFile?: string }): Plugin;
