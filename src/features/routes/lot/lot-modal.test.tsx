import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, json, mockApi } from '../../../../tests/support/api-mock';
import { useBackend } from '../../../../tests/support/backend';
import { renderApp } from '../../../../tests/support/render-app';
import { waitForTable } from '../testing/routes-test-kit';
import { LOT_HEADER_ROW } from './lot-xlsx';

const CITY = '/api/charts/v1/chart/city-city/';

// The screen and the dialog load on demand: loaded once here, not within a test's waits.
beforeAll(async () => {
  await import('../routes-page');
  await import('./lot-modal');
}, 60_000);

/** The files handed to the browser: each one's name and content. */
function captureFiles() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return 'blob:lot';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('«Обоснование НМЦ лота»', { timeout: 30_000 }, () => {
  it('asks for a selection, then reads it with progress, marks weak, failed and unpriced routes, and saves the lot', async () => {
    const api = await useBackend('orlov.v', { routeCount: 8 });
    await api('/api/users/orlov.v/', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ first_name: 'Виктор', last_name: 'Орлов' }),
    });
    await api('/api/routes/v1/3/', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ nmc: null }),
    });
    const listed: unknown = await (await api('/api/routes/v1/1/')).json();
    const files = captureFiles();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Route 5's chart fails; the others come from the backend once released.
    mockApi(
      http.get(CITY, async ({ query, response }) => {
        await held;
        if (query.get('route_id') === '5') return response.untyped(json(404, { detail: 'Нет' }));
        return undefined;
      }),
    );
    renderApp('/routes');
    await waitForTable();
    await userEvent.click(screen.getByRole('button', { name: 'Обоснование НМЦ лота' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Сначала выберите маршруты');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Выбрать все маршруты на странице' }),
    );
    expect(screen.getByText('Выбрано маршрутов: 8')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Обоснование НМЦ лота' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Цены рынка: получено 0 из 8',
    );
    release();

    await waitFor(() => expect(files.names).toEqual(['Обоснование НМЦ лота.xlsx']));
    expect(within(dialog).getByText(/Мало цен рынка или цены неоднородны: 2/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Цены рынка не получены: 1/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Без НМЦ: 1/)).toBeInTheDocument();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await files.blobs[0]!.arrayBuffer());
    const lot = workbook.getWorksheet('Лот')!;
    // The rows come in the list's order: each is found by its ID.
    const rows = Array.from({ length: 8 }, (_, i) => lot.getRow(LOT_HEADER_ROW + 1 + i));
    const row = (id: number) => rows.find((line) => line.getCell('B').value === id)!;
    expect(row(2).getCell('M').value).toBe('Цены неоднородны');
    expect(row(3).getCell('M').value).toBe('Нет НМЦ');
    expect(row(5).getCell('M').value).toBe('Цены рынка не получены');
    expect(row(7).getCell('M').value).toBe('Мало цен рынка');
    // The same price the list shows as «Рынок, ₽»: one rule, the route page panel's.
    const price = row(1).getCell('K').value;
    expect(
      typeof listed === 'object' && listed && 'market_nmc' in listed && listed.market_nmc,
    ).toBe(typeof price === 'object' && price && 'result' in price ? price.result : null);
    const signer = Array.from({ length: 20 }, (_, i) => lot.getRow(LOT_HEADER_ROW + 9 + i)).find(
      (line) => line.getCell('B').value === 'Подготовил',
    );
    expect(signer?.getCell('C').value).toBe('Орлов Виктор');

    // «Печать»: the document with the lines to sign, on the page while the browser prints it.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Печать' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = document.querySelector<HTMLElement>('[data-print-sheet]')!;
    expect(sheet).toHaveTextContent('Обоснование начальной (максимальной) цены контракта по лоту');
    expect(within(sheet).getAllByRole('row')).toHaveLength(4 + 1 + 8);
    expect(sheet).toHaveTextContent('ПодготовилОрлов Виктор');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('[data-print-sheet]')).toBeNull());
  });
});
