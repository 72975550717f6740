import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, json, mockApi } from '../../../../tests/support/api-mock';
import { useBackend } from '../../../../tests/support/backend';
import { renderApp } from '../../../../tests/support/render-app';
import { waitForTable } from '../testing/routes-test-kit';

const VIEWS = '/api/route-views/v1/';
const button = (name: string) => screen.queryByRole('button', { name });

/** Opens «Виды» and picks `name` from it. */
async function pickView(name: string): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: 'Виды' }, { timeout: 8000 }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

async function savedViews(api: Awaited<ReturnType<typeof useBackend>>): Promise<unknown> {
  const answer = await api(`${VIEWS}?limit=100`);
  const body: unknown = await answer.json();
  return body;
}

/** A view the user saved before the test. */
async function saveViewOnBackend(
  api: Awaited<ReturnType<typeof useBackend>>,
  view: { name: string; query: string },
): Promise<void> {
  await api(VIEWS, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(view),
  });
}

/** «Сохранить вид»: names the list as it is, maybe for colleagues too, and saves. */
async function saveView(name: string, shared = false): Promise<HTMLElement> {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Сохранить вид' }, { timeout: 8000 }),
  );
  // antd names its dialogs by an id that happy-dom shares with the filters' own: found by text.
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Сохранить вид');
  await userEvent.type(within(dialog).getByLabelText('Название вида'), name);
  if (shared) await userEvent.click(within(dialog).getByLabelText('Показывать коллегам'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  return dialog;
}

describe('saved views of the route list (PRODUCT §8)', { timeout: 30_000 }, () => {
  it('saves the list as a shared view, picks it back into the URL, and saves it changed', async () => {
    const api = await useBackend('ivanova.a');
    const { router } = renderApp('/routes?category=lte10&ordering=-nmc&limit=20&page=2');
    await waitForTable();
    await saveView('Десятитонники', true);
    await screen.findByText('Вид «Десятитонники»');
    expect(await savedViews(api)).toMatchObject({
      results: [
        { owner: 'petrov.s' },
        { name: 'Десятитонники', query: 'category=lte10&ordering=-nmc&limit=20', shared: true },
      ],
    });

    await router.navigate('/routes');
    await pickView('Десятитонники');
    // Exactly as if the user had set them: the filters, the order and the page size, page 1.
    expect(router.state.location.search).toBe('?category=lte10&ordering=-nmc&limit=20');
    expect(button('Сохранить')).toBeNull();

    // The order of the view was -nmc: one more click on its header gives the default order.
    await userEvent.click(screen.getByRole('button', { name: 'НМЦ, ₽' }));
    await screen.findByText(/изменён/);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByText(/изменён/)).toBeNull());
    expect(await savedViews(api)).toMatchObject({
      results: [{}, { query: 'category=lte10&limit=20' }],
    });
  });

  it('opens a colleague’s shared view read-only: «Сбросить», no «Сохранить», no delete', async () => {
    await useBackend('ivanova.a');
    const { router } = renderApp('/routes');
    await waitForTable();
    await pickView('Казань, до 20 т');
    const search =
      '?lastWaypoint=%D0%9A%D0%B0%D0%B7%D0%B0%D0%BD%D1%8C&category=lte20&ordering=-nmc';
    expect(router.state.location.search).toBe(search);
    await screen.findByText(/petrov\.s/);

    await userEvent.click(screen.getByRole('button', { name: 'Расстояние, км' }));
    await screen.findByText(/изменён/);
    expect(button('Сохранить')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(router.state.location.search).toBe(search));
    expect(screen.queryByText(/изменён/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Виды' }));
    expect(screen.queryByRole('menuitem', { name: /Удалить вид/ })).toBeNull();
  });

  it('leaves out what the list no longer knows, and deletes one’s own view after asking', async () => {
    const api = await useBackend('ivanova.a');
    await saveViewOnBackend(api, {
      name: 'Старый',
      query: 'messages=gone_code&category=lte10&limit=7',
    });
    const { router } = renderApp('/routes');
    await waitForTable();
    await screen.findByRole('button', { name: 'Виды' }, { timeout: 8000 });
    // The filter choices name today's notification categories: wait for them before the pick.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Уведомления' })).toBeTruthy());
    await pickView('Старый');
    expect(router.state.location.search).toBe('?category=lte10');
    await screen.findByText(/часть условий больше не поддерживается/);

    await userEvent.click(screen.getByRole('button', { name: 'Виды' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить вид «Старый»…' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Удалить вид «Старый»?');
    await userEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    await screen.findByText('Вид «Старый» удалён');
    expect(await savedViews(api)).toMatchObject({ total: 1 });
    expect(router.state.location.search).toBe('?category=lte10');
  });

  it('drops nothing of a view while the list cannot say which notification categories it knows', async () => {
    const api = await useBackend('ivanova.a');
    await saveViewOnBackend(api, {
      name: 'С уведомлениями',
      query: 'messages=some_code&category=lte10',
    });
    mockApi(
      http.get('/api/routes/v1/filters/choices/', ({ response }) => response.untyped(json(500))),
    );
    const { router } = renderApp('/routes');
    await waitForTable();
    await pickView('С уведомлениями');
    expect(router.state.location.search).toBe('?messages=some_code&category=lte10');
    expect(screen.queryByText(/часть условий больше не поддерживается/)).toBeNull();
    expect(screen.queryByText(/изменён/)).toBeNull();
  });

  it('says a list too long to keep is no view, and sends nothing', async () => {
    await useBackend('ivanova.a');
    const { to } = mockApi();
    const ids = Array.from({ length: 500 }, (_, i) => 1000 + i).join(',');
    renderApp(`/routes?ids=${ids}`);
    await screen.findByRole('button', { name: 'Сохранить вид' }, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить вид' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Условия этого списка длиннее 2 000 знаков');
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(to(VIEWS, 'POST')).toEqual([]);
  });

  it('keeps the dialog and the typed name when the save fails, and says why', async () => {
    await useBackend('ivanova.a');
    mockApi(http.post(VIEWS, ({ response }) => response.untyped(json(500))));
    renderApp('/routes');
    await waitForTable();
    const dialog = await saveView('Мой вид');
    // The server answered: its failure is said, the connection is not blamed.
    await within(dialog).findByText(
      'Не удалось сохранить вид. На сервере произошла ошибка. Повторите попытку позже.',
    );
    expect(within(dialog).getByLabelText('Название вида')).toHaveValue('Мой вид');
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
  });

  it('hides «Виды» without a word where the backend has no views (404)', async () => {
    await useBackend('ivanova.a');
    const { to } = mockApi(
      http.get(VIEWS, ({ response }) => response.untyped(json(404, { detail: 'Не найдено.' }))),
    );
    renderApp('/routes');
    await waitForTable();
    await waitFor(() => expect(to(VIEWS)).toHaveLength(1));
    expect(button('Виды')).toBeNull();
    expect(button('Сохранить вид')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
