import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { fulfillJson, pickOption, LOADED, signIn } from './support';
import { finishedCalculation } from './calculator-support';
import { scrollToCharts } from './charts-support';

const panel = (page: Page) => page.getByRole('region', { name: 'Обоснование НМЦ' });

/** The value beside a label of the sample's statistics. */
const statistic = (where: Locator, label: string) =>
  where
    .getByText(label, { exact: true })
    .locator('xpath=ancestor-or-self::th[1]/following-sibling::td[1]');

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Answers «Город — город» with these points: (days ago, price, source). */
const serveCityChart = (page: Page, points: [number, number, string][]) =>
  page.route('**/api/charts/v1/chart/city-city/?*', (route) =>
    fulfillJson(route, 200, {
      total: points.length,
      results: points.map(([days, nmc, source]) => ({
        date: daysAgo(days),
        nmc,
        category: 'lte20',
        data_source: source,
      })),
    }),
  );

test.describe('«Обоснование НМЦ» on the route page', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('the contract sample: period and sources change it; accepted into the form; saved as .xlsx', async ({
    page,
  }) => {
    await page.goto('/routes/1');
    await scrollToCharts(page);
    const justification = panel(page);
    await expect(justification.getByText('Совокупность однородна (V ≤ 33 %)')).toBeVisible(LOADED);
    // Without a period: the 90 days up to the newest price (24.06.2026), long ago by now.
    await expect(justification).toContainText(
      'Цен в выборке: 12, источников: 2, период: 27.03.2026–24.06.2026',
    );
    await expect(justification.getByText(/^Последняя цена — \d+ дн\. назад$/)).toBeVisible();
    await expect(statistic(justification, 'Коэффициент вариации V')).toHaveText('2,5 %');
    await expect(justification).toContainText('69 408 ₽');
    await expect(justification).toContainText('ниже текущей на 292 ₽ (0,4 %)');

    // The first quarter: other prices, another mean and V.
    await page.getByLabel('Период').fill('01.01.2026');
    await page.getByLabel('Период').press('Enter');
    // Enter moves the focus to the end of the range.
    await page.keyboard.type('31.03.2026');
    await page.keyboard.press('Enter');
    await expect(justification).toContainText('период: 01.01.2026–31.03.2026');
    await expect(statistic(justification, 'Коэффициент вариации V')).toHaveText('2,6 %');
    await expect(statistic(justification, 'Среднее')).toHaveText('66 708,33 ₽');
    await expect(justification.getByText(/^Последняя цена — /)).toHaveCount(0);

    // One source is no comparison: not enough data, nothing to accept.
    const sources = page.getByRole('combobox', { name: 'Источник данных' });
    await sources.click();
    await pickOption(page, 'Рынок');
    await page.keyboard.press('Escape');
    await expect(justification.getByText('Недостаточно данных')).toBeVisible();
    await expect(justification).toContainText('Цен в выборке: 6, источников: 1');
    await expect(justification.getByRole('button', { name: 'Принять как НМЦ' })).toBeDisabled();
    await sources.click();
    await pickOption(page, 'Тендеры');
    await page.keyboard.press('Escape');
    await expect(justification.getByText('Совокупность однородна (V ≤ 33 %)')).toBeVisible();

    await justification.getByRole('button', { name: 'Принять как НМЦ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Редактирование маршрута' });
    await expect(dialog.getByLabel('НМЦ')).toHaveValue('66 708');
    await expect(dialog.getByLabel('Комментарий')).toHaveValue(
      'Обоснование: среднее 12 цен из 2 источников за 01.01.2026–31.03.2026, V = 2,6 %',
    );
    // The accepted price is unsaved work: closing asks first.
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Изменения не сохранены' })
      .getByRole('button', { name: 'Не сохранять' })
      .click();
    await expect(dialog).toBeHidden();

    const download = page.waitForEvent('download');
    await justification.getByRole('button', { name: 'Скачать обоснование' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^Обоснование НМЦ — Москва — Нижний Новгород — Казань — \d\d\.\d\d\.\d{4}\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const title = workbook.getWorksheet('Титульный лист');
    expect(title?.getCell('B3').value).toBe('Москва — Нижний Новгород — Казань');
    expect(title?.getCell('B9').value).toBe('ivanova.a');
    const observations = workbook.getWorksheet('Наблюдения');
    expect(observations?.rowCount).toBe(13);
    expect(observations?.getRow(2).values).toEqual([
      undefined,
      new Date('2026-01-10T00:00:00Z'),
      'Тендеры',
      64200,
    ]);
    const statistics = workbook.getWorksheet('Расчёт');
    expect(statistics?.getCell('B3').value).toEqual({
      formula: "AVERAGE('Наблюдения'!C2:C13)",
      result: 66708.33333333333,
    });
    expect(statistics?.getCell('B7').formula).toBe('B6/B3*100');
    expect(statistics?.getCell('B7').result).toBeCloseTo(2.566, 3);
    expect(statistics?.getCell('B12').result).toBe('Совокупность однородна (V ≤ 33 %)');
  });

  test('a wide spread is heterogeneous and cannot be accepted', async ({ page }) => {
    await serveCityChart(page, [
      [20, 30000, 'market'],
      [15, 90000, 'tenders'],
      [10, 60000, 'market'],
      [5, 45000, 'tenders'],
    ]);
    await page.goto('/routes/1');
    await scrollToCharts(page);
    const justification = panel(page);
    await expect(
      justification.getByText(
        'Совокупность неоднородна (V > 33 %): расширьте период или выборку источников',
      ),
    ).toBeVisible(LOADED);
    // Mean 56 250; σ = √(1 968 750 000 / 3) = 25 617; V = 45,5 %.
    await expect(statistic(justification, 'Коэффициент вариации V')).toHaveText('45,5 %');
    await expect(justification.getByText(/^Последняя цена — /)).toHaveCount(0);
    await expect(justification.getByRole('button', { name: 'Принять как НМЦ' })).toBeDisabled();
  });

  test('two prices are not enough data', async ({ page }) => {
    await serveCityChart(page, [
      [3, 64000, 'market'],
      [2, 65000, 'tenders'],
    ]);
    await page.goto('/routes/1');
    await scrollToCharts(page);
    const justification = panel(page);
    await expect(justification.getByText('Недостаточно данных')).toBeVisible(LOADED);
    await expect(justification.getByRole('button', { name: 'Принять как НМЦ' })).toBeDisabled();
  });

  test('«Печать» prints the justification alone on A4', async ({ page }) => {
    await page.addInitScript(() => {
      window.print = () => {
        document.body.dataset.printedWith = document.documentElement.className;
      };
    });
    await page.goto('/routes/1');
    await scrollToCharts(page);
    const justification = panel(page);
    await justification.getByRole('button', { name: 'Печать' }).click(LOADED);
    await expect(page.locator('body')).toHaveAttribute('data-printed-with', /print-justification/);

    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => document.documentElement.classList.add('print-justification'));
    const sheet = page.locator('[data-print-sheet]');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('Совокупность однородна (V ≤ 33 %)');
    await expect(sheet.getByRole('row')).toHaveCount(7 + 8 + 13);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    // A4 portrait: 210 × 297 mm in points, as Chromium rounds them.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf).toMatch(/\/MediaBox \[0 0 59[45]\.\d+ 84[12]\.\d+\]/);
  });
});

test('a calculation that matches a route is justified and its price accepted before confirming', async ({
  page,
}) => {
  // Where the result card shares the page with the form.
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page);
  await finishedCalculation(page, 108, { existing_route_id: 1 });
  await page.goto('/');
  const justification = panel(page);
  await expect(justification.getByText('Совокупность однородна (V ≤ 33 %)')).toBeVisible(LOADED);
  // The card's figures keep to one line each, units with their numbers.
  const result = page.getByRole('region', { name: 'Результат расчёта' });
  for (const figure of ['до 10 т', '712 км', '64,5 ₽/км']) {
    const box = await result.getByText(figure, { exact: true }).first().boundingBox();
    expect(box?.height ?? 0, figure).toBeLessThan(30);
  }
  await justification.getByRole('button', { name: 'Принять как НМЦ' }).click();
  await expect(page.getByRole('textbox', { name: 'НМЦ' })).toHaveValue('69 408');
  await expect(page.getByRole('textbox', { name: 'Комментарий' })).toHaveValue(
    /^Обоснование: среднее 12 цен из 2 источников за 27\.03\.2026–24\.06\.2026, V = 2,5 %$/,
  );
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeEnabled();
});
