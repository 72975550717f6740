import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failFirst, http, json, mockApi, prefer } from '../../../tests/support/api-mock';
import { renderApp, signIn } from '../../../tests/support/render-app';

const HISTORY = '/api/nmc-changes-history/v1/';

// Compile the lazily loaded screen and its charts once, before the clocks of the tests start.
beforeAll(async () => {
  await import('./route-detail-page');
  await import('./route-charts');
}, 60_000);
/** Cell texts of a table row, with the non-breaking spaces of ru-RU numbers made plain. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent.replace(/\u00a0/g, ' '));

const historyTable = async () => {
  const header = await screen.findByRole('columnheader', { name: 'Дата изменения НМЦ' });
  return header.closest('table')!;
};

describe('route page', () => {
  beforeEach(signIn);

  it('shows the route: city chain, type, category, distance, tariff, НМЦ, corrections, comment, notifications', async () => {
    renderApp('/routes/1');
    expect(
      await screen.findByRole('heading', { name: 'Москва — Нижний Новгород — Казань' }),
    ).toBeInTheDocument();
    const summary = screen.getByText('Тип маршрута').closest('table')!;
    const text = summary.textContent.replace(/\u00a0/g, ' ');
    for (const expected of ['Составной', 'до 20 т', '820', '85', '69 700 ₽', '3 500 ₽'])
      expect(text).toContain(expected);
    expect(text).toContain('Согласовано с отделом закупок');
    expect(await within(summary).findByText('НМЦ устарела')).toBeInTheDocument();
  });

  it('lists the history with Russian dates, ₽ amounts and empty cells for a falsy НМЦ', async () => {
    const { to } = mockApi();
    renderApp('/routes/1');
    const table = await historyTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Дата изменения НМЦ', 'НМЦ', 'Комментарий', 'Пользователь']);
    await within(table).findByText('НМЦ пересчитана по итогам тендера');
    const rows = [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];
    // The hour depends on the time zone of the machine; the format does not.
    expect(cells(rows[0]!)).toEqual([
      expect.stringMatching(/^18 июня 2026, \d\d:30$/),
      '72 000 ₽',
      'НМЦ пересчитана по итогам тендера',
      'ivanova.a',
    ]);
    // null and 0 are both «no price»: the cell stays empty.
    expect(cells(rows[3]!)).toEqual([
      expect.stringMatching(/^06 мая 2026, \d\d:05$/),
      '',
      'НМЦ отозвана до пересчёта',
      'petrov.s',
    ]);
    expect(cells(rows[5]!)[1]).toBe('');
    const query = to(HISTORY)[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ route_id: '1', page: '1', limit: '10' });
  });

  it('loads the page the user picks, with the route id from the URL', async () => {
    const { to } = mockApi();
    renderApp('/routes/7');
    const table = await historyTable();
    // The rows are there before the pager is pressed: «ivanova.a» wrote more than one of them.
    expect(await within(table).findAllByText('ivanova.a')).not.toHaveLength(0);
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(to(HISTORY).at(-1)!.query.get('page')).toBe('2'));
    expect(Object.fromEntries(to(HISTORY).at(-1)!.query)).toEqual({
      route_id: '7',
      page: '2',
      limit: '10',
    });
  });

  it('keeps «Нет данных» back while the history is on its way, and shows the rows when they come', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      http.get(HISTORY, async () => {
        await gate;
        return undefined;
      }),
    );
    renderApp('/routes/1');
    const table = await historyTable();
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(table).queryByText('Нет данных')).not.toBeInTheDocument();
    release();
    expect(await within(table).findByText('НМЦ пересчитана по итогам тендера')).toBeInTheDocument();
  });

  it('says «Нет данных» when the route has no history', async () => {
    mockApi(prefer(HISTORY, 'example=empty'));
    renderApp('/routes/1');
    const table = await historyTable();
    expect(await within(table).findByText('Нет данных')).toBeInTheDocument();
  });
});

describe('unknown route', () => {
  beforeEach(signIn);

  it('a 404 shows «Маршрут не найден» with the way back to the list, not the error page', async () => {
    mockApi(
      http.get('/api/routes/v1/{id}/', ({ params, response }) =>
        params.id === '404'
          ? response.untyped(json(404, { detail: 'Страница не найдена.' }))
          : undefined,
      ),
    );
    const { router } = renderApp('/routes/404');
    expect(await screen.findByText('Маршрут не найден', {})).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'К списку маршрутов' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/routes'));
  });

  it('a non-numeric id is not asked for at all', async () => {
    const { calls } = mockApi();
    renderApp('/routes/abc');
    expect(await screen.findByText('Маршрут не найден', {})).toBeInTheDocument();
    expect(calls.some((call) => /^\/api\/routes\/v1\/\w+\/$/.test(call.path))).toBe(false);
    expect(calls.some((call) => call.path === HISTORY)).toBe(false);
  });

  it('another failure offers a retry instead', async () => {
    // The router's early request and the page's own.
    mockApi(failFirst('/api/routes/v1/1/', 2));
    renderApp('/routes/1');
    expect(await screen.findByText('Не удалось загрузить маршрут', {})).toBeInTheDocument();
    // The server answered 500: its failure is said, the connection is not blamed.
    expect(
      screen.getByText('На сервере произошла ошибка. Повторите попытку позже.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(
      await screen.findByRole('heading', { name: 'Москва — Нижний Новгород — Казань' }),
    ).toBeInTheDocument();
  });
});
