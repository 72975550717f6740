import type { Plugin } from 'vite';
export declare function chunkMapPlugin(): Plugin;
