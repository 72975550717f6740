import type { Plugin } from 'vite';

export interface RoutePage {
  /** The page's file name in the build, e.g. `routes.html` for /routes. */
  file: string;
  /** The screen's title: the page draws the signed-in frame with it. No frame without one. */
  title?: string;
  /** The modules, as paths from the project root, that the screen loads on demand. */
  modules: string[];
}

export declare function routePage(
  indexHtml: string,
  page: { title: string | undefined; preload: string[] },
): string;
export declare function lowPriorityScripts(html: string): string;
export declare function chunkFiles(bundle: object, moduleIds: string[]): string[];
export declare function routePagesPlugin(pages: RoutePage[]): Plugin;
