import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from './test';
import { chooseFile, jobResult, scriptJobs, SHEET } from './calculator-support';
import { fulfillJson, LOADED, signIn } from './support';

/** The value at a path of keys in parsed YAML, or undefined. */
const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null
        ? new Map(Object.entries(node)).get(key)
        : undefined,
    value,
  );

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

test.describe('spec gaps', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('the notifications badge shows the real total, never «999+»', async ({ page }) => {
    await page.route('**/api/notifications/v1/?page=1&limit=1', (route) =>
      fulfillJson(route, 200, { total: 12345, results: [] }),
    );
    await page.goto('/routes');
    const entry = page.getByRole('banner').getByRole('link', { name: /^Центр уведомлений/ });
    await expect(entry).toHaveAccessibleName('Центр уведомлений (12345)', LOADED);
    // The badge itself is hidden from screen readers, which hear the number once, in the name.
    const badge = entry.locator('[aria-hidden="true"]').filter({ hasText: /\d/ });
    await expect(badge).toHaveText('12345');
    await expect(entry).not.toContainText('+');
  });

  test('after an import, every unreadable row is reachable, 10 a page', async ({ page }) => {
    const rows = Array.from({ length: 23 }, (_, index) => ({
      id: index + 1,
      job: 601,
      row: index + 2,
      data: { Откуда: `Город ${index + 1}` },
      errors: [{ row: index + 2, message: `Ошибка ${index + 1}` }],
    }));
    const pages: string[] = [];
    await page.route('**/api/routes/raw-with-errors/v1/?*', (route) => {
      const query = new URL(route.request().url()).searchParams;
      pages.push(`${query.get('page')}/${query.get('limit')}`);
      const from = (Number(query.get('page')) - 1) * Number(query.get('limit'));
      const results = rows.slice(from, from + Number(query.get('limit')));
      return fulfillJson(route, 200, { total: rows.length, results });
    });
    await page.route('**/api/jobs/v1/routes/calculator-editor/import/', (route) =>
      fulfillJson(route, 200, { id: 601 }),
    );
    await scriptJobs(page, { 601: [{ status: 'SUCCESS', result: jobResult() }] });
    await page.goto('/');
    await page.getByRole('radio', { name: 'Из файла' }).check(LOADED);
    await chooseFile(page, SHEET);
    await page.getByRole('button', { name: 'Загрузить' }).click();
    const table = page.getByRole('table', { name: 'Ошибки в строках файла' });
    await expect(table.getByText('Откуда: Город 1', { exact: true })).toBeVisible(LOADED);
    await expect(table.getByRole('row')).toHaveCount(11);
    await page.getByRole('listitem', { name: '3' }).click();
    await expect(table.getByText('Откуда: Город 23', { exact: true })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(4);
    expect(pages).toEqual(['1/10', '3/10']);
  });

  test('the file chooser and its message list exactly the contract’s import file types', async ({
    page,
  }) => {
    const spec: unknown = parse(readFileSync('openapi.yaml', 'utf8'));
    const multipart = at(
      spec,
      'paths',
      '/api/jobs/v1/routes/calculator-editor/import/',
      'post',
      'requestBody',
      'content',
      'multipart/form-data',
    );
    const extensions = strings(at(multipart, 'schema', 'properties', 'file', 'x-file-extensions'));
    const contentTypes = String(at(multipart, 'encoding', 'file', 'contentType'))
      .split(',')
      .map((type) => type.trim());
    expect(extensions).toEqual(['.xlsx']);

    await page.goto('/');
    await page.getByRole('radio', { name: 'Из файла' }).check(LOADED);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Выбрать файл' }).click();
    const input = (await chooser).element();
    expect(await input.getAttribute('accept')).toBe([...extensions, ...contentTypes].join(','));

    await chooseFile(page, { ...SHEET, name: 'маршруты.ods' });
    await expect(page.getByText('Можно загрузить только таблицу: .xlsx')).toBeVisible();
    for (const extension of extensions) {
      await chooseFile(page, { ...SHEET, name: `маршруты${extension.toUpperCase()}` });
      await expect(page.getByRole('button', { name: 'Загрузить' })).toBeEnabled();
    }
  });
});
