import type { Page, Request } from '@playwright/test';
import { expect, test } from './test';
import { ROUTE_1 } from './route-fixture';
import { expectSettled, fulfillJson, listOption, LOADED, pickOption, signIn } from './support';

const LIST = /\/api\/routes\/v1\/\?/;

/** Every route list request the page makes, in order. */
function listRequests(page: Page) {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    if (LIST.test(request.url())) seen.push(new URL(request.url()));
  });
  return seen;
}

const filters = (page: Page) => page.getByRole('region', { name: 'Фильтры' });

const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

async function expectLastQuery(seen: URL[], expected: Record<string, string>) {
  await expect.poll(() => queryOf(seen.at(-1))).toEqual(expected);
}

async function pick(page: Page, name: string, option: string, search?: string) {
  const select = page.getByRole('combobox', { name });
  await select.click();
  if (search) await select.fill(search);
  await pickOption(page, option);
  await page.keyboard.press('Escape');
}

async function setBound(page: Page, range: string, side: 'от' | 'до', value: string) {
  // Exact: «НМЦ, ₽» is also part of «Корректировки НМЦ, ₽».
  const group = page.getByRole('group', { name: range, exact: true });
  const input = group.getByRole('spinbutton', { name: side });
  await input.fill(value);
  await input.press('Enter');
}

