import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, json, mockApi, type Recorded } from '../../../tests/support/api-mock';
import { notificationsBackend } from '../../../tests/support/notifications-backend';
import { renderApp, signIn } from '../../../tests/support/render-app';
import { formatDateTime } from '../../lib/format';

const LIST = '/api/notifications/v1/';
const listCalls = (calls: Recorded[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === LIST).map((c) => c.search);
const deletes = (calls: Recorded[]) =>
  calls.filter((c) => c.method === 'DELETE').map((c) => c.path);

const badge = () =>
  within(screen.getByRole('banner')).getByRole('link', { name: /Центр уведомлений/ }).textContent;

/** The first render loads the lazy screen and, on the mock, waits for Prism: allow it time. */
const FIRST_LOAD = { timeout: 10_000 };

const rowCheckbox = (message: string) =>
  screen.getByRole('checkbox', { name: `Выбрать уведомление: ${message}` });

/** A row's «Удалить», named with its message. */
const deleteButton = (message: string) =>
  screen.getByRole('button', { name: `Удалить уведомление: ${message}` });

/** Confirms the question `name` with its «Удалить». */
const confirm = async (name: string) =>
  userEvent.click(
    within(await screen.findByRole('dialog', { name })).getByRole('button', { name: 'Удалить' }),
  );

/** Signs in and opens the centre on `backend`: 14 notifications unless another is given. */
async function openCentre(path = '/notifications', backend = notificationsBackend()) {
  signIn();
  const view = renderApp(path);
  await screen.findByText('Уведомление 314', {}, FIRST_LOAD);
  return { ...view, backend };
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
    notificationsBackend({ notifications: [] });
    signIn();
    renderApp('/notifications');
    expect(await screen.findByText('Нет данных', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить выбранные' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Удалить все' })).toBeDisabled();
  });

  it('never leaves an empty page: a page past the end moves to the last page', async () => {
    const backend = notificationsBackend();
    signIn();
    const { router } = renderApp('/notifications?page=3');
    expect(await screen.findByText('Уведомление 304', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls(backend.calls)).toEqual(
      expect.arrayContaining(['?page=3&limit=10', '?page=2&limit=10']),
    );
    expect(screen.queryByText('Нет данных')).not.toBeInTheDocument();
  });
});

