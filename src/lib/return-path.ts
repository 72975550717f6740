import { isRecord } from './is-record';

// Any origin will do: only whether a path stays on it matters.
const ORIGIN = 'http://app.invalid';

/**
 * The page (path and query) to go back to after sign-in, if `value` is a page of this app, else
 * null. Never another site: not an absolute URL, not `//host` or `/\host` (browsers read both as
 * another host), nothing a URL parser would quietly turn into one (tabs, line breaks, `/./`,
 * `/..`), and not the sign-in page itself.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || /[\\\p{Cc}\s]/u.test(value)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  const { origin, pathname, search } = url;
  if (origin !== ORIGIN || pathname.startsWith('//')) return null;
  if (pathname === '/login' || pathname.startsWith('/login/')) return null;
  return pathname + search;
}

/**
 * What /login knows of how the visitor got there (its history entry's state): the page to go back
 * to, whose session ended there, and whether it ended (rather than there was none).
 */
export interface LoginState {
  from: string | null;
  user: string | null;
  ended: boolean;
}

export function readLoginState(state: unknown): LoginState {
  if (!isRecord(state)) return { from: null, user: null, ended: false };
  return {
    from: safeReturnPath(state.from),
    user: typeof state.user === 'string' ? state.user : null,
    ended: state.ended === true,
  };
}

/**
 * Where a sign-in as `username` leads: back to the page the visitor was on or was linked to,
 * unless it was another user's session that ended there; `/` from /login itself.
 */
export function afterSignIn(state: LoginState, username: string): string {
  if (state.from === null || (state.user !== null && state.user !== username)) return '/';
  return state.from;
}
