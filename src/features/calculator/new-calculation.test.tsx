import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, jobStatuses, json, mockApi } from '../../../tests/support/api-mock';
import { renderApp, signIn } from '../../../tests/support/render-app';
import { storeCalculation, temporaryRoute } from '../../../tests/support/stored-calculation';

const JOB = 95;

beforeAll(() => import('./calculator-page'), 60_000);

describe('«Новый расчёт» while a calculation runs', () => {
  beforeEach(() => signIn());

  it('keeps watching the job and adds its route to the session list when it ends', async () => {
    storeCalculation(JOB, { pending: true });
    let done = false;
    const job = jobStatuses(JOB, ['STARTED', 'STARTED', 'SUCCESS']);
    const { to } = mockApi(
      job.handler,
      http.get('/api/routes/temporary/v1/', ({ response }) =>
        response.untyped(
          json(200, {
            total: done ? 1 : 0,
            results: done ? [temporaryRoute(8, JOB)] : [],
          }),
        ),
      ),
    );
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Новый расчёт/ }));
    // The calculator is free for the next route at once.
    expect(await screen.findByRole('button', { name: 'Рассчитать' })).toBeEnabled();
    done = true;

    await waitFor(() => expect(job.polls()).toBe(3), { timeout: 6000 });
    expect(await screen.findByRole('cell', { name: 'Казань - Уфа' })).toBeInTheDocument();
    expect(to('/api/routes/temporary/v1/').at(-1)?.search).toBe(`?job__in=${JOB}&page=1&limit=10`);
    expect(JSON.parse(localStorage.getItem('routeCreating') ?? '{}')).not.toHaveProperty(
      'detached',
    );
  });
});
