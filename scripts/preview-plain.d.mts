import type { Plugin } from 'vite';

/** A request as `plainFiles` reads and changes it. */
export interface PlainFilesRequest {
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

export declare function plainFiles(
  request: PlainFilesRequest,
  response: unknown,
  next: () => void,
): void;
export declare function plainPreviewFiles(): Plugin;
