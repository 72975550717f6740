import { useLayoutEffect } from 'react';

/** The page's own loading screen, outside React's root: index.html's, or a screen's frame. */
export const BOOT_SCREEN_ID = 'boot';

/**
 * Removes the page's loading screen in the commit that draws the first screen (or its error
 * page), so the frame and title the page painted never blink out before the screen is there.
 */
export function useRemoveBootScreen(): void {
  useLayoutEffect(() => {
    document.getElementById(BOOT_SCREEN_ID)?.remove();
  }, []);
}

/** The router's fallback while the first screen's code loads: the page's own screen stays. */
export function KeepBootScreen() {
  return null;
}
