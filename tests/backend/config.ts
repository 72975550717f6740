// How long things take on the backend: the defaults of PRODUCT §5, each overridable from the
// environment so the refresh path or a slow job can be tried by hand.
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
}

export const configFromEnv = (): BackendConfig => ({
  accessTtlMs: ms('BACKEND_ACCESS_TTL_MS', 5 * 60_000),
  refreshTtlMs: ms('BACKEND_REFRESH_TTL_MS', 24 * 60 * 60_000),
  jobStartMs: ms('BACKEND_JOB_START_MS', 400),
  jobEndMs: ms('BACKEND_JOB_END_MS', 2000),
});
