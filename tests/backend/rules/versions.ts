// A route's version (PRODUCT §4, openapi.yaml `ETag`): a strong validator that changes with every
// write, whoever made it.
import type { StoredRoute } from '../model';

export const etagOf = (route: StoredRoute): string => `"${route.id}-${route.version}"`;

/**
 * Whether a write with this `If-Match` may go ahead: always without one, otherwise only for the
 * current version (`*` stands for any). The comparison is strong (RFC 9110 §13.1.1): a weak tag
 * such as `W/"2-1"`, which a compressing proxy makes of the backend's own, never matches.
 */
export function ifMatchHolds(route: StoredRoute, ifMatch: string | null): boolean {
  if (ifMatch === null) return true;
  const current = etagOf(route);
  return ifMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === current);
}
