export declare const NGINX_CONFIG: string;
export declare const readNginxConfig: () => string;
export declare function fixedHeaders(config: string): Record<string, string>;
export declare function machineConfig(
  config: string,
  machine: {
    listen: string;
    serverName: string;
    root: string;
    certificate: string;
    key: string;
    backend: string;
  },
): string;
