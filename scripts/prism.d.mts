import type { ChildProcess } from 'node:child_process';
export declare function startPrism(
  port: number,
  options?: { quiet?: boolean; extraArgs?: string[]; document?: string },
): Promise<{ stop: () => void; child: ChildProcess }>;
