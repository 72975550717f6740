// A real spreadsheet through the calculator's import, read by the backend with memory: the
// counts, the rows it could not read in the screen's words, and what «Подтвердить» saves.
import { routeImportTemplate } from '../backend/files/route-import';
import { expect, signInAs, test } from './backend';
import { chooseFile } from './calculator-support';
import { LOADED, notice } from './support';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('an imported .xlsx prices its rows, names the faulty ones, and confirming saves the rest', async ({
  page,
  backend,
}) => {
  await backend.reset({ jobStartMs: 0, jobEndMs: 300 });
  const file = await routeImportTemplate([
    { Откуда: 'Казань', Куда: 'Самара', 'Категория ТС': 'до 0,8 т' },
    { Откуда: 'Москва', Через: 'Нижний Новгород', Куда: 'Казань', 'Категория ТС': 'до 20 т' },
    { Откуда: 'Москва', Куда: 'Гондор', 'Категория ТС': 'до 5 т' },
    { Откуда: 'Тверь', Куда: 'Псков', 'Категория ТС': '' },
  ]);
  await signInAs(page, 'orlov.v');
  await page.getByRole('radio', { name: 'Из файла' }).check();
  await chooseFile(page, { name: 'маршруты.xlsx', mimeType: XLSX, buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Загрузить' }).click();

  await expect(notice(page, 'В расчет добавлены маршруты')).toBeVisible(LOADED);
  const count = (title: string, value: number) =>
    page.getByText(`${title}${value}`, { exact: true });
  await expect(count('Новых маршрутов', 1)).toBeVisible();
  await expect(count('Изменённых маршрутов', 1)).toBeVisible();
  await expect(count('С ошибками', 2)).toBeVisible();
  const errors = page.getByRole('table', { name: 'Ошибки в строках файла' });
  await expect(errors).toContainText('Куда: Гондор');
  await expect(errors).toContainText('Неизвестный город «Гондор»');
  await expect(errors).toContainText('Не указана категория ТС');
  await expect(page.getByRole('link', { name: 'Существующий маршрут № 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/routes\/301$/, LOADED);
  const saved = await backend.call(
    'GET',
    '/api/routes/v1/?first_waypoint=Казань&last_waypoint=Самара',
  );
  expect(saved.body).toMatchObject({ total: 1, results: [{ id: 301, category: 'lte08' }] });
});
