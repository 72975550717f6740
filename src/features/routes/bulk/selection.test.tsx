import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromPrism, http, mockApi } from '../../../../tests/support/api-mock';
import { renderApp, signIn } from '../../../../tests/support/render-app';
import { onePage, waitForTable } from '../testing/routes-test-kit';

const checkbox = (chain: string) =>
  screen.getByRole('checkbox', { name: `Выбрать маршрут: ${chain}` });

// The screen and the form load on demand: loaded once here, not within a test's waits.
beforeAll(async () => {
  await import('../routes-page');
  await import('./components/bulk-change-modal');
}, 60_000);

describe('selecting routes for a bulk change', () => {
  beforeEach(signIn);

  it('keeps the selection across pages, clears it with new filters, and selects all found', async () => {
    const { to } = mockApi(
      http.get('/api/routes/v1/', async ({ request, query, response }) => {
        const limit = Number(query.get('limit'));
        const answer = await fromPrism(request);
        // Pages of the screen are cut to 10; the read of all found gets everything.
        return response.untyped(
          limit === 10 ? await onePage(answer, Number(query.get('page'))) : answer,
        );
      }),
    );
    const { router } = renderApp('/routes');
    await waitForTable();
    await userEvent.click(checkbox('Москва - Нижний Новгород - Казань'));
    expect(screen.getByText('Выбрано маршрутов: 1')).toBeInTheDocument();
    // Some of the page's routes: the page's checkbox is mixed, and checks the rest.
    const wholePage = () =>
      screen.getByRole('checkbox', { name: 'Выбрать все маршруты на странице' });
    expect(wholePage()).toBePartiallyChecked();
    await userEvent.click(wholePage());
    expect(screen.getByText('Выбрано маршрутов: 10')).toBeInTheDocument();
    expect(wholePage()).toBeChecked();
    await userEvent.click(wholePage());
    expect(screen.getByText('Выбрано маршрутов: 0')).toBeInTheDocument();
    await userEvent.click(checkbox('Москва - Нижний Новгород - Казань'));

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('Тверь - Самара')).toBeInTheDocument();
    await userEvent.click(wholePage());
    expect(screen.getByText('Выбрано маршрутов: 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('listitem', { name: '1' }));
    await waitFor(() => expect(checkbox('Москва - Нижний Новгород - Казань')).toBeChecked());

    await router.navigate('/routes?routeType=simple');
    expect(await screen.findByText('Выбрано маршрутов: 0')).toBeInTheDocument();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Выбрать все найденные (14)' }),
    );
    expect(await screen.findByText('Выбрано маршрутов: 14')).toBeInTheDocument();
    expect(to('/api/routes/v1/').at(-1)?.search).toBe('?route_type=simple&page=1&limit=1000');
    await userEvent.click(screen.getByRole('button', { name: 'Снять выбор' }));
    expect(screen.getByText('Выбрано маршрутов: 0')).toBeInTheDocument();
  });

  it('keeps the selection when the list comes back with Back from a route opened in it', async () => {
    const { router } = renderApp('/routes?routeType=simple');
    await waitForTable();
    await userEvent.click(checkbox('Москва - Самара'));
    await userEvent.click(checkbox('Москва - Краснодар'));
    await userEvent.click(screen.getByText('Москва - Санкт-Петербург'));
    // The route's page is on screen, and the list's is gone.
    await screen.findByRole('button', { name: 'Редактировать' }, { timeout: 8000 });
    expect(screen.queryByText(/Найдено маршрутов/)).not.toBeInTheDocument();
    await router.navigate(-1);
    await waitForTable();
    expect(screen.getByText('Выбрано маршрутов: 2')).toBeInTheDocument();
    expect(checkbox('Москва - Самара')).toBeChecked();
    // Other filters are another selection, as on the list itself.
    await router.navigate('/routes');
    expect(await screen.findByText('Выбрано маршрутов: 0')).toBeInTheDocument();
  });

  it('asks for a selection before «Изменить НМЦ» opens the form', async () => {
    renderApp('/routes');
    await waitForTable();
    await userEvent.click(screen.getByRole('button', { name: 'Изменить НМЦ' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Сначала выберите маршруты: отметьте строки или «Выбрать все найденные».',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(checkbox('Москва - Самара'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Изменить НМЦ' }));
    // antd names every dialog by the same id under test: it is found by its title instead.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Изменение НМЦ')).toBeInTheDocument();
    expect(within(dialog).getByText('Выбрано маршрутов: 1')).toBeInTheDocument();
  });
});
