export declare const ports: {
  mock: number;
  backend: number;
  testBackend: number;
  unitMock: number;
  dev: number;
  app: number;
  backendApp: number;
};
export declare const apiProxy: (
  target: string,
) => Record<string, { target: string; changeOrigin: boolean }>;
