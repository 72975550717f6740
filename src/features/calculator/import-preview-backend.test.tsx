import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBackend } from '../../../tests/support/backend';
import { importFile, importRow } from '../../../tests/support/import-file';
import { renderApp } from '../../../tests/support/render-app';
import { ROUTE_CREATING_KEY } from '../../lib/constants';

// Route 1 of the seed: Москва → Нижний Новгород → Казань, до 20 т, 69 900 ₽.
const ROUTE_1 = importRow('Москва', 'Казань', 'до 20 т', 'Нижний Новгород');
const SPB = importRow('Санкт-Петербург', 'Великий Новгород', 'до 10 т');
const KAZAN = importRow('Казань', 'Самара', 'до 5 т');
const GONDOR = importRow('Москва', 'Гондор', 'до 5 т');

beforeAll(async () => {
  await import('./calculator-page');
  await import('./components/file-import-form');
  await import('./components/import-result');
}, 60_000);

/** Jobs of the built-in backend end at once. */
const AT_ONCE = { jobStartMs: 0, jobEndMs: 0 };

/** The calculator with «Из файла» chosen; `upload` sends a file. */
async function openImport() {
  const { container } = renderApp('/');
  await userEvent.click(await screen.findByRole('radio', { name: 'Из файла' }));
  await screen.findByRole('button', { name: 'Скачать шаблон' });
  const upload = async (file: File) => {
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, file);
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
  };
  return { upload };
}

const rowsTable = () => screen.findByRole('table', { name: 'Строки файла' }, { timeout: 10_000 });
const rowOf = (table: HTMLElement, row: number) =>
  within(table)
    .getAllByRole('row')
    .find((each) => within(each).queryAllByRole('cell')[0]?.textContent === String(row));

describe('an import before «Подтвердить»', () => {
  it('says of each row, in file order with its row, what it will do, and totals them', async () => {
    await useBackend('orlov.v', AT_ONCE);
    const { upload } = await openImport();
    await upload(await importFile([ROUTE_1, SPB, KAZAN, GONDOR, SPB]));
    const table = await rowsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '2',
      '3',
      '4',
      '6',
    ]);
    expect(rows[0]).toHaveTextContent('Изменит маршрут № 1');
    // In the words of the manual calculation, once the registry's НМЦ is read.
    await waitFor(() =>
      expect(rows[0]).toHaveTextContent(
        'НМЦ в реестре: 69 900 ₽, станет 78 300 ₽: +8 400 ₽ (+12,0 %)',
      ),
    );
    expect(rows[1]).toHaveTextContent('Новый маршрут');
    expect(rows[2]).toHaveTextContent('Новый маршрут');
    expect(rows[3]).toHaveTextContent('Повтор строки 3');
    expect(
      await screen.findByText(
        'Новых: 2 · Изменит: 1 (сумма НМЦ +8 400 ₽) · Повторов: 1 · Ошибок: 1',
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('leaves a row out: the totals count again, and «Подтвердить» does not write it', async () => {
    const api = await useBackend('orlov.v', AT_ONCE);
    const { upload } = await openImport();
    await upload(await importFile([ROUTE_1, KAZAN, SPB]));
    const table = await rowsTable();
    await userEvent.click(
      within(rowOf(table, 3)!).getByRole('button', { name: /^Не загружать строку 3/ }),
    );
    expect(
      await screen.findByText(
        'Новых: 1 · Изменит: 1 (сумма НМЦ +8 400 ₽) · Повторов: 0 · Ошибок: 0',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, 3)).toBeUndefined());
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(async () =>
      expect(
        await (
          await api(
            `/api/routes/v1/?first_waypoint=${encodeURIComponent('Санкт-Петербург')}&last_waypoint=${encodeURIComponent('Великий Новгород')}&category=lte10`,
          )
        ).json(),
      ).toMatchObject({ total: 1 }),
    );
    const kazan: unknown = await (
      await api(
        `/api/routes/v1/?first_waypoint=${encodeURIComponent('Казань')}&last_waypoint=${encodeURIComponent('Самара')}&category=lte5`,
      )
    ).json();
    expect(kazan).toMatchObject({ total: 0 });
  }, 30_000);
});

describe('a file the import refuses', () => {
  beforeEach(async () => {
    await useBackend('orlov.v', AT_ONCE);
  });

  /** Uploads `file`, finds `message`, and checks that the calculation and its list are as before. */
  async function refused(file: File, message: string | RegExp) {
    const { upload } = await openImport();
    const before = localStorage.getItem(ROUTE_CREATING_KEY);
    await upload(file);
    expect(await screen.findByText(message, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(localStorage.getItem(ROUTE_CREATING_KEY)).toBe(before);
    expect(screen.queryByRole('table', { name: 'Строки файла' })).toBeNull();
  }

  /** Chooses `file`: the form says `message` and sends nothing. */
  async function refusedBeforeSending(file: File, message: string) {
    await openImport();
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Загрузить' })).toBeDisabled();
  }

  it('an empty file', async () => {
    await refusedBeforeSending(new File([], 'пустой.xlsx'), 'Файл пуст: в нём нет ни одного байта');
  }, 30_000);

  it('a sheet with no routes', async () => {
    await refused(await importFile([]), 'В листе «Маршруты» нет маршрутов');
  }, 30_000);

  it('wrong headers, each missing column named', async () => {
    const file = await importFile([{ Откуда: 'Москва', Город: 'Казань' }], 'старый.xlsx', [
      'Откуда',
      'Город',
    ]);
    const { upload } = await openImport();
    await upload(file);
    expect(await screen.findByText('Строка 1: Нет колонки «Куда»')).toBeInTheDocument();
    expect(screen.getByText('Строка 1: Нет колонки «Категория ТС»')).toBeInTheDocument();
  }, 30_000);

  it('a file over the size limit, refused before it is sent', async () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'большой.xlsx');
    await refusedBeforeSending(big, 'Файл больше 5 МБ: разделите его на части');
  }, 30_000);

  it('5 001 rows, one more than a file may hold', async () => {
    await refused(
      await importFile(Array.from({ length: 5001 }, () => KAZAN)),
      /В файле 5 001 строк маршрутов, а можно не больше 5 000/,
    );
  }, 60_000);
});
