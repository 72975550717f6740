import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { LOADED, signIn } from './support';

// `lead`: words under the title that the page paints too, in the same box as the screen's; with
// `leadFrom`, only from that width on (narrower, the screen draws them out of the first screen).
const SCREENS = [
  {
    path: '/',
    title: 'Калькулятор',
    ready: 'Результат расчёта',
    lead: 'Укажите маршрут и категорию ТС или загрузите файл — здесь появится результат расчёта',
    leadFrom: 992,
  },
  { path: '/routes', title: 'Маршруты', ready: 'Найдено маршрутов' },
  {
    path: '/notifications',
    title: 'Центр уведомлений',
    ready: 'Всего',
    lead: 'Фоновая задача готовит файл Excel; когда она завершится, его можно скачать.',
  },
];

const SCRIPTS = '**/assets/*.js';

/** Where the title, the lead and the header are, the header's colour and the logo's drawing. */
const look = async (page: Page, title: string, lead: string | undefined) => {
  const header = page.getByRole('banner');
  return {
    title: await page.getByRole('heading', { level: 1, name: title }).boundingBox(),
    lead: lead === undefined ? null : await page.getByText(lead, { exact: true }).boundingBox(),
    header: await header.boundingBox(),
    headerBackground: await header.evaluate((banner) => getComputedStyle(banner).backgroundColor),
    logo: await header
      .locator('svg')
      .first()
      .evaluate((svg) => svg.outerHTML),
  };
};

for (const { path, title, ready, ...screen } of SCREENS) {
  for (const width of [412, 1440]) {
    const lead = width >= (screen.leadFrom ?? 0) ? screen.lead : undefined;
    test(`${path} at ${width} px: the page draws the header, title and lead where, and as, the screen draws its own`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 823 });
      await signIn(page);

      // What the page itself paints, before (here: without) any of its scripts.
      await page.route(SCRIPTS, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(LOADED);
      await expect(page.getByRole('status')).toHaveText('Загрузка…', LOADED);
      const drawn = await look(page, title, lead);
      expect(drawn.title?.height).toBeGreaterThan(30);
      if (lead !== undefined) expect(drawn.lead?.height).toBeGreaterThan(20);

      await page.unroute(SCRIPTS);
      await page.goto(path);
      await expect(page.getByText(ready, { exact: false }).first()).toBeVisible(LOADED);
      await expect(page.locator('#boot')).toHaveCount(0, LOADED);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1, LOADED);
      // The app's own header, title and lead, once they are there: the same boxes, colour and logo.
      expect(await look(page, title, lead)).toEqual(drawn);
    });
  }
}

test("a screen's page fetches the screen's code with it", async ({ request }) => {
  const html = await (await request.get('/routes?page=2')).text();
  expect(html).toMatch(/<div id="boot"><div class="boot-frame"[^>]*>.*<h1 [^>]*>Маршруты<\/h1>/);
  const preload = (chunk: string) =>
    new RegExp(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${chunk}-[^"]+\\.js">`,
    );
  expect(html).toMatch(preload('routes-page'));
  expect(html).toMatch(preload('signed-in-shell'));
  // The entry script too: the frame needs none of them.
  expect(html).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\//);
});

test("the route page draws its breadcrumb and the route's cities before the screen's code, where the screen draws them, and the app reads the route once", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/routes/1')).text();
  // Its early script is asked for first, at normal priority; the screen's code with the page.
  expect(html).toMatch(
    /<meta charset="UTF-8" \/>\s*<script type="module" async crossorigin src="\/assets\/early-route-entry-[^"]+\.js">/,
  );
  expect(html).toMatch(
    /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/route-detail-page-[^"]+\.js">/,
  );

  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page);
  let reads = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/routes/v1/1/') reads += 1;
  });
  const chain = 'Москва — Нижний Новгород — Казань';
  const boxes = async () => ({
    title: await page.getByRole('heading', { level: 1, name: chain }).boundingBox(),
    crumb: await page.getByText('Маршрут № 1', { exact: true }).boundingBox(),
  });

  // The screen's code never comes: what shows is the page and its early script.
  const SCREEN_CODE = '**/assets/route-detail-page-*.js';
  await page.route(SCREEN_CODE, () => undefined);
  await page.goto('/routes/1');
  await expect(page.getByRole('heading', { level: 1, name: chain })).toBeVisible(LOADED);
  await expect(page.getByRole('link', { name: 'Маршруты', exact: true })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Загрузка…');
  const drawn = await boxes();

  await page.unroute(SCREEN_CODE);
  reads = 0;
  await page.goto('/routes/1');
  await expect(page.getByRole('button', { name: 'Редактировать' })).toBeEnabled(LOADED);
  await expect(page.locator('#boot')).toHaveCount(0);
  expect(await boxes()).toEqual(drawn);
  expect(reads).toBe(1);
});

test('a visitor without a session on a page without its own sees «Загрузка…», not the signed-in header', async ({
  browser,
  baseURL,
}) => {
  // /routes/1 gets index.html, the page every path without its own gets (/login too, on a server
  // without the `$uri.html` rule). What the visitor sees before any script has run is the page
  // itself: read with scripts off, the frame stays as the HTML draws it however slow the machine.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/routes/1`);
  const frame = page.locator('#boot');
  await expect(frame.getByText('Загрузка…')).toBeVisible();
  // The header keeps its place, unseen, until the early script finds a session.
  expect(
    await frame.locator('header').evaluate((header) => getComputedStyle(header).visibility),
  ).toBe('hidden');
  await context.close();
});

test('a visitor without a session sees the frame of /routes give way to the sign-in form, never a blank page', async ({
  page,
}) => {
  // The sign-in screen's code comes late: something must show meanwhile.
  await page.route('**/assets/login-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/routes');
  await expect(page.getByRole('status', { name: 'Загрузка…' })).toBeVisible(LOADED);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible(LOADED);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('#boot')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Маршруты' })).toHaveCount(0);
});
