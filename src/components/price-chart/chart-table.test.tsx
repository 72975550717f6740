import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toChartRows } from './chart-data';
import { ChartTable } from './chart-table';

const rows = toChartRows(
  [
    { date: '2026-02-10', nmc: 65000, category: 'lte20', data_source: 'market' },
    { date: '2026-01-10', nmc: 64200.5, category: 'lte20', data_source: 'tender' },
  ],
  [
    { value: 'market', label: 'Рынок' },
    { value: 'tender', label: 'Тендеры' },
  ],
);

describe('ChartTable', () => {
  it('offers the chart’s points as a table on request, by date, source and price', async () => {
    render(<ChartTable title="Город — город" rows={rows} />);
    const toggle = screen.getByRole('button', { name: 'Таблица данных: Город — город' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Данные графика «Город — город»' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['10 января 2026', 'Тендеры', '64\u00a0200,50\u00a0₽'],
      ['10 февраля 2026', 'Рынок', '65\u00a0000\u00a0₽'],
    ]);

    await userEvent.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
