import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ownBlock } from '../../../tests/support/own-block';
import { renderApp, signIn } from '../../../tests/support/render-app';
import {
  expectLastListQuery,
  pick,
  queryOf,
  recordRequests,
  typeBound,
  waitForTable,
} from './testing/routes-test-kit';

describe('route list filters', { timeout: 30_000 }, () => {
  beforeEach(signIn);

  it('sends lists comma-joined in snake_case, the type, and «свыше 40 т» as both codes', async () => {
    const { lists } = recordRequests();
    const { router } = renderApp('/routes');
    await waitForTable();
    expect(queryOf(lists()[0])).toEqual({ page: '1', limit: '10' });

    await pick('Уведомления', 'НМЦ устарела');
    await pick('Уведомления', 'Резкий рост цены');
    await pick('Тип маршрута', 'Составной');
    await pick('Категория ТС', 'до 10 т');
    await pick('Категория ТС', 'свыше 40 т');

    await expectLastListQuery(lists, {
      messages: 'nmc_outdated,price_spike',
      route_type: 'complex',
      category: 'lte10,gte40,gt40',
      page: '1',
      limit: '10',
    });
    expect(router.state.location.search).toContain('routeType=complex');
  });

  it('sends a bound only when set: a zero distance is empty, a zero НМЦ, correction or tariff is kept', async () => {
    const { lists } = recordRequests();
    renderApp('/routes');
    await waitForTable();
    await typeBound('Расстояние, км', 'от', '0');
    await typeBound('Расстояние, км', 'до', '1500');
    await typeBound('НМЦ, ₽', 'от', '0');
    await typeBound('Корректировки НМЦ, ₽', 'до', '0');
    await typeBound('Тариф, ₽/км', 'от', '0');
    await typeBound('Тариф, ₽/км', 'до', '90');
    await expectLastListQuery(lists, {
      distance_max: '1500',
      nmc_min: '0',
      nmc_adjustments_max: '0',
      tariff_min: '0',
      tariff_max: '90',
      page: '1',
      limit: '10',
    });
  });

  it('flags «от» greater than «до» and does not send that range', async () => {
    const { lists } = recordRequests();
    renderApp('/routes');
    await waitForTable();
    await typeBound('НМЦ, ₽', 'от', '90000');
    await typeBound('Тариф, ₽/км', 'от', '50');
    await typeBound('НМЦ, ₽', 'до', '100');
    const group = screen.getByRole('group', { name: 'НМЦ, ₽' });
    expect(within(group).getByRole('alert').textContent).toContain('«от» больше «до»');
    expect(within(group).getByRole('spinbutton', { name: /от/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectLastListQuery(lists, { tariff_min: '50', page: '1', limit: '10' });
    expect(lists().some((url) => url.searchParams.has('nmc_max'))).toBe(false);
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { lists } = recordRequests();
    const { router } = renderApp('/routes');
    await waitForTable();
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await expectLastListQuery(lists, { page: '2', limit: '10' });
    expect(router.state.location.search).toBe('?page=2');

    await pick('Тип маршрута', 'Простой');
    await expectLastListQuery(lists, { route_type: 'simple', page: '1', limit: '10' });
    expect(router.state.location.search).toBe('?routeType=simple');
  });

  it('restores filters and page from the URL and asks for exactly that list', async () => {
    const { lists } = recordRequests();
    const search = new URLSearchParams([
      ['firstWaypoint', 'г. Казань'],
      ['firstWaypoint', 'г. Калуга'],
      ['lastWaypoint', 'г. Уфа'],
      ['category', 'gt40'],
      ['nmcMin', '0'],
      ['distanceMin', '0'],
      ['page', '2'],
    ]);
    renderApp(`/routes?${search.toString()}`);
    await waitForTable();
    await expectLastListQuery(lists, {
      first_waypoint: 'г. Казань,г. Калуга',
      last_waypoint: 'г. Уфа',
      category: 'gte40,gt40',
      nmc_min: '0',
      page: '2',
      limit: '10',
    });
    expect(lists()).toHaveLength(1);
    expect(screen.getByRole('spinbutton', { name: 'НМЦ, ₽ от' })).toHaveProperty('value', '0');
    expect(screen.getByTitle('свыше 40 т')).toBeInTheDocument();
    expect(screen.getByTitle('г. Калуга')).toBeInTheDocument();
  });

  it('counts active filters beside «Сбросить фильтры», which clears them all', async () => {
    const { lists } = recordRequests();
    const { router } = renderApp('/routes?routeType=simple&category=lte3&tariffMax=0&page=3');
    await waitForTable();
    const reset = screen.getByRole('button', { name: 'Сбросить фильтры' });
    expect(reset.closest('div')?.textContent).toContain('Сбросить фильтрыАктивных фильтров: 3');
    await userEvent.click(reset);
    await expectLastListQuery(lists, { page: '1', limit: '10' });
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).not.toBeInTheDocument();
  });
});

describe('waypoint autocomplete', { timeout: 30_000 }, () => {
  beforeEach(signIn);

  it('asks once per pause in typing and keeps suggestions to the filter they were asked for', async () => {
    const { lists, suggestions } = recordRequests();
    renderApp('/routes');
    await waitForTable();
    await userEvent.type(screen.getByRole('combobox', { name: 'Первая точка' }), 'Ка');
    await pick('Первая точка', 'г. Казань');
    expect(suggestions().map((url) => url.searchParams.get('query'))).toEqual(['Ка']);
    await expectLastListQuery(lists, { first_waypoint: 'г. Казань', page: '1', limit: '10' });

    // The second pick in the same filter reuses its suggestions without a new search.
    await pick('Первая точка', 'г. Краснодар');
    await expectLastListQuery(lists, {
      first_waypoint: 'г. Казань,г. Краснодар',
      page: '1',
      limit: '10',
    });
    expect(suggestions()).toHaveLength(1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Последняя точка' }));
    expect(await screen.findByText('Введите название города')).toBeInTheDocument();
    expect(screen.queryAllByTitle('г. Калуга')).toHaveLength(1);
  });

  it('says «Ничего не найдено» when nothing matches', async () => {
    recordRequests({ '/api/routes/v1/filter/waypoint/autocomplete/': 'example=empty' });
    renderApp('/routes');
    await waitForTable();
    const select = screen.getByRole('combobox', { name: 'Проходит через' });
    expect(ownBlock(select, 'combobox')).toHaveTextContent('Выберите значение');
    await userEvent.type(select, 'Щщ');
    await waitFor(() => expect(screen.getByText('Ничего не найдено')).toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
