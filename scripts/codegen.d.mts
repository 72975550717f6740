export declare const root: string;
export declare function renderGenerated(): Promise<Record<string, string>>;
export declare function staleFiles(
  rendered: Record<string, string>,
  read: (file: string) => Promise<string | null>,
): Promise<string[]>;
