import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, jobStatuses, json, mockApi } from '../../../tests/support/api-mock';
import { renderApp, signIn } from '../../../tests/support/render-app';
import {
  storeCalculation,
  temporaryRoute as route,
} from '../../../tests/support/stored-calculation';

/** What the alerts on screen say, notifications among them. */
const alertText = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');

/** The mock for everything, except the job whose statuses are scripted and its routes. */
function backend(jobId: number, statuses: string[]) {
  const job = jobStatuses(jobId, statuses);
  const api = mockApi(
    job.handler,
    http.get('/api/routes/temporary/v1/', ({ response }) =>
      response.untyped(json(200, { total: 1, results: [route(9, jobId)] })),
    ),
  );
  return { ...api, polls: job.polls };
}

// Compile the lazily loaded screen and its parts once, before the clocks of the tests start.
beforeAll(async () => {
  await import('./calculator-page');
  await import('./components/temporary-route-card');
  await import('./components/file-import-form');
  await import('./components/session-routes-table');
}, 60_000);

/**
 * The elements that read their `offsetParent` from now on (happy-dom leaves it out): in a browser
 * each read lays the page out if anything changed since. antd's `Form.Item` reads it in every
 * render after its first.
 */
function layoutReaders(): HTMLElement[] {
  const readers: HTMLElement[] = [];
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      readers.push(this);
      return null;
    },
  });
  return readers;
}

describe('calculator form, rendered again only as a whole when it must', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'offsetParent');
  });

  it('mounts in one render: what watches the typed cities renders alone', async () => {
    const readers = layoutReaders();
    renderApp('/');
    const addPoint = await screen.findByRole('button', { name: 'Добавить точку' });
    // The session's table comes after the forms have painted, and after the watcher's first look.
    await screen.findByRole('columnheader', { name: 'Маршрут' });
    expect(readers.filter((reader) => reader.contains(addPoint))).toEqual([]);
  });

  it('is not rendered again by the user’s profile coming late: only what waits for it', async () => {
    let answer = () => {};
    const profile = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockApi(
      http.get('/api/users/me/', async ({ response }) => {
        await profile;
        return response.untyped(json(200, { username: 'petrov.s' }));
      }),
    );
    renderApp('/');
    const addPoint = await screen.findByRole('button', { name: 'Добавить точку' });
    const readers = layoutReaders();
    answer();
    await screen.findByText('petrov.s');
    // The item of «Добавить точку» has no field of its own: only a render of the whole form
    // renders it again. (Each named field renders once more after its mount in the tests: React's
    // StrictMode mounts it twice, and antd's field clears its state as it unmounts.)
    expect(readers.filter((reader) => reader.contains(addPoint))).toEqual([]);
  });
});

describe('calculator screen', () => {
  beforeEach(() => signIn());

  it('resumes polling a job persisted under routeCreating, through STARTED to SUCCESS', async () => {
    storeCalculation(77, { pending: true, page: 2 });
    const fake = backend(77, ['STARTED', 'SUCCESS']);
    renderApp('/');

    expect(
      await screen.findByText('Расчёт выполняется…', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Казань → Уфа' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(fake.polls()).toBe(2);
    await waitFor(() => expect(alertText()).toContain('В расчет добавлен маршрутКазань - Уфа'));
    const stored: unknown = JSON.parse(localStorage.getItem('routeCreating') ?? '{}');
    // Pending cleared and the session list back on its first page.
    expect(stored).toMatchObject({ isPending: false, page: 1, sessionJobIds: [77] });
    const sessionRequests = fake.to('/api/routes/temporary/v1/').map((c) => c.search);
    expect(sessionRequests).toContain('?job__in=77&page=1&limit=1');
    expect(sessionRequests).toContain('?job__in=77&page=1&limit=10');
  });

  it('shows the failure toast when the job fails, and the form again', async () => {
    storeCalculation(78, { pending: true, method: 1 });
    backend(78, ['NEW', 'FAILED']);
    renderApp('/');
    await waitFor(() => expect(alertText()).toContain('Ошибка при добавлении маршрутов'), {
      timeout: 5000,
    });
    // The failed calculation also stays on screen, with the method it used.
    expect(alertText()).toContain('Не удалось рассчитать');
    expect(screen.getByRole('radio', { name: 'Из файла' })).toBeChecked();
  });

  it('asks for every city and the category before calculating', async () => {
    const fake = backend(0, ['NEW']);
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Рассчитать' }));
    const form = screen.getByRole('button', { name: 'Рассчитать' }).closest('form')!;
    await waitFor(() => expect(within(form).getAllByText('Укажите город')).toHaveLength(2));
    expect(within(form).getByText('Выберите категорию ТС')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path.includes('calculator-editor'))).toBe(false);
  });
});
