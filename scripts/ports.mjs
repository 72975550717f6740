/**
 * Ports of the local servers. Each can be moved with an environment variable so that several
 * checkouts can run their tests side by side.
 */
const num = (value, fallback) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export const ports = {
  /** Prism mock behind `npm run start:prism` and the e2e run. */
  mock: num(process.env.MOCK_PORT, 4010),
  /** The backend with memory behind `npm start` and `npm run preview:mock`. */
  backend: num(process.env.BACKEND_PORT, 4020),
  /** The e2e run's own backend with memory: never one that `npm start` left running. */
  testBackend: num(process.env.TEST_BACKEND_PORT, 4030),
  /** Prism mock started by Vitest's global setup. */
  unitMock: num(process.env.UNIT_MOCK_PORT, 4011),
  /** Vite dev server. */
  dev: num(process.env.DEV_PORT, 5173),
  /** `vite preview` on Prism, used by the e2e run. */
  app: num(process.env.APP_PORT, 4173),
  /** `vite preview` on the backend with memory, used by the e2e run. */
  backendApp: num(process.env.BACKEND_APP_PORT, 4174),
};

/** The dev server and `vite preview` forward API calls to the mock or to a real backend. */
export const apiProxy = (target) => ({
  '/api/': { target, changeOrigin: true },
  '/users/': { target, changeOrigin: true },
});
