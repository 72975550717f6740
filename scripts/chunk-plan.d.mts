import type { Plugin, Rolldown } from 'vite';

/** A chunk of a build's output, as the plan reads it. */
export interface PlannedChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

export declare function planChunks(
  chunks: readonly PlannedChunk[],
  screens: readonly { modules: readonly string[] }[],
  root: string,
): Map<string, string>;
export declare function chunkPlan(
  root: string,
  screens: readonly { modules: readonly string[] }[],
): { plugin: Plugin; group: Rolldown.CodeSplittingGroup };
