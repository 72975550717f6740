import type { Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { LOADED, fulfillJson, signIn } from './support';
import { chartChunks, scrollToCharts } from './charts-support';

const query = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

/** Where the first two boxes under «Графики НМЦ» stand, and how tall: filters, first chart. */
const chartBoxes = (page: Page) =>
  page.getByRole('heading', { name: 'Графики НМЦ' }).evaluate((heading) => {
    const column = heading.nextElementSibling?.firstElementChild;
    const top = column?.getBoundingClientRect().top ?? 0;
    return [...(column?.children ?? [])].slice(0, 2).map((box) => {
      const { top: boxTop, height } = box.getBoundingClientRect();
      return { top: Math.round(boxTop - top), height: Math.round(height) };
    });
  });

test.describe('route page', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('asks for no chart code until the charts are scrolled near, then draws both from requests that carry the route and its regions', async ({
    page,
  }) => {
    const charts = chartChunks();
    const chartCode: string[] = [];
    page.on('request', (request) => {
      if (charts.includes(new URL(request.url()).pathname)) chartCode.push(request.url());
    });
    await page.goto('/routes/1');
    await expect(
      page.getByRole('heading', { name: 'Москва — Нижний Новгород — Казань' }),
    ).toBeVisible(LOADED);
    // The history is the last part of the first screen to load: by now the page is drawn.
    await expect(page.getByRole('cell', { name: 'НМЦ пересчитана по итогам тендера' })).toBeVisible(
      LOADED,
    );
    expect(chartCode).toEqual([]);
    // Until then, the frames of the filters and of the first chart, where and as tall as they come.
    const framed = await chartBoxes(page);
    expect(framed).toHaveLength(2);

    const city = page.waitForRequest('**/api/charts/v1/chart/city-city/?*');
    const region = page.waitForRequest('**/api/charts/v1/chart/region-region/?*');
    await scrollToCharts(page);
    expect(query(await city)).toEqual({
      category: 'lte20',
      path_hash: '3469e863dda50af0af6544329c199b98',
      route_id: '1',
      page: '1',
      limit: '1000',
    });
    expect(query(await region)).toMatchObject({
      from_region: 'Москва',
      to_region: 'Республика Татарстан',
      limit: '1000',
    });
    for (const title of ['Город — город', 'Регион — регион']) {
      const chart = page.getByRole('img', { name: `График «${title}»` });
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('canvas')).toBeVisible(LOADED);
    }
    expect(chartCode).not.toEqual([]);
    expect(await chartBoxes(page)).toEqual(framed);
  });

  test('a point tooltip shows the Russian date and ₽ per data source', async ({ page }) => {
    await page.goto('/routes/1');
    await scrollToCharts(page);
    const chart = page.getByRole('img', { name: 'График «Город — город»' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas')).toBeVisible(LOADED);
    const box = (await chart.boundingBox())!;
    // The line animates in; move over it until the tooltip follows the pointer.
    await expect(async () => {
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
      await expect(chart.locator('.g2-tooltip')).toContainText(/\d+ [а-я]+ 2026/, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(chart.locator('.g2-tooltip')).toContainText('Рынок');
    await expect(chart.locator('.g2-tooltip')).toContainText('₽');
  });

  test('a drawn chart asks for no frames until the pointer comes or the window narrows, and then draws', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const request = window.requestAnimationFrame.bind(window);
      Reflect.set(window, 'frameRequests', 0);
      window.requestAnimationFrame = (callback) => {
        Reflect.set(window, 'frameRequests', Number(Reflect.get(window, 'frameRequests')) + 1);
        return request(callback);
      };
    });
    const frameRequests = () => page.evaluate(() => Number(Reflect.get(window, 'frameRequests')));
    await page.goto('/routes/1');
    await scrollToCharts(page);
    const chart = page.getByRole('img', { name: 'График «Город — город»' });
    await chart.scrollIntoViewIfNeeded();
    const canvas = chart.locator('canvas');
    await expect(canvas).toBeVisible(LOADED);
    const drawn = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());

    // Drawn and still: a second without a frame asked for. The chart library's own loop asked
    // for every frame, 60 a second, for as long as the page was open.
    await expect
      .poll(async () => {
        const before = await frameRequests();
        await page.waitForTimeout(1_000);
        return (await frameRequests()) - before;
      }, LOADED)
      .toBe(0);
    const still = await drawn();

    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 3 });
    await expect(chart.locator('.g2-tooltip')).toContainText('₽');
    await expect.poll(drawn).not.toBe(still);

    await page.mouse.move(0, 0);
    await expect.poll(drawn).toBe(still);

    // A narrower window: the chart takes the new width and draws again, once it has it.
    const inked = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const { data } = element
          .getContext('2d')!
          .getImageData(0, 0, element.width, element.height);
        return {
          width: element.width,
          inked: data.filter((_, i) => i % 4 === 3 && data[i]! > 0).length,
        };
      });
    const wide = await inked();
    await page.setViewportSize({ width: 1000, height: 900 });
    await expect.poll(async () => (await inked()).width, LOADED).toBeLessThan(wide.width);
    await expect.poll(async () => (await inked()).inked).toBeGreaterThan(wide.inked / 2);
  });

  test('editing saves НМЦ and comment, closes the form and puts the new entry on top', async ({
    page,
  }) => {
    let patched: unknown = null;
    await page.route('**/api/routes/v1/1/', async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      patched = route.request().postDataJSON();
      return route.fallback();
    });
    await page.route('**/api/nmc-changes-history/v1/?*', (route) =>
      patched
        ? fulfillJson(route, 200, {
            total: 1,
            results: [
              {
                id: 300,
                date: '2026-11-21T10:00:00+03:00',
                approved_nmc: 72500,
                comment: 'Пересчёт по тендеру',
                username: 'ivanova.a',
              },
            ],
          })
        : route.fallback(),
    );
    await page.goto('/routes/1');
    await page.getByRole('button', { name: 'Редактировать' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('НМЦ').fill('72500');
    await dialog.getByLabel('Комментарий').fill('Пересчёт по тендеру');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    expect(patched).toEqual({ nmc: 72500, comment: 'Пересчёт по тендеру' });
    const firstRow = page.locator('tbody tr[data-row-key]').first();
    await expect(firstRow).toContainText('21 ноября 2026, 10:00');
    await expect(firstRow).toContainText('72 500 ₽');
    await expect(firstRow).toContainText('Пересчёт по тендеру');
  });

  test('Escape closes the form without saving, after «Не сохранять» when НМЦ was typed', async ({
    page,
  }) => {
    let patches = 0;
    await page.route('**/api/routes/v1/1/', (route) => {
      if (route.request().method() === 'PATCH') patches += 1;
      return route.fallback();
    });
    await page.goto('/routes/1');
    await page.getByRole('button', { name: 'Редактировать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
    await dialog.getByLabel('НМЦ').fill('1');
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Изменения не сохранены' })
      .getByRole('button', { name: 'Не сохранять' })
      .click();
    await expect(dialog).toBeHidden();
    expect(patches).toBe(0);
  });

  test('an unknown route says so and leads back to the list', async ({ page }) => {
    await page.route('**/api/routes/v1/999/', (route) =>
      fulfillJson(route, 404, { detail: 'Не найдено.' }),
    );
    await page.goto('/routes/999');
    await expect(page.getByText('Маршрут не найден')).toBeVisible(LOADED);
    await page.getByRole('button', { name: 'К списку маршрутов' }).click();
    await expect(page).toHaveURL(/\/routes$/);
  });
});
