import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../tests/support/render-with-app';
import { savedRoute } from '../../../../tests/support/saved-route';
import { SelectionBar } from './components/selection-bar';
import { useSelection } from './use-selection';

// toHaveTextContent reads the non-breaking space of «5 000» as a plain one.
const LIMIT_TEXT = 'Можно выбрать не больше 5 000 маршрутов';

const routes = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => savedRoute(from + i, 1_000));

/** The bar over a selection, with the list's ways to tick rows as buttons. */
function Harness() {
  const selection = useSelection('{}');
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
