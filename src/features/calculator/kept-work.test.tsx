import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { http, jobStatuses, json, mockApi } from '../../../tests/support/api-mock';
import { renderApp, signIn } from '../../../tests/support/render-app';
import { storeCalculation, temporaryRoute } from '../../../tests/support/stored-calculation';

const JOB = 81;
const route = temporaryRoute(9, JOB);

beforeAll(async () => {
  await import('./calculator-page');
}, 60_000);

/** «Выйти» in another tab, as this tab sees it. */
function otherTabSignsOut() {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
}

const offers = () =>
  screen
    .queryAllByRole('alert')
    .filter((alert) => alert.textContent.includes('Несохранённые изменения'));

describe('the calculator after a session that ended', () => {
  it('comes back to the same user with the calculation, and offers back what was typed', async () => {
    signIn();
    storeCalculation(JOB);
    mockApi(
      jobStatuses(JOB, ['SUCCESS']).handler,
      http.get('/api/routes/temporary/v1/', ({ response }) =>
        response.untyped(json(200, { total: 1, results: [route] })),
      ),
    );
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Казань → Уфа' });
    const nmc = screen.getByRole('textbox', { name: 'НМЦ' });
    await userEvent.clear(nmc);
    await userEvent.type(nmc, '40000');
    await userEvent.type(screen.getByLabelText('Откуда'), 'Тверь');

    otherTabSignsOut();
    await userEvent.type(await screen.findByLabelText('Имя пользователя'), 'u');
    await userEvent.type(screen.getByLabelText('Пароль'), 'p{Enter}');

    await screen.findByRole('heading', { name: 'Казань → Уфа' });
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(offers()).toHaveLength(2));
    for (const offer of offers()) {
      await userEvent.click(within(offer).getByRole('button', { name: 'Вернуть' }));
    }
    expect(screen.getByLabelText('Откуда')).toHaveValue('Тверь');
    expect(screen.getByRole('textbox', { name: 'НМЦ' })).toHaveValue('40 000');
    expect(offers()).toEqual([]);
  });
});
