// One store per scope. The app's own traffic has none and shares the default store; each
// browser test names a scope of its own in a header, so tests running side by side each start
// from the seed and never see another's writes.
import { configFromEnv, type BackendConfig } from './config';
import type { Db } from './model';
import { SCOPE_HEADER } from './scope-header';
import { seed } from './seed';

const DEFAULT_SCOPE = 'default';
/** Old scopes are dropped first: a test run makes one per test. */
const MAX_SCOPES = 64;

export interface Scope {
  db: Db;
  config: BackendConfig;
  /** The seed's today, `YYYY-MM-DD`: chart prices run up to it. */
  anchor: string;
}

const scopes = new Map<string, Scope>();

const fresh = (config: BackendConfig): Scope => {
  const today = new Date();
  return { db: seed(today), config, anchor: today.toISOString().slice(0, 10) };
};

export function scopeOf(request: Request): Scope {
  const name = request.headers.get(SCOPE_HEADER) ?? DEFAULT_SCOPE;
  const known = scopes.get(name);
  if (known) {
    // Most recently used last, so the oldest is the first key.
    scopes.delete(name);
    scopes.set(name, known);
    return known;
  }
  const scope = fresh(configFromEnv());
  scopes.set(name, scope);
  for (const oldest of scopes.keys()) {
    if (scopes.size <= MAX_SCOPES) break;
    scopes.delete(oldest);
  }
  return scope;
}

/** Back to the seed, with `config` changed where given (a test's short token life, a page cap). */
export function resetScope(request: Request, config: Partial<BackendConfig> = {}): void {
  const name = request.headers.get(SCOPE_HEADER) ?? DEFAULT_SCOPE;
  scopes.set(name, fresh({ ...configFromEnv(), ...config }));
}
