import { forgetLocalSession } from './session';
import { ACCESS_KEY, tokenStorage } from './token-storage';

export interface OtherTabsHandlers {
  /** Another tab logged out or had its refresh refused: the stored tokens are gone. */
  signedOut: () => void;
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
  const listener = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage, as logging out does.
    if (event.storageArea !== localStorage || (event.key !== null && event.key !== ACCESS_KEY)) {
      return;
    }
    if (tokenStorage.getAccess() === null) {
      forgetLocalSession('expired');
      handlers.signedOut();
    } else if (event.key === ACCESS_KEY) {
      handlers.tokensChanged();
    }
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
