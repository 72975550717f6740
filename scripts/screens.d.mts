export interface ScreenModules {
  path: string;
  /** The screen's pre-drawn HTML page in the build, if it has one. */
  page?: string;
  signedIn: boolean;
  title?: string;
  /** The modules, as paths from the project root, that the screen loads on demand. */
  modules: string[];
  /** The page's early script, an entry of its own (a path from the project root), if it has one. */
  early?: string;
  /** The most JS, in kB gzip, that the screen's first load may carry (`npm run size`). */
  budgetKb: number;
}

export declare function screenModules(): ScreenModules[];

export interface ScreenPage {
  /** The page to open: the screen's path, or an example of it when the path has a parameter. */
  path: string;
  signedIn: boolean;
}

export declare function screenPages(): ScreenPage[];
