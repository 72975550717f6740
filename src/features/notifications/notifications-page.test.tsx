import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { http, json, mockApi, type Recorded } from '../../../tests/support/api-mock';
import { useBackend } from '../../../tests/support/backend';
import { renderApp, signIn } from '../../../tests/support/render-app';
import type { Notification } from '../../api/schema';
import { formatDateTime } from '../../lib/format';

const LIST = '/api/notifications/v1/';
const listCalls = (calls: Recorded[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === LIST).map((c) => c.search);
const deletes = (calls: Recorded[]) =>
  calls.filter((c) => c.method === 'DELETE').map((c) => c.path);
const deletePath = ({ id }: Notification) => `/api/notifications/v1/${id}/`;

const badge = () =>
  within(screen.getByRole('banner')).getByRole('link', { name: /Центр уведомлений/ }).textContent;

/** The first render loads the lazy screen and, on the mock, waits for Prism: allow it time. */
const FIRST_LOAD = { timeout: 10_000 };

const isNotification = (value: unknown): value is Notification =>
  typeof value === 'object' && value !== null && 'id' in value && 'message' in value;

type Api = Awaited<ReturnType<typeof useBackend>>;

/** Every notification the backend holds, newest first (61 in the seed: 6 full pages and one). */
async function held(api: Api): Promise<Notification[]> {
  const body: unknown = await (await api(`${LIST}?page=1&limit=100`)).json();
  const results: unknown =
    typeof body === 'object' && body !== null && 'results' in body ? body.results : [];
  return Array.isArray(results) ? results.filter(isNotification) : [];
}

/** A colleague deletes `notification` meanwhile. */
const deletedByColleague = (api: Api, notification: Notification) =>
  api(deletePath(notification), { method: 'DELETE' });

/** The DELETE of `notification` answers 500; the others reach the backend. */
const failingDelete = (notification: Notification): HttpHandler =>
  http.delete('/api/notifications/v1/{id}/', ({ params, response }) =>
    params.id === String(notification.id) ? response.untyped(json(500)) : undefined,
  );

/** The row of `notification` on screen, found by its message. */
function rowOf({ message }: Notification) {
  const row = screen.getByText(message, { selector: 'td, td *' }).closest('tr');
  if (!row) throw new Error(`no row of «${message}»`);
  return within(row);
}

const rowCheckbox = (notification: Notification) => rowOf(notification).getByRole('checkbox');

/** A row's «Удалить», named with its message. */
const deleteButton = (notification: Notification) =>
  rowOf(notification).getByRole('button', { name: /^Удалить уведомление: / });

/** Confirms the question `name` with its «Удалить». */
const confirm = async (name: string) =>
  userEvent.click(
    within(await screen.findByRole('dialog', { name })).getByRole('button', { name: 'Удалить' }),
  );

/**
 * The centre at `path` on the built-in backend of `api`, its notifications listed; `handlers`
 * answer some calls otherwise. Records every call.
 */
async function openCentre(api: Api, path = '/notifications', ...handlers: HttpHandler[]) {
  const all = await held(api);
  const { calls } = mockApi(...handlers);
  const view = renderApp(path);
  const onPage = Number(new URLSearchParams(path.split('?')[1]).get('page') ?? 1);
  await screen.findByText(all[(onPage - 1) * 10]!.message, {}, FIRST_LOAD);
  return { ...view, api, all, calls };
}

describe('notification centre: list', () => {
  it('shows a page of the mock with category labels, dates and route links; paging asks the server', async () => {
    const { calls } = mockApi();
    const seen = () => listCalls(calls);
    signIn();
    const { router } = renderApp('/notifications');
    const row = (
      await screen.findByText(/Москва — Нижний Новгород — Казань/, {}, FIRST_LOAD)
    ).closest('tr');
    expect(row).toBeInTheDocument();
    const cells = within(row!);
    expect(await cells.findByText('НМЦ устарела')).toBeInTheDocument();
    expect(cells.getByText(formatDateTime('2026-06-19T09:00:00+03:00'))).toBeInTheDocument();
    expect(cells.getByRole('link', { name: 'Открыть маршрут № 1' }).getAttribute('href')).toBe(
      '/routes/1',
    );
    const noRoute = screen.getByText(/2 маршрута требуют ручной проверки/).closest('tr')!;
    expect(within(noRoute).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Выбрать уведомление/ })).toHaveLength(10);
    expect(seen()).toContain('?page=1&limit=10');

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(seen()).toContain('?page=2&limit=10'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows «Нет данных» and disables both bulk buttons when there is nothing', async () => {
    const api = await useBackend();
    await api(`${LIST}all/`, { method: 'DELETE' });
    renderApp('/notifications');
    expect(await screen.findByText('Нет данных', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить выбранные' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Удалить все' })).toBeDisabled();
  });

  it('never leaves an empty page: a page past the end moves to the last page', async () => {
    const api = await useBackend();
    const oldest = (await held(api)).at(-1)!;
    const { calls } = mockApi();
    const { router } = renderApp('/notifications?page=9');
    expect(await screen.findByText(oldest.message, {}, FIRST_LOAD)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=7');
    expect(listCalls(calls)).toEqual(
      expect.arrayContaining(['?page=9&limit=10', '?page=7&limit=10']),
    );
    expect(screen.queryByText('Нет данных')).not.toBeInTheDocument();
  });
});

