// A real spreadsheet through the calculator's import, read by the backend with memory: each row
// says what it will do, one is left out, «Подтвердить» writes the rest once each, and «Фоновые
// задачи» keeps what was written, down to the route list of those routes.
import { routeImportTemplate } from '../backend/files/route-import';
import { expect, signInAs, test } from './backend';
import { chooseFile } from './calculator-support';
import { LARGE_IMPORT_LIST, LOADED, notice } from './support';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SPB = { Откуда: 'Санкт-Петербург', Куда: 'Великий Новгород', 'Категория ТС': 'до 10 т' };

test('an imported .xlsx says what each row will do, and what confirming wrote stays in view', async ({
  page,
  backend,
}) => {
  await backend.reset({ jobStartMs: 0, jobEndMs: 300 });
  const file = await routeImportTemplate([
    { Откуда: 'Москва', Через: 'Нижний Новгород', Куда: 'Казань', 'Категория ТС': 'до 20 т' },
    SPB,
    { Откуда: 'Казань', Куда: 'Самара', 'Категория ТС': 'до 0,8 т' },
    { Откуда: 'Москва', Куда: 'Гондор', 'Категория ТС': 'до 5 т' },
    { Откуда: 'Тверь', Куда: 'Псков', 'Категория ТС': 'до 3 т' },
    SPB,
  ]);
  await signInAs(page, backend, 'orlov.v');
  await page.goto('/');
  await page.getByRole('radio', { name: 'Из файла' }).check();
  await expect(
    page.getByText(/заголовки колонок: Откуда, Через \(необязательно\), Куда, Категория ТС/),
  ).toBeVisible();
  await chooseFile(page, { name: 'tariffs-2027.xlsx', mimeType: XLSX, buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Загрузить' }).click();

  await expect(notice(page, 'В расчет добавлены маршруты')).toBeVisible(LOADED);
  await expect(
    page.getByText('Новых: 3 · Изменит: 1 (сумма НМЦ +8 400 ₽) · Повторов: 1 · Ошибок: 1'),
  ).toBeVisible(LOADED);
  const rows = page.getByRole('table', { name: 'Строки файла' });
  const row = (n: number) =>
    rows.getByRole('row').filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
  await expect(row(2)).toContainText(
    'Изменит маршрут № 1НМЦ в реестре: 69 900 ₽, станет 78 300 ₽: +8 400 ₽ (+12,0 %)',
  );
  await expect(row(3)).toContainText('Новый маршрут');
  await expect(row(7)).toContainText('Повтор строки 3');
  await expect(page.getByRole('table', { name: 'Ошибки в строках файла' })).toContainText(
    'Неизвестный город «Гондор»',
  );

  await row(6)
    .getByRole('button', { name: /^Не загружать строку 6/ })
    .click();
  await expect(
    page.getByText('Новых: 2 · Изменит: 1 (сумма НМЦ +8 400 ₽) · Повторов: 1 · Ошибок: 1'),
  ).toBeVisible(LOADED);

  await page.getByRole('button', { name: 'Подтвердить' }).click();
  // SPEC: the first saved route opens, with the toast.
  await expect(page).toHaveURL(/\/routes\/301$/, LOADED);
  // The import's result outlives a reload of the tab.
  await page.reload();
  await page.getByRole('button', { name: /^Фоновые задачи/ }).click();
  const entry = page.getByRole('listitem', { name: 'Импорт: tariffs-2027.xlsx' });
  await expect(entry).toContainText('Создано: 2, изменено: 1');
  await expect(entry.getByRole('link', { name: '№ 1', exact: true })).toBeVisible();
  await entry.getByRole('button', { name: 'Показать в списке' }).click();
  await expect(page).toHaveURL(/\/routes\?ids=301%2C302%2C1$|\/routes\?ids=301,302,1$/, LOADED);
  await expect(page.getByText('Найдено маршрутов: 3')).toBeVisible(LOADED);

  // Two identical rows, one route; the changed route's history names the file and the row.
  const twins = await backend.call(
    'GET',
    '/api/routes/v1/?first_waypoint=Санкт-Петербург&last_waypoint=Великий Новгород&category=lte10',
  );
  expect(twins.body).toMatchObject({ total: 1 });
  const history = await backend.call(
    'GET',
    '/api/nmc-changes-history/v1/?route_id=1&page=1&limit=1',
  );
  expect(history.body).toMatchObject({
    results: [{ approved_nmc: 78_300, comment: 'Импорт: tariffs-2027.xlsx, строка 2' }],
  });
});

for (const where of ['', ' @nginx']) {
  test(`the list of an import of 5 000 routes opens, and again after a reload${where}`, async ({
    page,
    backend,
  }) => {
    await backend.reset();
    await signInAs(page, backend, 'orlov.v');
    await page.goto(LARGE_IMPORT_LIST);
    await expect(page.getByText('Найдено маршрутов: 300')).toBeVisible(LOADED);
    await page.reload();
    await expect(page.getByText('Найдено маршрутов: 300')).toBeVisible(LOADED);
  });
}
