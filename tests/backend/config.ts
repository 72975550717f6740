// How the backend behaves: the timings of PRODUCT §5 and the habits of the deployments staff
// meet (a compressing proxy, a page cap, a slow network), each overridable from the environment
// and in the reset body (server.ts), so a path can be tried by hand or by a test.
const ms = (name: string, fallback: number): number => {
  const value = process.env[name];
  return value && /^\d+$/.test(value) ? Number(value) : fallback;
};

export interface BackendConfig {
  /** An access token's life: 5 minutes by default. */
  accessTtlMs: number;
  refreshTtlMs: number;
  /** A job stays NEW this long, then STARTED until `jobEndMs`. */
  jobStartMs: number;
  jobEndMs: number;
  /** Every `ETag` goes out weak (`W/"2-1"`), as nginx gzip or Django's GZipMiddleware send it. */
  weakEtags: boolean;
  /** The most rows a page gives, whatever `limit` asks (DRF's `max_page_size`). */
  pageCap: number;
  /** How long each API call waits before it answers. */
  latencyMs: number;
}

/** DRF's `max_page_size` as deployments set it: a 1000-row `limit` gets 100 rows a page. */
export const DEFAULT_PAGE_CAP = 100;

export const configFromEnv = (): BackendConfig => ({
  accessTtlMs: ms('BACKEND_ACCESS_TTL_MS', 5 * 60_000),
  refreshTtlMs: ms('BACKEND_REFRESH_TTL_MS', 24 * 60 * 60_000),
  jobStartMs: ms('BACKEND_JOB_START_MS', 400),
  jobEndMs: ms('BACKEND_JOB_END_MS', 2000),
  weakEtags: process.env.BACKEND_WEAK_ETAGS === '1',
  pageCap: Math.max(1, ms('BACKEND_PAGE_CAP', DEFAULT_PAGE_CAP)),
  latencyMs: ms('BACKEND_LATENCY_MS', 0),
});

const isMs = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The settings a reset body names; anything else in it, or of the wrong type, is left out. */
export function configOf(body: Record<string, unknown>): Partial<BackendConfig> {
  const config: Partial<BackendConfig> = {};
  for (const name of [
    'accessTtlMs',
    'refreshTtlMs',
    'jobStartMs',
    'jobEndMs',
    'latencyMs',
  ] as const) {
    const value = body[name];
    if (isMs(value)) config[name] = value;
  }
  const { pageCap } = body;
  if (typeof pageCap === 'number' && Number.isInteger(pageCap) && pageCap >= 1)
    config.pageCap = pageCap;
  if (typeof body.weakEtags === 'boolean') config.weakEtags = body.weakEtags;
  return config;
}
