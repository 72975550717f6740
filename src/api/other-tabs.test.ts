import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchOtherTabs } from './other-tabs';
import { sessionSignal } from './session';

/** What another tab's write to local storage looks like here: the storage event. */
const storageEvent = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

describe('the session as other tabs change it', () => {
  const signedOut = vi.fn<() => void>();
  const tokensChanged = vi.fn<() => void>();
  let stop: () => void = () => undefined;

  afterEach(() => {
    stop();
    signedOut.mockReset();
    tokensChanged.mockReset();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a logout elsewhere stops the requests in flight and empties this tab’s session storage', () => {
    sessionStorage.setItem('draft', 'x');
    const inFlight = sessionSignal();
    stop = watchOtherTabs({ signedOut, tokensChanged });
    storageEvent(null, null);

    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(tokensChanged).not.toHaveBeenCalled();
    expect(inFlight.aborted).toBe(true);
    expect(sessionStorage.length).toBe(0);
  });

  it('a new access token elsewhere is followed; other keys are not the session', () => {
    localStorage.setItem('access', 'access-2');
    stop = watchOtherTabs({ signedOut, tokensChanged });
    storageEvent('routeCreating', '{}');
    storageEvent('refresh', 'refresh-2');
    expect(tokensChanged).not.toHaveBeenCalled();
    storageEvent('access', 'access-2');

    expect(tokensChanged).toHaveBeenCalledTimes(1);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    stop = watchOtherTabs({ signedOut, tokensChanged });
    stop();
    storageEvent(null, null);
    expect(signedOut).not.toHaveBeenCalled();
  });
});
