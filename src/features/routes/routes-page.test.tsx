import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failFirst,
  fromPrism,
  http,
  jobStatuses,
  json,
  mockApi,
  server,
} from '../../../tests/support/api-mock';
import { downloadsPerTest } from '../../../tests/support/capture-downloads';
import { renderApp, signIn } from '../../../tests/support/render-app';
import { onePage, recordRequests, waitForTable } from './testing/routes-test-kit';

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('route list table', () => {
  beforeEach(signIn);

  it('shows the columns, labels, notification tags and the total', async () => {
    renderApp('/routes');
    expect((await waitForTable()).textContent).toBe('Найдено маршрутов: 14');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      // The checkbox that selects the page.
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
    const first = within(rowOf('Москва - Нижний Новгород - Казань'));
    expect(first.getByText('Составной')).toBeInTheDocument();
    expect(first.getByText('до 20 т')).toBeInTheDocument();
    expect(first.getByText(/^69\s700 ₽$/)).toBeInTheDocument();
    expect(first.getByText('НМЦ устарела')).toBeInTheDocument();
    expect(first.getByText('Согласовано с отделом закупок')).toBeInTheDocument();
    const ninth = within(rowOf('Москва - Казань - Уфа - Челябинск'));
    expect(ninth.getByText('свыше 40 т')).toBeInTheDocument();
    expect(ninth.getByText('Требует проверки')).toBeInTheDocument();
    expect(screen.getByText('1–10 из 14')).toBeInTheDocument();
  });

  it('shows «…» for a notification, never its raw code, until the labels come', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi(
      http.get('/api/routes/v1/filters/choices/', async ({ request, response }) => {
        await gate;
        return response.untyped(await fromPrism(request));
      }),
    );
    renderApp('/routes');
    await waitForTable();
    const first = within(rowOf('Москва - Нижний Новгород - Казань'));
    expect(first.getByText('…')).toBeInTheDocument();
    expect(screen.queryByText('nmc_outdated')).not.toBeInTheDocument();
    release();
    expect(await first.findByText('НМЦ устарела')).toBeInTheDocument();
  });

  it('opens a route by Enter on its row, one Tab stop, and in a new tab by middle-click; the ID is a real link', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { router } = renderApp('/routes');
    await waitForTable();
    expect(
      within(rowOf('Москва - Самара')).getByRole('link', { name: '6' }).getAttribute('href'),
    ).toBe('/routes/6');

    fireEvent(
      rowOf('Москва - Краснодар'),
      new MouseEvent('auxclick', { bubbles: true, button: 1 }),
    );
    expect(open).toHaveBeenCalledWith('/routes/5', '_blank', 'noopener');

    // A row is one Tab stop, its checkbox: Space ticks it, Tab goes on to the next row's.
    const rows = screen.getAllByRole('row');
    const third = rows.indexOf(rowOf('Москва - Екатеринбург'));
    within(rows[third - 1]!)
      .getByRole('checkbox')
      .focus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Выбрано маршрутов: 1')).toBeInTheDocument();
    await userEvent.tab();
    expect(within(rows[third]!).getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/routes/3'));
  });

  it('opens a route from its ID link in the app, and leaves a Ctrl-click on it to the browser', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { router } = renderApp('/routes');
    await waitForTable();
    const link = within(rowOf('Москва - Самара')).getByRole('link', { name: '6' });
    // The browser opens the link in a new tab itself: the app neither opens it too nor moves on.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/routes');
    // A plain click stays in the app: the page is not loaded again.
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/routes/6'));
  });

  it('opens the route of a clicked row', async () => {
    const { router } = renderApp('/routes');
    await waitForTable();
    await userEvent.click(screen.getByText('Москва - Санкт-Петербург'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/routes/2'));
  });

  it('opens a route whose «Маршруты» goes back to the list with its filters, order and page', async () => {
    const list = '/routes?routeType=simple&ordering=-nmc&page=2';
    const { router } = renderApp(list);
    await waitForTable();
    await userEvent.click(screen.getByText('Тверь - Самара'));
    const crumbs = await screen.findByRole('navigation', {}, { timeout: 8000 });
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Маршруты' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(list),
    );
  });

  it('keeps the current page on screen while the next one loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/routes/v1/', async ({ request, query, response }) => {
        const page = Number(query.get('page'));
        if (page === 2) await gate;
        return response.untyped(await onePage(await fromPrism(request), page));
      }),
    );
    renderApp('/routes');
    await waitForTable();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(screen.getByText('Москва - Санкт-Петербург')).toBeInTheDocument();
    // The table says it is busy while the next page loads.
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Тверь - Самара')).toBeInTheDocument();
  });

  it('says «Нет данных» for an empty list and has nothing to export', async () => {
    recordRequests({ '/api/routes/v1/': 'example=empty' });
    renderApp('/routes?routeType=simple');
    expect((await waitForTable()).textContent).toBe('Найдено маршрутов: 0');
    // The caption, not the title of the picture above it.
    expect(
      within(screen.getByRole('table')).getByText('Нет данных', { ignore: 'svg *' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Выгрузить в Excel/ })).toBeDisabled();
  });

  it('explains a failed load and retries on request', async () => {
    const { to } = mockApi(failFirst('/api/routes/v1/', 1));
    renderApp('/routes');
    expect(
      await screen.findByText('Не удалось загрузить маршруты', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    // The server answered: its failure is said, the connection is not blamed.
    expect(
      screen.getByText('На сервере произошла ошибка. Повторите попытку позже.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Проверьте соединение/)).not.toBeInTheDocument();
    // The failure alone: nothing still loading, no empty table beside it.
    expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(to('/api/routes/v1/')).toHaveLength(2));
    expect(await waitForTable()).toBeInTheDocument();
  });
});

describe('route list export', () => {
  const downloaded = downloadsPerTest(signIn);

  it('exports the filtered routes with the export payload and saves the named file', async () => {
    const { to } = mockApi(
      http.post('/api/jobs/v1/routes/export/', ({ response }) =>
        response.untyped(json(201, { id: 77 })),
      ),
      jobStatuses(77, ['SUCCESS']).handler,
      http.get('/api/jobs/v1/{id}/routes/export/result/', ({ response }) =>
        response.untyped(
          new Response(new Blob(['PK']), {
            headers: { 'Content-Disposition': 'attachment; filename="routes-2026.xlsx"' },
          }),
        ),
      ),
    );
    const search =
      'messages=no_tariff&lastWaypoint=г. Уфа&category=gte40&distanceMin=0&distanceMax=900&nmcAdjustmentsMin=0&tariffMin=10&tariffMax=5&page=2';
    renderApp(`/routes?${encodeURI(search)}`);
    await waitForTable();
    await userEvent.click(screen.getByRole('button', { name: /Выгрузить в Excel/ }));
    await waitFor(() => expect(downloaded()).toEqual(['routes-2026.xlsx']), { timeout: 15_000 });
    const bodies = to('/api/jobs/v1/routes/export/', 'POST').map((call): unknown =>
      JSON.parse(call.body),
    );
    expect(bodies).toEqual([
      {
        route_filters: {
          notifications: ['no_tariff'],
          last_waypoint: ['г. Уфа'],
          category: ['gte40', 'gt40'],
          distance_max: 900,
          nmc_adjustments_min: 0,
        },
      },
    ]);
  });
});