describe('notification centre: deleting', () => {
  it('sends one DELETE per selected id, says so, goes back to page 1 and updates the badge', async () => {
    const { router, all, calls } = await openCentre(await useBackend(), '/notifications?page=2');
    await waitFor(() => expect(badge()).toContain('61'));
    const chosen = [all[10]!, all[12]!];
    for (const notification of chosen) await userEvent.click(rowCheckbox(notification));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    expect(
      await screen.findByText(/Будут удалены выбранные уведомления \(2\)/),
    ).toBeInTheDocument();
    expect(deletes(calls)).toEqual([]);
    await confirm('Удалить выбранные уведомления?');

    expect(await screen.findByText('Все выбранные уведомления удалены')).toBeInTheDocument();
    expect(deletes(calls)).toEqual(chosen.map(deletePath));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(all[0]!.message)).toBeInTheDocument();
    expect(listCalls(calls).at(-1)).toBe('?page=1&limit=10');
    await waitFor(() => expect(badge()).toContain('59'));
  });

  it('select-all takes every row of the page, and only of the page', async () => {
    const { api, all, calls } = await openCentre(await useBackend());
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Выбрать все уведомления на странице' }),
    );
    expect(screen.getByText('Выбрано: 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    await confirm('Удалить выбранные уведомления?');
    expect(await screen.findByText('Все выбранные уведомления удалены')).toBeInTheDocument();
    expect(deletes(calls)).toHaveLength(10);
    expect((await held(api)).map(({ id }) => id)).toEqual(all.slice(10).map(({ id }) => id));
    expect(await screen.findByText(all[10]!.message)).toBeInTheDocument();
  });

  it('keeps the rows that failed listed and selected, and says the deletion failed', async () => {
    const api = await useBackend();
    const [first, second, third, fourth] = await held(api);
    await openCentre(api, '/notifications', failingDelete(third!));
    for (const notification of [first!, third!, fourth!])
      await userEvent.click(rowCheckbox(notification));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    await confirm('Удалить выбранные уведомления?');

    expect(await screen.findByText('Уведомления не удалены')).toBeInTheDocument();
    expect(screen.getByText(/Удалено: 2 из 3/)).toBeInTheDocument();
    expect(screen.queryByText('Все выбранные уведомления удалены')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(first!.message)).not.toBeInTheDocument());
    expect(rowCheckbox(third!)).toBeChecked();
    expect(rowCheckbox(second!)).not.toBeChecked();
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toContain('59'));
  });

  it('counts a notification a colleague deleted already (404) as deleted', async () => {
    const { api, all, calls } = await openCentre(await useBackend());
    const chosen = [all[0]!, all[2]!, all[3]!];
    for (const notification of chosen) await userEvent.click(rowCheckbox(notification));
    await deletedByColleague(api, all[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    await confirm('Удалить выбранные уведомления?');

    expect(await screen.findByText('Все выбранные уведомления удалены')).toBeInTheDocument();
    expect(screen.queryByText('Уведомления не удалены')).not.toBeInTheDocument();
    expect(deletes(calls)).toEqual(chosen.map(deletePath));
    await waitFor(() => expect(screen.queryByText(all[2]!.message)).not.toBeInTheDocument());
    await waitFor(() => expect(badge()).toContain('58'));
  });

  it('«Удалить» of a notification a colleague deleted already says it is deleted', async () => {
    const { api, all } = await openCentre(await useBackend());
    const gone = all[1]!;
    await deletedByColleague(api, gone);
    await userEvent.click(deleteButton(gone));
    await confirm('Удалить уведомление?');
    expect(await screen.findByText('Уведомление удалено')).toBeInTheDocument();
    expect(screen.queryByText('Уведомление не удалено')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(gone.message)).not.toBeInTheDocument());
  });

  it('names each row’s «Удалить» and «Открыть маршрут» by what they act on', async () => {
    const { all } = await openCentre(await useBackend());
    const names = (role: 'button' | 'link', start: RegExp) =>
      screen
        .getAllByRole(role, { name: start })
        .map((element) => element.getAttribute('aria-label'));
    const deleteNames = names('button', /^Удалить уведомление: /);
    expect(deleteNames).toHaveLength(10);
    expect(new Set(deleteNames).size).toBe(10);
    const linkNames = names('link', /^Открыть маршрут/);
    expect(linkNames).toContain(`Открыть маршрут № ${all[0]!.route_id}`);
    expect(new Set(linkNames).size).toBe(linkNames.length);
  });

  it('«Удалить» in a row asks first, then deletes that notification alone and goes back to page 1', async () => {
    const { router, all, calls } = await openCentre(await useBackend(), '/notifications?page=2');
    const chosen = all[13]!;
    await userEvent.click(deleteButton(chosen));
    const question = await screen.findByRole('dialog', { name: 'Удалить уведомление?' });
    expect(question).toHaveTextContent(`Уведомление «${chosen.message}» будет удалено.`);
    await userEvent.click(within(question).getByRole('button', { name: 'Отмена' }));
    expect(deletes(calls)).toEqual([]);

    await userEvent.click(deleteButton(chosen));
    await confirm('Удалить уведомление?');
    expect(await screen.findByText('Уведомление удалено')).toBeInTheDocument();
    expect(deletes(calls)).toEqual([deletePath(chosen)]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText(all[0]!.message)).toBeInTheDocument();
    await waitFor(() => expect(badge()).toContain('60'));
  });

  it('says a row was not deleted when its DELETE fails', async () => {
    const api = await useBackend();
    const failing = (await held(api))[1]!;
    await openCentre(api, '/notifications', failingDelete(failing));
    await userEvent.click(deleteButton(failing));
    await confirm('Удалить уведомление?');
    expect(await screen.findByText('Уведомление не удалено')).toBeInTheDocument();
    expect(screen.getByText(failing.message)).toBeInTheDocument();
  });

  it('keeps the question open while the requests run and ignores a second press', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { all, calls } = await openCentre(
      await useBackend(),
      '/notifications',
      http.delete('/api/notifications/v1/{id}/', async () => {
        await gate;
        return undefined;
      }),
    );
    await userEvent.click(rowCheckbox(all[0]!));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    const question = await screen.findByRole('dialog', { name: 'Удалить выбранные уведомления?' });
    const yes = within(question).getByRole('button', { name: 'Удалить' });
    await userEvent.click(yes);
    // The spinner: hidden from screen readers, not from the eye.
    expect(await within(yes).findByLabelText('loading')).toBeVisible();
    await userEvent.click(yes);
    release();
    expect(await screen.findByText('Все выбранные уведомления удалены')).toBeInTheDocument();
    expect(deletes(calls)).toEqual([deletePath(all[0]!)]);
  });
});

