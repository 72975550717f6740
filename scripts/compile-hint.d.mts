import type { Plugin } from 'vite';
export declare const COMPILE_HINT: string;
export declare function compileHintPlugin(entry: string): Plugin;
