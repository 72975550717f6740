import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
  chooseFile,
  importJobResult,
  jobResult,
  scriptJobs,
  serveTemporaryRoutes,
  serveUnreadableRow,
  SHEET,
  temporaryRoute,
} from './calculator-support';
import { LOADED, fulfillJson, pickOption, notice, signIn } from './support';

const importResult = importJobResult(3, 2);

test.describe('calculator: routes imported from a file', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a wrong file type is refused before any upload', async ({ page }) => {
    let uploads = 0;
    await page.route('**/api/jobs/v1/routes/calculator-editor/import/', (route) => {
      uploads += 1;
      return fulfillJson(route, 200, { id: 1 });
    });
    await page.goto('/');
    await page.getByRole('radio', { name: 'Из файла' }).check();
    await chooseFile(page, {
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    await expect(page.getByText('Можно загрузить только таблицу: .xlsx')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Загрузить' })).toBeDisabled();
    expect(uploads).toBe(0);
  });

  test('uploads the file as multipart `file`, shows counts, row errors and unreadable rows, then confirms', async ({
    page,
  }) => {
    let contentType = '';
    let payload = '';
    await page.route('**/api/jobs/v1/routes/calculator-editor/import/', (route) => {
      contentType = route.request().headers()['content-type'] ?? '';
      payload = route.request().postDataBuffer()?.toString('utf8') ?? '';
      return fulfillJson(route, 200, { id: 201 });
    });
    await scriptJobs(page, {
      201: [{ status: 'STARTED' }, { status: 'SUCCESS', result: importResult }],
      901: [
        {
          status: 'SUCCESS',
          result: jobResult({ created_routes_id: [15, 16], updated_routes_id: [2] }),
        },
      ],
    });
    await serveUnreadableRow(page, 201);
    await serveTemporaryRoutes(page, [
      temporaryRoute(601, 201),
      temporaryRoute(602, 201, { existing_route_id: 2 }),
    ]);
    await page.route('**/api/jobs/v1/201/confirm/', (route) =>
      fulfillJson(route, 200, { id: 901 }),
    );
    await page.goto('/');
    await page.getByRole('radio', { name: 'Из файла' }).check();
    await chooseFile(page, SHEET);
    await page.getByRole('button', { name: 'Загрузить' }).click();

    await expect(notice(page, 'В расчет добавлены маршруты')).toBeVisible(LOADED);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(payload).toContain('name="file"; filename="маршруты.xlsx"');
    // The totals count the rows as they stand; the errors come from the job.
    await expect(page.getByText(/^Новых: 1 · Изменит: 1 .*· Повторов: 0 · Ошибок: 1$/)).toBeVisible(
      LOADED,
    );
    // One table: each unreadable row as read, with its errors, fields named in Russian.
    const errors = page.getByRole('table', { name: 'Ошибки в строках файла' });
    await expect(errors).toContainText('4');
    await expect(errors).toContainText('Откуда: Казань');
    await expect(errors).toContainText('Категория ТС: Неизвестная категория ТС «lte7»');
    await expect(page.getByText('Неизвестная категория ТС «lte7»')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Существующий маршрут № 2' })).toBeVisible();

    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/routes\/15$/, LOADED);
    await page.goto('/');
    await expect(page.getByText(/^Новых: /)).toHaveCount(0, LOADED);
  });

  test('an upload refused by the server shows its errors and keeps the chosen file', async ({
    page,
  }) => {
    await page.route('**/api/jobs/v1/routes/calculator-editor/import/', (route) =>
      fulfillJson(route, 400, {
        detail: 'Файл не прочитан',
        errors: [{ row: 1, field: null, message: 'Нет столбца «Откуда»' }],
      }),
    );
    await page.goto('/');
    await page.getByRole('radio', { name: 'Из файла' }).check();
    await chooseFile(page, SHEET);
    await page.getByRole('button', { name: 'Загрузить' }).click();
    await expect(page.getByText('Файл не прочитан')).toBeVisible();
    await expect(page.getByText('Строка 1: Нет столбца «Откуда»')).toBeVisible();
    await expect(page.getByText('маршруты.xlsx')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Загрузить' })).toBeEnabled();
  });
});

test.describe('calculator: export of the session routes', () => {
  async function calculateOne(page: Page) {
    await signIn(page);
    await page.route('**/api/jobs/v1/routes/calculator-editor/temporary/', (route) =>
      fulfillJson(route, 200, { id: 301 }),
    );
    await serveTemporaryRoutes(page, [temporaryRoute(701, 301)]);
    await page.goto('/');
    await page.getByLabel('Откуда', { exact: true }).fill('Москва');
    await page.getByLabel('Куда', { exact: true }).fill('Тверь');
    await page.getByLabel('Категория ТС').click();
    await pickOption(page, 'до 3 т');
    await page.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(page.getByRole('button', { name: 'Выгрузить в Excel' })).toBeEnabled(LOADED);
  }

  for (const [title, headers, expected] of [
    [
      'with Content-Disposition',
      {
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Сессия 21.11.xlsx')}`,
      },
      'Сессия 21.11.xlsx',
    ],
    ['without Content-Disposition', {}, 'Расчитанные маршруты.xlsx'],
  ] as const) {
    test(`downloads the session jobs ${title}`, async ({ page }) => {
      let exportBody: unknown;
      await page.route('**/api/jobs/v1/routes/export/', (route) => {
        exportBody = route.request().postDataJSON();
        return fulfillJson(route, 200, { id: 401 });
      });
      await scriptJobs(page, {
        301: [{ status: 'SUCCESS', result: jobResult() }],
        401: [{ status: 'STARTED' }, { status: 'SUCCESS' }],
      });
      await page.route('**/api/jobs/v1/401/routes/export/result/', (route) =>
        route.fulfill({
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            ...headers,
          },
          body: 'PK',
        }),
      );
      await calculateOne(page);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
      expect((await download).suggestedFilename()).toBe(expected);
      expect(exportBody).toEqual({ job_ids: [301] });
    });
  }
});
