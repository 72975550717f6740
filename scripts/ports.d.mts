export declare const ports: { mock: number; unitMock: number; dev: number; app: number };
export declare const apiProxy: (
  target: string,
) => Record<string, { target: string; changeOrigin: boolean }>;
