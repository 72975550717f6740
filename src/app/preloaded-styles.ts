/**
 * Attaches, as stylesheets, the styles that the page preloads for its screen
 * (scripts/route-pages-plugin.mjs) and that have already arrived. The browser parses such a
 * stylesheet as it goes in, so the parse is this task's: antd's stylesheet alone takes some 60 ms
 * on a phone (CPU ×4). Otherwise Vite attaches the styles when the router, at its start, asks for
 * the screen's code, and the parse lengthens that task. The first style that has not arrived is
 * taken out again and left to Vite with the ones after it: Vite waits for them before the screen
 * draws (antd must find its record of shipped styles at its first render,
 * scripts/antd-styles.mjs) and attaches them after these, so their order stays the page's.
 */
export function attachPreloadedStyles(): void {
  for (const preload of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="style"]',
  )) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = preload.crossOrigin;
    link.href = preload.href;
    document.head.append(link);
    if (!link.sheet) {
      link.remove();
      return;
    }
  }
}
