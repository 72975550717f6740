import type { Plugin, Rolldown } from 'vite';
export declare function firstLoadChunk(
  root: string,
  earlyEntries: readonly string[],
): { plugin: Plugin; group: Rolldown.CodeSplittingGroup };
