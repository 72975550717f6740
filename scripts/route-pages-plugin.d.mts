import type { Plugin } from 'vite';

export interface RoutePage {
  /** The screen's path, which the page is served at. */
  path: string;
  /** The page's file name in the build, e.g. `routes.html` for /routes. */
  file: string;
  /** The screen's title: the page draws the signed-in frame with it, the loading screen without. */
  title?: string;
  /** The modules, as paths from the project root, that the screen loads on demand. */
  modules: string[];
}

/** Draws src/app/boot-frame.tsx: a signed-in screen's frame given a title, else the loading screen. */
export declare function loadFrames(root: string): Promise<(title?: string) => string>;
export declare function drawFrame(html: string, frame: string): string;
export declare function routePage(
  indexHtml: string,
  page: { frame: string; preload: string[] },
): string;
export declare function lowPriorityScripts(html: string): string;
export declare function chunkFiles(bundle: object, moduleIds: string[]): string[];
export declare function screenPageMiddleware(
  pages: Pick<RoutePage, 'path' | 'file'>[],
): (req: { method?: string; url?: string }, res: unknown, next: () => void) => void;
export declare function routePagesPlugin(pages: RoutePage[]): Plugin;
