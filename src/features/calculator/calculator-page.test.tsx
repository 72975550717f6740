import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../../../tests/support/fake-fetch';
import { renderApp, signIn } from '../../../tests/support/render-app';

const route = (id: number, job: number) => ({
  id,
  job,
  path: [{ from_waypoint: { city: 'Казань' }, to_waypoint: { city: 'Уфа' } }],
  category: 'lte5',
  distance: 525,
  tariff: 70,
  nmc: 36750,
  comment: null,
  existing_route_id: null,
});

const toastText = () => document.querySelector('.ant-notification-bottomRight')?.textContent ?? '';

/** The mock for everything, except the job whose statuses are scripted. */
function backend(jobId: number, statuses: string[]) {
  const realFetch = globalThis.fetch;
  let poll = 0;
  const fake = fakeFetch((request, signal) => {
    const path = new URL(request.url).pathname;
    if (path === `/api/jobs/v1/${jobId}/`) {
      const status = statuses[Math.min(poll++, statuses.length - 1)];
      return json(200, { id: jobId, status, result: null });
    }
    if (path === '/api/routes/temporary/v1/')
      return json(200, { total: 1, results: [route(9, jobId)] });
    return realFetch(request, { signal });
  });
  return { ...fake, polls: () => poll };
}

describe('calculator screen', () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('resumes polling a job persisted under routeCreating, through STARTED to SUCCESS', async () => {
    localStorage.setItem(
      'routeCreating',
      JSON.stringify({
        isPending: true,
        jobs: [{ id: 77, action: 'CREATE_TEMP', method: 0 }],
        sessionJobIds: [77],
        page: 2,
      }),
    );
    const fake = backend(77, ['STARTED', 'SUCCESS']);
    vi.stubGlobal('fetch', fake.fetch);
    renderApp('/');

    expect(await screen.findByText('Расчёт выполняется…', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Казань → Уфа' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(fake.polls()).toBe(2);
    await waitFor(() => expect(toastText()).toContain('В расчет добавлен маршрутКазань - Уфа'));
    const stored: unknown = JSON.parse(localStorage.getItem('routeCreating') ?? '{}');
    // Pending cleared and the session list back on its first page.
    expect(stored).toMatchObject({ isPending: false, page: 1, sessionJobIds: [77] });
    const sessionRequests = fake.calls.filter((c) =>
      c.path.startsWith('/api/routes/temporary/v1/'),
    );
    expect(sessionRequests.map((c) => c.path)).toContain(
      '/api/routes/temporary/v1/?job__in=77&page=1&limit=1',
    );
    expect(
      sessionRequests.some(
        (c) => c.path === '/api/routes/temporary/v1/?job__in=77&page=1&limit=10',
      ),
    ).toBe(true);
  });

  it('shows the failure toast when the job fails, and the form again', async () => {
    localStorage.setItem(
      'routeCreating',
      JSON.stringify({
        isPending: true,
        jobs: [{ id: 78, action: 'CREATE_TEMP', method: 1 }],
        sessionJobIds: [78],
        page: 1,
      }),
    );
    vi.stubGlobal('fetch', backend(78, ['NEW', 'FAILED']).fetch);
    renderApp('/');
    await waitFor(() => expect(toastText()).toContain('Ошибка при добавлении маршрутов'), {
      timeout: 5000,
    });
    // The failed calculation also stays on screen, with the method it used.
    expect(
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain('Не удалось рассчитать');
    expect(screen.getByRole('radio', { name: 'Из файла' })).toHaveProperty('checked', true);
  });

  it('asks for every city and the category before calculating', async () => {
    const fake = backend(0, []);
    vi.stubGlobal('fetch', fake.fetch);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Рассчитать' }));
    const form = screen.getByRole('button', { name: 'Рассчитать' }).closest('form')!;
    await waitFor(() => expect(within(form).getAllByText('Укажите город')).toHaveLength(2));
    expect(within(form).getByText('Выберите категорию ТС')).toBeTruthy();
    expect(fake.calls.some((c) => c.path.includes('calculator-editor'))).toBe(false);
  });
});
