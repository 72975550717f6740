import type { Page } from '@playwright/test';
import { securityHeaders } from '../../scripts/csp-plugin.mjs';
import { expect, test } from './test';
import { LOADED, signIn, TOKENS } from './support';

/** Collects CSP violations reported by the page. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate((): unknown => {
      const seen: unknown = Reflect.get(window, 'cspViolations');
      return seen;
    });
}

test('the built page carries a CSP without inline scripts, and no screen violates it', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/login');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(await page.locator('script:not([src])').count()).toBe(0);
  expect(await violations()).toEqual([]);

  await signIn(page);
  for (const path of ['/', '/routes', '/notifications', '/routes/1']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toContainText('ivanova.a', LOADED);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  // Tokens travel in headers only, never in a URL.
  expect(urls.filter((url) => url.includes(TOKENS.access) || url.includes(TOKENS.refresh))).toEqual(
    [],
  );
});

test('the server sends the security headers of docs/nginx.conf, as a deployment does', async ({
  page,
}) => {
  const expected = Object.entries(securityHeaders());
  for (const path of ['/login', '/routes', '/routes/1']) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    for (const [name, value] of expected) expect(headers[name.toLowerCase()], path).toBe(value);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
  }
});
