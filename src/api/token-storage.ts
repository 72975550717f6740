import type { TokenObtainPair, TokenRefresh } from './schema';

export const ACCESS_KEY = 'access';
const REFRESH_KEY = 'refresh';
/**
 * Written just before «Выйти» clears the storage, and cleared with it: the other tabs hear it
 * before the clearing, so they know the session's end was the user's choice.
 */
export const SIGNED_OUT_KEY = 'signedOut';

/** Access and refresh tokens live in local storage under the keys `access` and `refresh`. */
export const tokenStorage = {
  getAccess: (): string | null => localStorage.getItem(ACCESS_KEY),
  getRefresh: (): string | null => localStorage.getItem(REFRESH_KEY),
  /** A refresh answer without `refresh` (no rotation) keeps the stored one. */
  save(tokens: TokenObtainPair | TokenRefresh): void {
    localStorage.setItem(ACCESS_KEY, tokens.access);
    if (tokens.refresh) localStorage.setItem(REFRESH_KEY, tokens.refresh);
  },
  /**
   * Resolves true once this tab reads a refresh token other than `stale` (another tab's write
   * arrives with its storage event), or false after `timeoutMs`.
   */
  untilRefreshReplaced(stale: string, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const finish = (replaced: boolean) => {
        clearTimeout(timer);
        window.removeEventListener('storage', check);
        resolve(replaced);
      };
      const check = () => {
        if (localStorage.getItem(REFRESH_KEY) !== stale) finish(true);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      window.addEventListener('storage', check);
      check();
    });
  },
  /**
   * Ending a session leaves nothing of it in local storage, not only the tokens; `signedOut`:
   * the user chose «Выйти», and the other tabs are told so.
   */
  clear(signedOut = false): void {
    if (signedOut) localStorage.setItem(SIGNED_OUT_KEY, String(Date.now()));
    localStorage.clear();
  },
};
