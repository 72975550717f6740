import type { BrowserContext, Page, Request, Route } from '@playwright/test';
import { expect } from './test';
import { LOADED, signIn } from './support';

export const STALE = { access: 'stale-access', refresh: 'old-refresh' };
export const FRESH = { access: 'fresh-access', refresh: 'fresh-refresh' };
export const EXPIRED = { detail: 'Token is invalid or expired' };

export const pathOf = (request: Request) => new URL(request.url()).pathname;
export const bearerOf = (request: Request) => request.headers()['authorization'] ?? '';
export const refreshTokenOf = (request: Request): unknown => {
  const body: unknown = request.postDataJSON();
  return typeof body === 'object' && body !== null ? Reflect.get(body, 'refresh') : undefined;
};
export const tokensIn = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')]);

/** The backend's side for every tab of the context: token refreshes, everything else, or Prism. */
export async function backend(
  context: BrowserContext,
  handlers: {
    refresh: (route: Route) => Promise<void>;
    call?: (route: Route) => Promise<void>;
  },
) {
  await context.route('**/api/**', (route) => {
    if (pathOf(route.request()) === '/api/auth/refresh-token/') return handlers.refresh(route);
    return handlers.call ? handlers.call(route) : route.fallback();
  });
}

/** Two tabs of one browser, signed in and each showing a loaded screen. */
export async function twoSignedInTabs(
  context: BrowserContext,
  page: Page,
  tokens?: { access: string; refresh: string },
) {
  await signIn(page, tokens);
  const other = await context.newPage();
  await page.goto('/routes');
  await expect(page.getByText(/Найдено маршрутов: \d+/)).toBeVisible(LOADED);
  await other.goto('/');
  await expect(other.getByRole('banner')).toContainText('ivanova.a', LOADED);
  return other;
}
