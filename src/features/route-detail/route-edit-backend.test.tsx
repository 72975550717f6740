import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackend } from '../../../tests/support/backend';
import { renderApp } from '../../../tests/support/render-app';

beforeAll(async () => {
  await import('./route-detail-page');
  await import('./route-charts');
}, 60_000);

async function saveNmc(nmc: string) {
  await userEvent.click(await screen.findByRole('button', { name: /Редактировать/ }));
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByLabelText('НМЦ');
  await userEvent.clear(field);
  await userEvent.type(field, nmc);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  return dialog;
}

describe('editing a route on the built-in backend', () => {
  it('saves behind a compressing proxy that weakens the route’s ETag', async () => {
    const api = await useBackend('orlov.v', { weakEtags: true });
    renderApp('/routes/5');
    const dialog = await saveNmc('123456');
    await waitFor(async () =>
      expect(await (await api('/api/routes/v1/5/')).json()).toMatchObject({ nmc: 123_456 }),
    );
    expect(within(dialog).queryByText('Маршрут уже изменён другим пользователем')).toBeNull();
  });

  it('saves the НМЦ, and the route and its history as the backend keeps them show it', async () => {
    const api = await useBackend('orlov.v');
    renderApp('/routes/5');
    await userEvent.click(await screen.findByRole('button', { name: /Редактировать/ }));
    const dialog = await screen.findByRole('dialog');
    const nmc = within(dialog).getByLabelText('НМЦ');
    await userEvent.clear(nmc);
    await userEvent.type(nmc, '123456');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), ' — пересчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    const newest = async () =>
      (await screen.findAllByRole('row')).find((row) => row.textContent.includes('orlov.v'));
    await waitFor(async () => expect(await newest()).toHaveTextContent('123 456 ₽'));
    const route: unknown = await (await api('/api/routes/v1/5/')).json();
    expect(route).toMatchObject({ nmc: 123_456 });
  });
});
