export interface ScreenModules {
  path: string;
  /** The screen's pre-drawn HTML page in the build, if it has one. */
  page?: string;
  title?: string;
  /** The modules, as paths from the project root, that the screen loads on demand. */
  modules: string[];
}

export declare function screenModules(): ScreenModules[];
