import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failFirst, mockApi, prefer } from '../../../tests/support/api-mock';
import { cappedPages, chartPoints } from '../../../tests/support/capped-pages';
import { ownBlock } from '../../../tests/support/own-block';
import { renderApp, signIn } from '../../../tests/support/render-app';

const CITY = '/api/charts/v1/chart/city-city/';
const REGION = '/api/charts/v1/chart/region-region/';
const ROUTE_QUERY = {
  category: 'lte20',
  path_hash: '3469e863dda50af0af6544329c199b98',
  route_id: '1',
  page: '1',
  limit: '1000',
};

beforeAll(async () => {
  await import('./route-detail-page');
  await import('./route-charts');
}, 60_000);

/** The panel of a chart, around its heading. */
const card = async (title: string) =>
  ownBlock(await screen.findByRole('heading', { name: title, level: 3 }), 'heading', { level: 3 });

async function openCharts(...handlers: HttpHandler[]) {
  const api = mockApi(...handlers);
  renderApp('/routes/1');
  await card('Город — город');
  return api;
}

describe('route charts', () => {
  beforeEach(signIn);

  it('ask for the route’s points: its category, path hash and id, page 1 of 1000', async () => {
    const { to } = await openCharts();
    await waitFor(() => expect(to(REGION)).toHaveLength(1));
    expect(Object.fromEntries(to(CITY)[0]!.query)).toEqual(ROUTE_QUERY);
    expect(Object.fromEntries(to(REGION)[0]!.query)).toEqual({
      ...ROUTE_QUERY,
      from_region: 'Москва',
      to_region: 'Республика Татарстан',
    });
    expect(to('/api/charts/v1/filters/data_source/')).toHaveLength(1);
    // Each chart's points are there as a table too, whatever the drawing does.
    for (const title of ['Город — город', 'Регион — регион'])
      expect(
        await within(await card(title)).findByRole('button', { name: `Таблица данных: ${title}` }),
      ).toBeInTheDocument();
  });

  it('send the picked period as YYYY-MM-DD to both charts', async () => {
    const { to } = await openCharts();
    await userEvent.click(screen.getByLabelText('Период'));
    await userEvent.type(screen.getByLabelText('Период'), '01.02.2026{Enter}');
    // Each field of the period has a name of its own.
    await userEvent.type(screen.getByLabelText('Дата окончания'), '30.04.2026{Enter}');
    await waitFor(() => expect(to(CITY).at(-1)!.query.get('date__lte')).toBe('2026-04-30'));
    for (const path of [CITY, REGION]) {
      const query = to(path).at(-1)!.query;
      expect([query.get('date__gte'), query.get('date__lte')]).toEqual([
        '2026-02-01',
        '2026-04-30',
      ]);
    }
  });

  it('make no region call without both regions, and say what is missing', async () => {
    const { to } = await openCharts();
    const regionCard = await card('Регион — регион');
    await waitFor(() => expect(to(REGION)).toHaveLength(1));
    await userEvent.clear(within(regionCard).getByLabelText('Регион назначения'));
    expect(
      await within(regionCard).findByText(/Укажите регион отправления и регион назначения/),
    ).toBeInTheDocument();
    expect(to(REGION)).toHaveLength(1);
    await userEvent.type(within(regionCard).getByLabelText('Регион назначения'), 'Пермский край');
    await waitFor(() => expect(to(REGION)).toHaveLength(2));
    expect(to(REGION)[1]!.query.get('to_region')).toBe('Пермский край');
    expect(to(REGION)[1]!.query.get('from_region')).toBe('Москва');
  });

  it('say «Нет данных» in each chart without points', async () => {
    await openCharts(prefer(CITY, 'example=empty'), prefer(REGION, 'example=empty'));
    for (const title of ['Город — город', 'Регион — регион'])
      expect(await within(await card(title)).findByText('Нет данных')).toBeInTheDocument();
  });

  it('show a failed chart with a retry, leaving the other chart alone', async () => {
    const { to } = await openCharts(failFirst(CITY, 1));
    const city = await card('Город — город');
    expect(await within(city).findByText('Не удалось загрузить график')).toBeInTheDocument();
    // The server answered 500: its failure is said, the connection is not blamed.
    expect(
      within(city).getByText('На сервере произошла ошибка. Повторите попытку позже.'),
    ).toBeInTheDocument();
    const region = await card('Регион — регион');
    expect(within(region).queryByText('Не удалось загрузить график')).not.toBeInTheDocument();
    await userEvent.click(within(city).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(to(CITY)).toHaveLength(2));
    await waitFor(() =>
      expect(within(city).queryByText('Не удалось загрузить график')).not.toBeInTheDocument(),
    );
  });

  it('read every page of a server with smaller pages, and justify over the whole sample', async () => {
    const points = chartPoints(30);
    const { to } = await openCharts(cappedPages(CITY, points, 10), cappedPages(REGION, points, 10));
    expect(await screen.findByText(/^Цен в выборке: 30,/)).toBeInTheDocument();
    // The mean of all 30 prices; the first page alone would give 60 450 ₽.
    // The panel's figure (the printable sheet beside it says the same).
    const price = screen.getAllByText('Обоснованная НМЦ')[0]!.parentElement!;
    expect(price).toHaveTextContent(/61\s450\s₽/);
    for (const path of [CITY, REGION]) {
      await waitFor(() => expect(to(path)).toHaveLength(3));
      expect(to(path).map((call) => [call.query.get('page'), call.query.get('limit')])).toEqual([
        ['1', '1000'],
        ['2', '10'],
        ['3', '10'],
      ]);
    }
  });

  it('offer the data sources of the contract as a filter', async () => {
    await openCharts();
    await userEvent.click(screen.getByLabelText('Источник данных'));
    expect(await screen.findByRole('option', { name: 'Тендеры' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Рынок' })).toBeInTheDocument();
  });
});
