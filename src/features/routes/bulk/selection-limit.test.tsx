import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { http, json, mockApi } from '../../../../tests/support/api-mock';
import { renderWithApp } from '../../../../tests/support/render-with-app';
import { savedRoute } from '../../../../tests/support/saved-route';
import type { Route } from '../../../api/schema';
import { SelectionBar } from './components/selection-bar';
import { useSelection } from './use-selection';

// toHaveTextContent reads the non-breaking space of «5 000» as a plain one.
const LIMIT_TEXT = 'Можно выбрать не больше 5 000 маршрутов';

const NO_ROWS: Route[] = [];

const routes = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => savedRoute(from + i, 1_000));

/** The bar over a selection, with the list's ways to tick rows as buttons. */
function Harness() {
  const selection = useSelection('{}', NO_ROWS);
  return (
    <>
      <SelectionBar selection={selection} query={{}} found={9_000} />
      <button onClick={() => selection.toggle(routes(1, 4_995), true)}>Отметить 4 995</button>
      <button onClick={() => selection.toggle(routes(4_991, 12), true)}>Отметить страницу</button>
      <button onClick={() => selection.toggle(routes(6_000, 1), true)}>Отметить строку</button>
      <button onClick={() => selection.toggle(routes(1, 1), false)}>Снять строку</button>
    </>
  );
}

describe('the selection for a bulk change', () => {
  it('stops at 5 000 routes however they are ticked, and says so', async () => {
    renderWithApp(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Отметить 4 995' }));
    expect(screen.getByText('Выбрано маршрутов: 4995')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // A page of 12, 5 of them ticked already: 5 of the other 7 fit.
    await userEvent.click(screen.getByRole('button', { name: 'Отметить страницу' }));
    expect(screen.getByText('Выбрано маршрутов: 5000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT_TEXT);

    await userEvent.click(screen.getByRole('button', { name: 'Отметить строку' }));
    expect(screen.getByText('Выбрано маршрутов: 5000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(LIMIT_TEXT);

    await userEvent.click(screen.getByRole('button', { name: 'Снять строку' }));
    expect(screen.getByText('Выбрано маршрутов: 4999')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отметить строку' }));
    expect(screen.getByText('Выбрано маршрутов: 5000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/**
 * A list of `total` routes, each page as asked; the form's market prices never come (the test
 * ends before, and its end cuts them short).
 */
function serveFound(total: number) {
  mockApi(
    http.get('/api/routes/v1/', ({ query, response }) => {
      const limit = Number(query.get('limit'));
      const from = (Number(query.get('page')) - 1) * limit;
      const count = Math.max(0, Math.min(limit, total - from));
      return response.untyped(json(200, { total, results: routes(from + 1, count) }));
    }),
    http.get('/api/charts/v1/chart/city-city/', async ({ response }) => {
      await delay('infinite');
      return response.untyped(json(200, { total: 0, results: [] }));
    }),
  );
}

/** The list opened by «Переоценить (N)» of the notification centre. */
function Repricing({ found }: { found: number }) {
  const selection = useSelection('{}', NO_ROWS);
  return <SelectionBar selection={selection} query={{}} found={found} alert="no_tariff" />;
}

// toHaveTextContent reads the non-breaking spaces as plain ones.
const FIRST_TEXT = 'Выбраны первые 5 000 из 7 000: за раз — не больше 5 000 маршрутов';

describe('«Переоценить (N)» over more routes than one change takes', () => {
  it('selects the first 5 000 and says so, in the list and in the form', async () => {
    serveFound(7_000);
    renderWithApp(<Repricing found={7_000} />);
    const form = await screen.findByRole('dialog', { name: 'Изменение НМЦ' });
    expect(within(form).getByText('Выбрано маршрутов: 5000')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent(FIRST_TEXT);
    const bar = screen.getByText('Выбрано маршрутов: 5000', { selector: 'span' }).parentElement!;
    expect(within(bar).getByRole('alert')).toHaveTextContent(FIRST_TEXT);
  });

  it('says nothing of a limit when every found route is selected', async () => {
    serveFound(120);
    renderWithApp(<Repricing found={120} />);
    const form = await screen.findByRole('dialog', { name: 'Изменение НМЦ' });
    expect(within(form).getByText('Выбрано маршрутов: 120')).toBeInTheDocument();
    expect(screen.queryByText(/Выбраны первые/)).not.toBeInTheDocument();
  });
});

/** The list's bar over two ticked routes, and a new read of the list that changes one of them. */
function Rereading() {
  const [rows, setRows] = useState<readonly Route[]>(() => routes(1, 2));
  const selection = useSelection('{}', rows);
  return (
    <>
      <SelectionBar selection={selection} query={{}} found={2} />
      <button onClick={() => selection.toggle(rows, true)}>Отметить страницу</button>
      <button onClick={() => setRows([{ ...rows[0]!, nmc: 2_000 }, rows[1]!])}>
        Прочитать заново
      </button>
    </>
  );
}

describe('a form open over the selection', () => {
  it('keeps the routes it opened with when the list reads them again', async () => {
    const { to } = mockApi(
      http.get('/api/charts/v1/chart/city-city/', async ({ response }) => {
        await delay('infinite');
        return response.untyped(json(200, { total: 0, results: [] }));
      }),
    );
    renderWithApp(<Rereading />);
    await userEvent.click(screen.getByRole('button', { name: 'Отметить страницу' }));
    await userEvent.click(screen.getByRole('button', { name: 'Обоснование НМЦ лота' }));
    await waitFor(() => expect(to('/api/charts/v1/chart/city-city/')).toHaveLength(2));
    // The choice takes the new values; the lot's reads, begun, are neither begun again nor doubled.
    fireEvent.click(screen.getByRole('button', { name: 'Прочитать заново' }));
    // A restart would read again on the next task (use-lot.ts): well within 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(to('/api/charts/v1/chart/city-city/')).toHaveLength(2);
  });
});
