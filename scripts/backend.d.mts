export declare function startBackend(port: number): Promise<() => Promise<void>>;