test.describe('route list', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('filters set in the UI send exactly their query and live in the URL', async ({ page }) => {
    test.slow(); // eight filters set one by one, then a reload
    const seen = listRequests(page);
    await page.goto('/routes');
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    expect(queryOf(seen[0])).toEqual({ page: '1', limit: '10' });

    await pick(page, 'Уведомления', 'НМЦ устарела');
    await pick(page, 'Первая точка', 'г. Казань', 'Ка');
    await pick(page, 'Первая точка', 'г. Калуга');
    await pick(page, 'Тип маршрута', 'Составной');
    await pick(page, 'Категория ТС', 'свыше 40 т');
    await setBound(page, 'Расстояние, км', 'от', '0');
    await setBound(page, 'НМЦ, ₽', 'от', '0');
    await setBound(page, 'Тариф, ₽/км', 'до', '120');

    const expected = {
      messages: 'nmc_outdated',
      first_waypoint: 'г. Казань,г. Калуга',
      route_type: 'complex',
      category: 'gte40,gt40',
      nmc_min: '0',
      tariff_max: '120',
      page: '1',
      limit: '10',
    };
    await expectLastQuery(seen, expected);
    await expect(page.getByText('Активных фильтров: 6')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    await expectLastQuery(seen, expected);
    await expect(page.getByRole('spinbutton', { name: 'Тариф, ₽/км до' })).toHaveValue('120');
    await expect(filters(page).getByTitle('г. Калуга')).toBeVisible();
    await expect(filters(page).getByTitle('Составной')).toBeVisible();
  });

  test('«Сбросить фильтры» keeps exactly its name; the count of filters stands beside it', async ({
    page,
  }) => {
    await page.goto('/routes?routeType=simple&category=lte3&tariffMax=0');
    const reset = page.getByRole('button', { name: 'Сбросить фильтры', exact: true });
    await expect(reset).toBeVisible(LOADED);
    await expect(reset).toHaveAccessibleName('Сбросить фильтры');
    await expect(page.getByText('Активных фильтров: 3')).toBeVisible();
    await reset.click();
    await expect(page).toHaveURL(/\/routes$/);
    await expect(reset).toBeHidden();
    await expect(page.getByText(/^Активных фильтров/)).toBeHidden();
  });

  test('on a slow machine, two quick picks and a range typed at once all survive', async ({
    page,
  }) => {
    const seen = listRequests(page);
    await page.goto('/routes');
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    await page.getByRole('combobox', { name: 'Категория ТС' }).click();
    await expectSettled(listOption(page, 'до 10 т'));
    // An old office PC: each URL change renders well after the user has made the next one.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // Clicked at once, each without waiting for what the one before it renders.
    await listOption(page, 'до 10 т').click();
    await listOption(page, 'до 20 т').click();
    await page.keyboard.press('Escape');
    await setBound(page, 'НМЦ, ₽', 'от', '1000');
    await expectLastQuery(seen, {
      category: 'lte10,lte20',
      nmc_min: '1000',
      page: '1',
      limit: '10',
    });
    await expect(page).toHaveURL(/\?category=lte10&category=lte20&nmcMin=1000$/);
  });

  test('two picks in one moment both survive, whenever the list renders', async ({ page }) => {
    const seen = listRequests(page);
    await page.goto('/routes');
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    await page.getByRole('combobox', { name: 'Категория ТС' }).click();
    await expectSettled(listOption(page, 'до 10 т'));
    // Both in one task: the second change is made before anything of the first has rendered.
    await page.getByRole('listbox').evaluate((list) => {
      for (const name of ['до 10 т', 'до 20 т']) {
        const option = [...list.querySelectorAll<HTMLElement>('[role="option"]')].find(
          (element) => element.textContent === name,
        );
        option?.click();
      }
    });
    await expectLastQuery(seen, { category: 'lte10,lte20', page: '1', limit: '10' });
  });

  test('НМЦ and its corrections show ₽, as every other amount does', async ({ page }) => {
    await page.goto('/routes');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: '1', exact: true }) });
    await expect(row.getByRole('cell', { name: '69 700 ₽', exact: true })).toBeVisible(LOADED);
    await expect(row.getByRole('cell', { name: '3 500 ₽', exact: true })).toBeVisible();
  });

  test('Back and Forward walk through filter and page changes', async ({ page }) => {
    const seen = listRequests(page);
    await page.goto('/routes');
    await page.getByRole('listitem', { name: '2' }).click();
    await expect(page).toHaveURL(/\/routes\?page=2$/);
    await pick(page, 'Тип маршрута', 'Простой');
    await expect(page).toHaveURL(/\/routes\?routeType=simple$/);
    await expectLastQuery(seen, { route_type: 'simple', page: '1', limit: '10' });

    await page.goBack();
    await expect(page).toHaveURL(/\/routes\?page=2$/);
    // Page 2 was loaded a moment ago: it comes back from the cache, without a new request.
    await expect(page.getByText('Тверь - Самара')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Тип маршрута' })).toHaveValue('');
    await expect(page.getByRole('list').locator('[aria-current="page"]')).toHaveText('2');

    await page.goForward();
    await expect(page).toHaveURL(/\/routes\?routeType=simple$/);
    await expect(filters(page).getByTitle('Простой')).toBeVisible();
  });

  test('an inverted range is flagged and not sent', async ({ page }) => {
    const seen = listRequests(page);
    await page.goto('/routes?nmcMin=90000&nmcMax=100&tariffMin=0');
    await expect(
      page.getByRole('group', { name: 'НМЦ, ₽', exact: true }).getByRole('alert'),
    ).toHaveText('«от» больше «до» — диапазон не применён');
    await expectLastQuery(seen, { tariff_min: '0', page: '1', limit: '10' });
  });

  test('a row opens its route; the ID opens it in a new tab on middle-click', async ({
    page,
    context,
  }) => {
    await page.goto('/routes');
    const popup = context.waitForEvent('page');
    await page.getByRole('link', { name: '7', exact: true }).click({ button: 'middle' });
    await expect(await popup).toHaveURL(/\/routes\/7$/);
    await expect(page).toHaveURL(/\/routes$/);

    await page.getByText('Москва - Самара').click();
    await expect(page).toHaveURL(/\/routes\/6$/);
  });

  test('a page changed from the pager below starts at the top of the table', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Pages of exactly ten rows: the page stays as long while the next one loads.
    await page.route(/\/api\/routes\/v1\/\?/, async (route) => {
      const pageNo = Number(new URL(route.request().url()).searchParams.get('page'));
      if (pageNo === 2) await held;
      const results = Array.from({ length: 10 }, (_, i) => ({ ...ROUTE_1, id: pageNo * 100 + i }));
      await fulfillJson(route, 200, { total: 30, results });
    });
    await page.goto('/routes');
    await expect(page.getByRole('link', { name: '100', exact: true })).toBeVisible(LOADED);
    await page.getByRole('listitem', { name: '2' }).click();
    const table = page.getByRole('table');
    await expect.poll(async () => (await table.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    // While it loads, the rows keep their text selectable: the whole table is not styled anew.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
    const cell = page.getByRole('cell', { name: 'Москва - Казань' }).first();
    expect(await cell.evaluate((el) => getComputedStyle(el).userSelect)).toBe('auto');
    release();
    await expect(page.getByRole('link', { name: '200', exact: true })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('a comment cut short by its column shows in full under the pointer', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/routes');
    const cut = page.getByText('Согласовано с отделом закупок', { exact: true });
    const fits = page.getByText('Сезонный тариф', { exact: true });
    await cut.hover();
    await expect(cut).toHaveAttribute('title', 'Согласовано с отделом закупок');
    await fits.hover();
    await expect(fits).not.toHaveAttribute('title');
  });
});

test.describe('route list panels, which load after the first paint', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('come even when the browser paints no frame, as in a hidden tab', async ({ page }) => {
    // A background tab never calls requestAnimationFrame back.
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/routes');
    await expect(filters(page).getByRole('combobox').first()).toBeVisible(LOADED);
    await expect(page.getByText('Москва - Самара')).toBeVisible(LOADED);
  });

  // A list that jumps as its parts come takes a click meant for one row to another, or to none.
  for (const width of [1440, 768])
    test(`at ${width} px the routes stay where they first showed while the panels come`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // Every place of the line «Загрузка…» (then «Найдено маршрутов») and of the selection
      // bar's lower edge, from the first frame on: what is above the rows, and where they start.
      await page.addInitScript(() => {
        const places: string[] = [];
        const edge = (pattern: RegExp, side: 'top' | 'bottom') =>
          [...document.querySelectorAll('main [aria-live="polite"]')]
            .find((node) => pattern.test(node.textContent))
            ?.parentElement?.getBoundingClientRect()[side];
        const look = () => {
          const line = edge(/^(Загрузка…|Найдено маршрутов)/, 'top');
          const bar = edge(/^Выбрано маршрутов/, 'bottom');
          const place = `${line ?? '-'}/${bar ?? '-'}`;
          if (places.at(-1) !== place) {
            places.push(place);
            document.documentElement.dataset.listPlaces = places.join(' ');
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto('/routes');
      await expect(filters(page).getByRole('combobox').first()).toBeVisible(LOADED);
      await expect(page.getByRole('button', { name: 'Виды' })).toBeVisible(LOADED);
      await expect(page.getByText('Москва - Самара')).toBeVisible(LOADED);
      await expectSettled(page.getByRole('main'));
      // Each in one place from the frame it first showed in (the bar may come a frame later).
      const places = ((await page.locator('html').getAttribute('data-list-places')) ?? '')
        .split(' ')
        .map((place) => place.split('/'));
      for (const side of [0, 1]) {
        const seen = new Set(places.map((place) => place[side]).filter((at) => at !== '-'));
        expect([...seen]).toHaveLength(1);
      }
    });

  test('a table whose code failed to load says so, and «Повторить» loads it', async ({ page }) => {
    let offline = true;
    await page.route('**/assets/routes-table-*.js', (route) =>
      offline ? route.abort() : route.continue(),
    );
    await page.goto('/routes');
    await expect(page.getByText('Не удалось показать раздел «Маршруты»')).toBeVisible(LOADED);
    // The rest of the screen stays.
    await expect(filters(page).getByRole('combobox').first()).toBeVisible(LOADED);
    offline = false;
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByText('Москва - Самара')).toBeVisible(LOADED);
  });
});

test.describe('route list export', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  async function scriptExport(page: Page, statuses: string[], headers: Record<string, string>) {
    const bodies: unknown[] = [];
    await page.route('**/api/jobs/v1/routes/export/', async (route) => {
      bodies.push(route.request().postDataJSON());
      await fulfillJson(route, 201, { id: 901 });
    });
    let poll = 0;
    await page.route('**/api/jobs/v1/901/', (route) =>
      fulfillJson(route, 200, {
        id: 901,
        status: statuses[Math.min(poll++, statuses.length - 1)],
        result: null,
      }),
    );
    await page.route('**/api/jobs/v1/901/routes/export/result/', (route) =>
      route.fulfill({
        status: 200,
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          ...headers,
        },
        body: Buffer.from('PK\u0003\u0004'),
      }),
    );
    return bodies;
  }

  test('downloads under the Content-Disposition name with the filters as route_filters', async ({
    page,
  }) => {
    const bodies = await scriptExport(page, ['NEW', 'STARTED', 'SUCCESS'], {
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Маршруты 2026.xlsx')}`,
    });
    await page.goto('/routes?messages=price_spike&lastWaypoint=г. Уфа&distanceMin=0&nmcMax=0');
    await expect(page.getByText('Найдено маршрутов: 14')).toBeVisible(LOADED);
    const download = page.waitForEvent('download');
    const button = page.getByRole('button', { name: /Выгрузить в Excel/ });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    expect((await download).suggestedFilename()).toBe('Маршруты 2026.xlsx');
    expect(bodies).toEqual([
      { route_filters: { notifications: ['price_spike'], last_waypoint: ['г. Уфа'], nmc_max: 0 } },
    ]);
  });

  test('falls back to «Расчитанные маршруты.xlsx» without Content-Disposition', async ({
    page,
  }) => {
    const bodies = await scriptExport(page, ['SUCCESS'], {});
    await page.goto('/routes');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
    expect((await download).suggestedFilename()).toBe('Расчитанные маршруты.xlsx');
    expect(bodies).toEqual([{ route_filters: {} }]);
  });

  test('explains a failed export job', async ({ page }) => {
    await scriptExport(page, ['STARTED', 'FAILED'], {});
    await page.goto('/routes');
    await page.getByRole('button', { name: /Выгрузить в Excel/ }).click();
    await expect(page.getByText('Выгрузка не удалась')).toBeVisible(LOADED);
    await expect(
      page.getByText('Задача выгрузки завершилась с ошибкой. Попробуйте ещё раз.'),
    ).toBeVisible();
  });
});
