import type { Plugin } from 'vite';

export interface RoutePage {
  /** The screen's path, which the page is served at. */
  path: string;
  /** The page's file name in the build, e.g. `routes.html` for /routes. */
  file: string;
  /** A signed-in screen's page draws the app's header; a guest's, the plain loading screen. */
  signedIn: boolean;
  /** The title the signed-in frame draws, if the screen's title needs no data. */
  title?: string | undefined;
  /** The modules, as paths from the project root, that the screen loads on demand. */
  modules: string[];
  /** The page's early script, an entry of its own (a path from the project root), if any. */
  early?: string | undefined;
}

/** Draws src/app/boot-frame.tsx: a signed-in screen's frame, else the plain loading screen. */
export declare function loadFrames(
  root: string,
): Promise<(screen?: Pick<RoutePage, 'signedIn' | 'title'> & { path?: string }) => string>;
export declare function drawFrame(html: string, frame: string): string;
export declare function routePage(
  indexHtml: string,
  page: { frame: string; preload: string[]; early?: string[] },
): string;
export declare function lowPriorityScripts(html: string): string;
export declare function chunkFiles(bundle: object, moduleIds: string[]): string[];
export declare function screenPageMiddleware(
  pages: Pick<RoutePage, 'path' | 'file'>[],
): (req: { method?: string; url?: string }, res: unknown, next: () => void) => void;
export declare function routePagesPlugin(pages: RoutePage[]): Plugin;