describe('notification centre: delete all', () => {
  const openDialog = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Удалить все' }));
    return screen.findByRole('dialog', { name: 'Удалить все уведомления?' });
  };
  const dialogGone = () =>
    waitFor(() => {
      // happy-dom plays no CSS animations: end antd's closing one by hand, as a browser would.
      // An open dialog ignores the event, so a dismissal that did not happen still fails here.
      const dialog = screen.queryByRole('dialog', { name: 'Удалить все уведомления?' });
      if (dialog) fireEvent.animationEnd(dialog);
      expect(
        screen.queryByRole('dialog', { name: 'Удалить все уведомления?' }),
      ).not.toBeInTheDocument();
    });

  const dismissals: [string, () => Promise<unknown>][] = [
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['✕', () => userEvent.click(screen.getByRole('button', { name: 'Закрыть' }))],
    ['«Отмена»', () => userEvent.click(screen.getByRole('button', { name: 'Отмена' }))],
  ];

  it.each(dismissals)(
    'asks first; %s dismisses it without deleting anything',
    async (_, dismiss) => {
      const { api, all, calls } = await openCentre(await useBackend());
      await openDialog();
      await dismiss();
      await dialogGone();
      expect(deletes(calls)).toEqual([]);
      expect(screen.getByText(all[0]!.message)).toBeInTheDocument();
      expect(await held(api)).toHaveLength(all.length);
    },
  );

  it('on confirmation sends DELETE /all/, says so, empties the list and the badge', async () => {
    const { api, calls } = await openCentre(await useBackend());
    await waitFor(() => expect(badge()).toContain('61'));
    await userEvent.click(within(await openDialog()).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Все уведомления удалены')).toBeInTheDocument();
    expect(deletes(calls)).toEqual(['/api/notifications/v1/all/']);
    expect(await screen.findByText('Нет данных')).toBeInTheDocument();
    await waitFor(() => expect(badge()).not.toMatch(/\d/));
    await dialogGone();
    expect(await held(api)).toEqual([]);
  });

  it('says the notifications were not deleted when DELETE /all/ fails', async () => {
    const { all } = await openCentre(
      await useBackend(),
      '/notifications',
      http.delete('/api/notifications/v1/all/', ({ response }) =>
        response.untyped(json(503, { detail: 'Сервис недоступен' })),
      ),
    );
    await userEvent.click(within(await openDialog()).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Уведомления не удалены')).toBeInTheDocument();
    expect(screen.getByText(all[0]!.message)).toBeInTheDocument();
    expect(screen.queryByText('Все уведомления удалены')).not.toBeInTheDocument();
  });
});

describe('notification centre: a server that fails', () => {
  it('says the server answered with a failure, keeps the last known count and no «Нет данных»', async () => {
    // What this tab knew before: the badge said 14.
    sessionStorage.setItem('notificationsTotal', '14');
    mockApi(http.get('/api/notifications/v1/', ({ response }) => response.untyped(json(503, {}))));
    signIn();
    renderApp('/notifications');
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert).toHaveTextContent('Не удалось загрузить уведомления');
    expect(alert).toHaveTextContent('Сервер временно недоступен. Повторите попытку позже.');
    expect(alert).not.toHaveTextContent('Проверьте соединение');
    expect(screen.getByText('Всего: 14 (по последним данным)')).toBeInTheDocument();
    expect(screen.getByText('Список не загружен')).toBeInTheDocument();
    expect(screen.queryByText('Нет данных')).not.toBeInTheDocument();
    expect(badge()).toContain('14');
  });
});