describe('notification centre: deleting', () => {
  it('sends one DELETE per selected id, says so, goes back to page 1 and updates the badge', async () => {
    const backend = notificationsBackend();
    signIn();
    const { router } = renderApp('/notifications?page=2');
    await screen.findByText('Уведомление 304', {}, FIRST_LOAD);
    await waitFor(() => expect(badge()).toContain('14'));
    await userEvent.click(rowCheckbox('Уведомление 304'));
    await userEvent.click(rowCheckbox('Уведомление 302'));
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    expect(
      await screen.findByText(/Будут удалены выбранные уведомления \(2\)/),
    ).toBeInTheDocument();
    expect(deletes(backend.calls)).toEqual([]);
    await confirm('Удалить выбранные уведомления?');

    expect(await screen.findByText('Все выбранные уведомления удалены')).toBeInTheDocument();
    expect(deletes(backend.calls)).toEqual([
      '/api/notifications/v1/304/',
      '/api/notifications/v1/302/',
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Уведомление 314')).toBeInTheDocument();
    expect(listCalls(backend.calls).at(-1)).toBe('?page=1&limit=10');
    await waitFor(() => expect(badge()).toContain('12'));
  });

  it('select-all takes every row of the page, and only of the page', async () => {
    const { backend } = await openCentre();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Выбрать все уведомления на странице' }),
    );
    expect(screen.getByText('Выбрано: 10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    await confirm('Удалить выбранные уведомления?');
    expect(await screen.findByText('Все выбранные уведомления удалены')).toBeInTheDocument();
    expect(deletes(backend.calls)).toHaveLength(10);
    expect(backend.ids()).toEqual([304, 303, 302, 301]);
    expect(await screen.findByText('Уведомление 304')).toBeInTheDocument();
  });

  it('keeps the rows that failed listed and selected, and says the deletion failed', async () => {
    const backend = notificationsBackend({ failingIds: [312] });
    await openCentre('/notifications', backend);
    for (const id of [314, 312, 311]) await userEvent.click(rowCheckbox(`Уведомление ${id}`));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    await confirm('Удалить выбранные уведомления?');

    expect(await screen.findByText('Уведомления не удалены')).toBeInTheDocument();
    expect(screen.getByText(/Удалено: 2 из 3/)).toBeInTheDocument();
    expect(screen.queryByText('Все выбранные уведомления удалены')).not.toBeInTheDocument();
    expect(deletes(backend.calls)).toHaveLength(3);
    await waitFor(() => expect(screen.queryByText('Уведомление 314')).not.toBeInTheDocument());
    expect(rowCheckbox('Уведомление 312')).toBeChecked();
    expect(rowCheckbox('Уведомление 313')).not.toBeChecked();
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toContain('12'));
  });

  it('counts a notification a colleague deleted already (404) as deleted', async () => {
    const backend = notificationsBackend({ goneIds: [312] });
    await openCentre('/notifications', backend);
    for (const id of [314, 312, 311]) await userEvent.click(rowCheckbox(`Уведомление ${id}`));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    await confirm('Удалить выбранные уведомления?');

    expect(await screen.findByText('Все выбранные уведомления удалены')).toBeInTheDocument();
    expect(screen.queryByText('Уведомления не удалены')).not.toBeInTheDocument();
    expect(deletes(backend.calls)).toHaveLength(3);
    await waitFor(() => expect(screen.queryByText('Уведомление 312')).not.toBeInTheDocument());
    await waitFor(() => expect(badge()).toContain('11'));
  });

  it('«Удалить» of a notification a colleague deleted already says it is deleted', async () => {
    await openCentre('/notifications', notificationsBackend({ goneIds: [313] }));
    await userEvent.click(deleteButton('Уведомление 313'));
    await confirm('Удалить уведомление?');
    expect(await screen.findByText('Уведомление удалено')).toBeInTheDocument();
    expect(screen.queryByText('Уведомление не удалено')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Уведомление 313')).not.toBeInTheDocument());
  });

  it('names each row’s «Удалить» and «Открыть маршрут» by what they act on', async () => {
    await openCentre();
    const names = (role: 'button' | 'link', start: RegExp) =>
      screen
        .getAllByRole(role, { name: start })
        .map((element) => element.getAttribute('aria-label'));
    const deleteNames = names('button', /^Удалить уведомление: /);
    expect(deleteNames).toHaveLength(10);
    expect(new Set(deleteNames).size).toBe(10);
    const linkNames = names('link', /^Открыть маршрут/);
    expect(linkNames).toContain('Открыть маршрут № 14');
    expect(new Set(linkNames).size).toBe(linkNames.length);
  });

  it('«Удалить» in a row asks first, then deletes that notification alone', async () => {
    const { backend } = await openCentre();
    await userEvent.click(deleteButton('Уведомление 313'));
    const question = await screen.findByRole('dialog', { name: 'Удалить уведомление?' });
    expect(question).toHaveTextContent('Уведомление «Уведомление 313» будет удалено.');
    await userEvent.click(within(question).getByRole('button', { name: 'Отмена' }));
    expect(deletes(backend.calls)).toEqual([]);

    await userEvent.click(deleteButton('Уведомление 313'));
    await confirm('Удалить уведомление?');
    expect(await screen.findByText('Уведомление удалено')).toBeInTheDocument();
    expect(deletes(backend.calls)).toEqual(['/api/notifications/v1/313/']);
    await waitFor(() => expect(screen.queryByText('Уведомление 313')).not.toBeInTheDocument());
    await waitFor(() => expect(badge()).toContain('13'));
  });

  it('says a row was not deleted when its DELETE fails', async () => {
    await openCentre('/notifications', notificationsBackend({ failingIds: [313] }));
    await userEvent.click(deleteButton('Уведомление 313'));
    await confirm('Удалить уведомление?');
    expect(await screen.findByText('Уведомление не удалено')).toBeInTheDocument();
    expect(screen.getByText('Уведомление 313')).toBeInTheDocument();
  });

  it('keeps the question open while the requests run and ignores a second press', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { backend } = await openCentre('/notifications', notificationsBackend({ gate }));
    await userEvent.click(rowCheckbox('Уведомление 314'));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные' }));
    const question = await screen.findByRole('dialog', { name: 'Удалить выбранные уведомления?' });
    const yes = within(question).getByRole('button', { name: 'Удалить' });
    await userEvent.click(yes);
    // The spinner: hidden from screen readers, not from the eye.
    expect(await within(yes).findByLabelText('loading')).toBeVisible();
    await userEvent.click(yes);
    release();
    expect(await screen.findByText('Все выбранные уведомления удалены')).toBeInTheDocument();
    expect(deletes(backend.calls)).toEqual(['/api/notifications/v1/314/']);
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
      const { backend } = await openCentre();
      await openDialog();
      await dismiss();
      await dialogGone();
      expect(deletes(backend.calls)).toEqual([]);
      expect(screen.getByText('Уведомление 314')).toBeInTheDocument();
    },
  );

  it('on confirmation sends DELETE /all/, says so, empties the list and the badge', async () => {
    const { backend } = await openCentre();
    await waitFor(() => expect(badge()).toContain('14'));
    await userEvent.click(within(await openDialog()).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Все уведомления удалены')).toBeInTheDocument();
    expect(deletes(backend.calls)).toEqual(['/api/notifications/v1/all/']);
    expect(await screen.findByText('Нет данных')).toBeInTheDocument();
    await waitFor(() => expect(badge()).not.toMatch(/\d/));
    await dialogGone();
  });

  it('says the notifications were not deleted when DELETE /all/ fails', async () => {
    await openCentre('/notifications', notificationsBackend({ deleteAllStatus: 503 }));
    await userEvent.click(within(await openDialog()).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Уведомления не удалены')).toBeInTheDocument();
    expect(screen.getByText('Уведомление 314')).toBeInTheDocument();
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
