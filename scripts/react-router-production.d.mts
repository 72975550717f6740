import type { Plugin } from 'vite';
export declare const REACT_ROUTER_DEVELOPMENT: RegExp;
export declare function reactRouterProductionPlugin(root: string): Plugin;
