import type { Plugin } from 'vite';
export declare function contentSecurityPolicy(apiBaseUrl?: string): string;
export declare function securityHeaders(apiBaseUrl?: string): Record<string, string>;
export declare function cspPlugin(apiBaseUrl: string | undefined): Plugin;
