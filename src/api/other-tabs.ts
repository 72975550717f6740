import { isRecord } from '../lib/is-record';
import { forgetLocalSession } from './session';
import { ACCESS_KEY, SIGNED_OUT_KEY, tokenStorage } from './token-storage';

export interface OtherTabsHandlers {
  /**
   * Another tab logged out or had its refresh refused: the stored tokens are gone. `chosen`: the
   * user chose «Выйти» there, and the session did not end by itself.
   */
  signedOut: (chosen: boolean) => void;
  /** Another tab stored a new access token: a refresh, or a sign-in, maybe as another user. */
  tokensChanged: () => void;
}

/**
 * Follows the session as other tabs change it: local storage is shared by every tab, and its
 * `storage` event fires in all of them but the one that wrote. A sign-out elsewhere also stops
 * this tab's requests in flight (a refresh among them), so none of them brings the session back,
 * and empties this tab's own session storage. The user chose «Выйти» there, not here: what they
 * had typed here is kept, as when a session expires (see forgetLocalSession).
 */
export function watchOtherTabs(handlers: OtherTabsHandlers): () => void {
  // Set when another tab says «Выйти» is clearing the storage; that clearing comes next.
  let chosen = false;
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === SIGNED_OUT_KEY) {
      chosen = event.newValue !== null;
      return;
    }
    // `key` is null when the other tab cleared the whole storage, as logging out does.
    if (event.key !== null && event.key !== ACCESS_KEY) return;
    if (tokenStorage.getAccess() === null) {
      const signedOut = chosen;
      chosen = false;
      forgetLocalSession('expired');
      handlers.signedOut(signedOut);
    } else if (event.key === ACCESS_KEY) {
      handlers.tokensChanged();
    }
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * The one entry other tabs hear of routes changed here: written and removed at once, so local
 * storage keeps nothing of it, and each write is new (its time), so none is lost as a repeat.
 */
const ROUTES_CHANGED_KEY = 'routesChanged';

const idsOf = (text: string): number[] | null => {
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !Array.isArray(value.ids)) return null;
    return value.ids.filter((id): id is number => Number.isInteger(id));
  } catch {
    return null;
  }
};

/** Tells the other tabs of this browser that the routes `ids` were written. */
export function tellRoutesChanged(ids: readonly number[]): void {
  if (ids.length === 0) return;
  try {
    localStorage.setItem(ROUTES_CHANGED_KEY, JSON.stringify({ ids, at: Date.now() }));
    localStorage.removeItem(ROUTES_CHANGED_KEY);
  } catch {
    // Storage full or refused: the other tabs see the new values when their data goes stale.
  }
}

/** Hears of routes another tab wrote (tellRoutesChanged). */
export function watchRoutesChanged(onChange: (ids: number[]) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== localStorage || event.key !== ROUTES_CHANGED_KEY) return;
    const ids = event.newValue === null ? null : idsOf(event.newValue);
    if (ids?.length) onChange(ids);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
