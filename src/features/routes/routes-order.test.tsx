import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../tests/support/api-mock';
import { useBackend } from '../../../tests/support/backend';
import { renderApp, signIn } from '../../../tests/support/render-app';
import {
  expectLastListQuery,
  queryOf,
  recordRequests,
  typeBound,
  waitForTable,
} from './testing/routes-test-kit';

const LIST = '/api/routes/v1/';
const header = (name: string) => screen.getByRole('columnheader', { name });
const sortBy = (name: string) =>
  userEvent.click(within(header(name)).getByRole('button', { name }));

describe('the order and the market of the route list (PRODUCT §8)', { timeout: 30_000 }, () => {
  it('sorts by a header on the built-in backend, keeps it in the URL, and «Выбрать все найденные» follows it', async () => {
    await useBackend();
    const { to } = mockApi();
    const { router } = renderApp('/routes');
    await waitForTable();
    expect(header('Рынок, ₽')).toBeTruthy();

    await sortBy('Отклонение');
    await waitFor(() => expect(header('Отклонение').getAttribute('aria-sort')).toBe('ascending'));
    await sortBy('Отклонение');
    await waitFor(() => expect(header('Отклонение').getAttribute('aria-sort')).toBe('descending'));
    expect(router.state.location.search).toBe('?ordering=-market_deviation');
    expect(queryOf(new URL(`http://x${to(LIST).at(-1)?.search ?? ''}`))).toEqual({
      ordering: '-market_deviation',
      page: '1',
      limit: '10',
    });
    // The largest deviation heads the list, marked beyond 15 % in words as well as colour.
    const [, first] = screen.getAllByRole('row');
    expect(first?.textContent).toContain('выше рынка больше чем на 15 %');

    await userEvent.click(screen.getByRole('button', { name: /^Выбрать все найденные/ }));
    await screen.findByText(/Выбрано маршрутов: [1-9]/);
    const reads = to(LIST).filter((call) => call.query.get('limit') === '1000');
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(read.query.get('ordering')).toBe('-market_deviation');

    // A third click gives the default order back.
    await sortBy('Отклонение');
    await waitFor(() => expect(header('Отклонение').getAttribute('aria-sort')).toBe('none'));
    expect(router.state.location.search).toBe('');
  });

  it('restores the order and a decimal deviation bound from a link, and reads «86,5» as 86.5', async () => {
    signIn();
    const { lists } = recordRequests({ [LIST]: 'example=market' });
    renderApp('/routes?ordering=-nmc&marketDeviationMin=-15.5');
    await waitForTable();
    expect(header('НМЦ, ₽').getAttribute('aria-sort')).toBe('descending');
    expect(queryOf(lists()[0])).toEqual({
      ordering: '-nmc',
      market_deviation_min: '-15.5',
      page: '1',
      limit: '10',
    });
    expect(screen.getByText('+18,2 %')).toBeTruthy();
    await typeBound('Отклонение от рынка, %', 'до', '86,5');
    await typeBound('Тариф, ₽/км', 'от', '86,5');
    await expectLastListQuery(lists, {
      ordering: '-nmc',
      market_deviation_min: '-15.5',
      market_deviation_max: '86.5',
      tariff_min: '86.5',
      page: '1',
      limit: '10',
    });
  });

  it('offers no market column, filter or sort where the backend sends neither field', async () => {
    signIn();
    const { lists } = recordRequests();
    renderApp('/routes');
    await waitForTable();
    expect(screen.queryByRole('columnheader', { name: 'Рынок, ₽' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Отклонение' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Отклонение от рынка, %' })).toBeNull();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '',
      'ID',
      'Маршрут',
      'Тип маршрута',
      'Категория ТС',
      'Расстояние, км',
      'Тариф, ₽/км',
      'НМЦ, ₽',
      'Корректировки НМЦ, ₽',
      'Уведомления',
      'Комментарий',
    ]);
    // The other headers still sort.
    await sortBy('НМЦ, ₽');
    await expectLastListQuery(lists, { ordering: 'nmc', page: '1', limit: '10' });
  });
});
