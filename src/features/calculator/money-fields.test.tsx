import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, jobStatuses, json, mockApi } from '../../../tests/support/api-mock';
import { renderApp, signIn } from '../../../tests/support/render-app';
import { storeCalculation } from '../../../tests/support/stored-calculation';

const JOB = 91;

/** A finished calculation whose route costs 13 906 ₽, as the calculator finds it after a reload. */
function finishedCalculation() {
  storeCalculation(JOB);
  return mockApi(
    jobStatuses(JOB, ['SUCCESS']).handler,
    http.get('/api/routes/temporary/v1/', ({ response }) =>
      response.untyped(
        json(200, {
          total: 1,
          results: [
            {
              id: 7,
              job: JOB,
              path: [{ from_waypoint: { city: 'Казань' }, to_waypoint: { city: 'Уфа' } }],
              category: 'lte5',
              distance: 525,
              tariff: 26.5,
              nmc: 13906,
              comment: null,
              existing_route_id: null,
            },
          ],
        }),
      ),
    ),
  );
}

// The screen loads lazily: its code is compiled once, before the test's clock starts.
beforeAll(() => import('./calculator-page'), 60_000);

describe('the calculated route’s НМЦ', () => {
  beforeEach(() => signIn());

  it('reads grouped, as everywhere, and a negative amount is refused with a message', async () => {
    const api = finishedCalculation();
    renderApp('/');
    // The result card's field: the session list opens no editor of its own until asked.
    const nmc = await screen.findByRole('textbox', { name: 'НМЦ' });
    expect(nmc).toHaveValue('13 906');

    await userEvent.clear(nmc);
    await userEvent.paste('-500');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сумма не может быть отрицательной')).toBeInTheDocument();
    expect(api.to('/api/routes/temporary/v1/7/', 'PATCH')).toHaveLength(0);
  });
});
