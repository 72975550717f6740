export declare const MAX_REQUEST_HEADERS_BYTES: number;
export declare function withLongRequests(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
