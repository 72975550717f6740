// Sign-in of the built-in backend (PRODUCT §5): any user name with the password `demo`. Tokens
// are opaque, expire, and a refresh token is good for one exchange only, or none after sign-out.
import { randomUUID } from 'node:crypto';
import type { BackendConfig } from '../config';
import type { Db } from '../model';

export const DEMO_PASSWORD = 'demo';

export interface TokenPair {
  access: string;
  refresh: string;
}

export function issueTokens(
  db: Db,
  config: BackendConfig,
  username: string,
  now: number,
): TokenPair {
  const pair = { access: `access-${randomUUID()}`, refresh: `refresh-${randomUUID()}` };
  db.access.set(pair.access, { username, expiresAt: now + config.accessTtlMs });
  db.refresh.set(pair.refresh, { username, expiresAt: now + config.refreshTtlMs });
  if (!db.users.has(username)) db.users.set(username, { username });
  return pair;
}

/** The user an `Authorization: Bearer …` header stands for, while its token lives. */
export function userOfBearer(db: Db, header: string | null, now: number): string | null {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  const session = token ? db.access.get(token) : undefined;
  if (!token || !session) return null;
  if (session.expiresAt <= now) {
    db.access.delete(token);
    return null;
  }
  return session.username;
}

/** A new pair for a live refresh token, which is spent; `null` for a spent or unknown one. */
export function rotateTokens(
  db: Db,
  config: BackendConfig,
  refresh: string,
  now: number,
): TokenPair | null {
  const session = db.refresh.get(refresh);
  if (!session || !revokeRefresh(db, refresh, now)) return null;
  return issueTokens(db, config, session.username, now);
}

/**
 * Sign-out (Simple JWT's `TokenBlacklistView`): the live refresh token is refused from now on,
 * and nothing else is — the access token lives out its short life. `false` for a refresh token
 * that is unknown, already spent or revoked, or expired.
 */
export function revokeRefresh(db: Db, refresh: string, now: number): boolean {
  const session = db.refresh.get(refresh);
  if (!session || db.usedRefresh.has(refresh) || session.expiresAt <= now) return false;
  db.refresh.delete(refresh);
  db.usedRefresh.add(refresh);
  return true;
}
