// The build as staff deploy it: dist/ behind nginx through docs/nginx.conf, over HTTPS and HTTP/2,
// on the backend with memory (the project `nginx` of playwright.config.ts). What nginx adds to the
// app is checked here; what a write leaves behind runs here too, as the tests tagged @nginx.
import { readFileSync } from 'node:fs';
import type { Page, Response } from '@playwright/test';
import { fixedHeaders, readNginxConfig } from '../../../scripts/nginx-config.mjs';
import { expect, signInAs, signInThroughForm, test } from '../backend';
import { LOADED } from '../support';

const ME = 'orlov.v';

/** The security headers docs/nginx.conf sends with every answer. */
const SECURITY_HEADERS = Object.entries(fixedHeaders(readNginxConfig()));

/** Each signed-in screen's path and the page of dist/ the path rule answers it with. */
const SCREENS = [
  { path: '/', file: 'calculator.html' },
  { path: '/routes', file: 'routes.html' },
  { path: '/routes/1', file: 'index.html' },
  { path: '/notifications', file: 'notifications.html' },
];

/** `response` carries every security header of docs/nginx.conf, each with its value there. */
function expectSecurityHeaders(response: Response | null, what: string) {
  const headers = response?.headers() ?? {};
  for (const [name, value] of SECURITY_HEADERS)
    expect(headers[name.toLowerCase()], `${name} of ${what}`).toBe(value);
}

/** `response` is the page `file` of dist/, never to be used again unasked. */
async function expectPage(response: Response | null, file: string) {
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toBe(readFileSync(`dist/${file}`, 'utf8'));
  expect(response?.headers()['cache-control']).toBe('no-cache');
}

/** The protocols the page and everything it fetched came over. */
const protocols = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      performance
        .getEntries()
        .flatMap((entry) =>
          entry instanceof PerformanceResourceTiming ? [entry.nextHopProtocol] : [],
        ),
    ),
  ]);

const isScript = (response: Response) => /\/assets\/[^/]+\.js$/.test(response.url());
const isRouteList = (response: Response) => response.url().includes('/api/routes/v1/?');

test.describe('the documented deployment: dist/ behind nginx @nginx', () => {
  test('every screen comes over HTTP/2 as its own page, with the security headers, compressed', async ({
    page,
  }) => {
    const script = page.waitForResponse(isScript);
    const login = await page.goto('/login');
    await expectPage(login, 'login.html');
    expectSecurityHeaders(login, '/login');
    const chunk = await script;
    expect(chunk.headers()['content-encoding'], chunk.url()).toBe('gzip');
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(chunk, chunk.url());
    await page.waitForLoadState('networkidle');
    expect(await protocols(page)).toEqual(['h2']);

    await signInThroughForm(page, ME);
    for (const { path, file } of SCREENS) {
      const list = path === '/routes' ? page.waitForResponse(isRouteList) : null;
      const response = await page.goto(path);
      await expectPage(response, file);
      expectSecurityHeaders(response, path);
      await expect(page.getByRole('banner')).toContainText(ME, LOADED);
      await page.waitForLoadState('networkidle');
      expect(await protocols(page), path).toEqual(['h2']);
      const answer = await list;
      if (answer) expect(answer.headers()['content-encoding'], answer.url()).toBe('gzip');
    }

    // A chunk that is not there (a tab opened before a deployment asks for it) is a 404, not
    // index.html under a script's name.
    expect((await page.request.get('/assets/missing.js')).status()).toBe(404);
  });

  test('a deep link opens its screen, and opens it again after a reload', async ({
    page,
    backend,
  }) => {
    const { body } = await backend.call('GET', '/api/routes/v1/?category=lte10&limit=1');
    const total = typeof body === 'object' && body !== null && 'total' in body ? body.total : null;
    expect(total).toBeGreaterThan(0);
    await signInAs(page, backend, ME);

    await page.goto('/routes/3');
    const crumb = page.getByText('Маршрут № 3', { exact: true });
    await expect(crumb).toBeVisible(LOADED);
    await page.reload();
    await expect(crumb).toBeVisible(LOADED);
    await expect(page.getByRole('button', { name: 'Редактировать' })).toBeVisible();

    await page.goto('/routes?category=lte10');
    const found = page.getByText(`Найдено маршрутов: ${String(total)}`);
    await expect(found).toBeVisible(LOADED);
    await page.reload();
    await expect(found).toBeVisible(LOADED);
    await expect(page).toHaveURL(/\/routes\?category=lte10$/);
  });
});
