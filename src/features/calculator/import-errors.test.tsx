import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, json, mockApi } from '../../../tests/support/api-mock';
import { renderApp, signIn } from '../../../tests/support/render-app';
import { storeCalculation } from '../../../tests/support/stored-calculation';

const JOB = 93;
const ROW_ERROR = { row: 4, field: 'category', message: 'Неизвестная категория ТС «lte7»' };

/** A finished import with one row error, as the calculator finds it after a reload. */
function finishedImport(rawRows: unknown[]) {
  storeCalculation(JOB, { method: 1 });
  mockApi(
    http.get('/api/jobs/v1/{id}/', ({ params, response }) =>
      params.id === String(JOB)
        ? response.untyped(
            json(200, {
              id: JOB,
              status: 'SUCCESS',
              result: {
                num_of_existing_temporary_routes: 0,
                num_of_new_temporary_routes: 2,
                num_of_temporary_routes_with_errors: 1,
                errors: [ROW_ERROR, { row: null, field: null, message: 'Лист «Маршруты» пуст' }],
                created_routes_id: [],
                updated_routes_id: [],
              },
            }),
          )
        : undefined,
    ),
    http.get('/api/routes/raw-with-errors/v1/', ({ response }) =>
      response.untyped(json(200, { total: rawRows.length, results: rawRows })),
    ),
  );
}

const table = () => screen.findByRole('table', { name: 'Ошибки в строках файла' });

beforeAll(() => import('./calculator-page'), 60_000);

describe('the errors of an import', () => {
  beforeEach(() => signIn());

  it('are listed once, with the rows as read, fields and categories in Russian', async () => {
    finishedImport([
      {
        id: 1,
        job: JOB,
        row: 4,
        data: { from_waypoint: 'Казань', to_waypoint: 'Уфа', category: 'lte10' },
        errors: [ROW_ERROR],
      },
    ]);
    renderApp('/');
    const errors = await table();
    expect(errors).toHaveTextContent('Откуда: Казань; Куда: Уфа; Категория ТС: до 10 т');
    expect(errors).toHaveTextContent('Категория ТС: Неизвестная категория ТС «lte7»');
    expect(screen.getAllByText(/Неизвестная категория ТС «lte7»/)).toHaveLength(1);
    // What belongs to no row is still said, apart.
    const file = screen.getByRole('table', { name: 'Ошибки файла' });
    expect(within(file).getByText('Лист «Маршруты» пуст')).toBeInTheDocument();
  });

  it('come from the job’s result when the server kept no rows', async () => {
    finishedImport([]);
    renderApp('/');
    const errors = await table();
    const row = within(errors).getByText('Неизвестная категория ТС «lte7»').closest('tr')!;
    expect(within(row).getByText('Категория ТС')).toBeInTheDocument();
    expect(screen.getAllByText(/Неизвестная категория ТС «lte7»/)).toHaveLength(1);
  });
});

describe('choosing a file', () => {
  beforeEach(() => signIn());

  it('drops what was said of the previous one', async () => {
    mockApi(
      http.post('/api/jobs/v1/routes/calculator-editor/import/', ({ response }) =>
        response.untyped(json(413)),
      ),
    );
    const { container } = renderApp('/');
    await userEvent.click(await screen.findByRole('radio', { name: 'Из файла' }));
    // The field «Выбрать файл» opens: it has no name of its own.
    const input = () => container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input(), new File(['x'], 'большой.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    expect(await screen.findByText('Файл слишком большой')).toBeInTheDocument();

    await userEvent.upload(input(), new File(['x'], 'заметки.txt'), { applyAccept: false });
    expect(await screen.findByText(/Можно загрузить только таблицу/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Файл слишком большой')).not.toBeInTheDocument());
  });
});
