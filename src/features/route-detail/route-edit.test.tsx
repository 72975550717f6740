import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../tests/support/fake-fetch';
import { interceptFetch, pathOf, type Override } from '../../../tests/support/intercept-fetch';
import { renderApp, signIn } from '../../../tests/support/render-app';

// The page loads lazily and talks to a real mock server: a second is too short on a busy machine.
configure({ asyncUtilTimeout: 8000 });

const ROUTE = '/api/routes/v1/1/';
const HISTORY = '/api/nmc-changes-history/v1/';

beforeAll(async () => {
  await import('./route-detail-page');
  await import('./route-charts');
}, 60_000);

async function openEditor(override?: Override) {
  const api = interceptFetch(override);
  const view = renderApp('/routes/1');
  await userEvent.click(await screen.findByRole('button', { name: /Редактировать/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...api, ...view, dialog };
}

const fill = async (dialog: HTMLElement, nmc: string, comment: string) => {
  const nmcInput = within(dialog).getByLabelText('НМЦ');
  await userEvent.clear(nmcInput);
  await userEvent.type(nmcInput, nmc);
  const commentInput = within(dialog).getByLabelText('Комментарий');
  await userEvent.clear(commentInput);
  await userEvent.type(commentInput, comment);
};

/** happy-dom runs no CSS animations, so the modal's closing one is ended as a browser would. */
const dialogGone = () =>
  waitFor(() => {
    // The edit form and, after «Не сохранять», the question above it.
    for (const dialog of screen.queryAllByRole('dialog')) fireEvent.animationEnd(dialog);
    expect(screen.queryAllByRole('dialog')).toEqual([]);
  });

describe('editing a route', () => {
  beforeEach(signIn);
  afterEach(() => vi.unstubAllGlobals());

  it('opens a 600 px form with the current НМЦ and comment and a counted, limited comment', async () => {
    const { dialog } = await openEditor();
    expect(within(dialog).getByLabelText('НМЦ')).toHaveProperty('value', '69 700');
    const comment = within(dialog).getByLabelText('Комментарий');
    expect(comment).toHaveProperty('value', 'Согласовано с отделом закупок');
    expect(comment.getAttribute('maxlength')).toBe('1000');
    expect(within(dialog).getByText('29 / 1000')).toBeTruthy();
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('600px');
  });

  it('PATCHes a numeric НМЦ with the comment, closes, keeps the route of its answer, and reloads history page 1 with the new entry on top', async () => {
    let saved = false;
    const { to, dialog } = await openEditor((request) => {
      if (request.method === 'PATCH') saved = true;
      if (saved && pathOf(request) === HISTORY)
        return json(200, {
          total: 1,
          results: [
            {
              id: 300,
              date: '2026-11-21T10:00:00+03:00',
              approved_nmc: 72000,
              comment: 'Пересчёт по тендеру',
              username: 'ivanova.a',
            },
          ],
        });
      return undefined;
    });
    await fill(dialog, '72000', 'Пересчёт по тендеру');
    const beforeRoute = to(ROUTE).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();
    expect(JSON.parse(to(ROUTE, 'PATCH')[0]!.body)).toEqual({
      nmc: 72000,
      comment: 'Пересчёт по тендеру',
    });
    expect(await screen.findByText('Маршрут сохранён')).toBeTruthy();
    const table = screen
      .getByRole('columnheader', { name: 'Дата изменения НМЦ' })
      .closest('table')!;
    const firstRow = await waitFor(() => {
      const row = table.querySelector<HTMLElement>('tbody tr[data-row-key="300"]');
      expect(row).not.toBeNull();
      return row!;
    });
    expect(firstRow.textContent).toContain('Пересчёт по тендеру');
    expect(to(HISTORY).at(-1)!.query.get('page')).toBe('1');
    // The PATCH answer is the route as saved, with its version: it is not read again.
    expect(to(ROUTE)).toHaveLength(beforeRoute);
  });

  it('goes back to history page 1 after saving from another page', async () => {
    const { to } = interceptFetch();
    renderApp('/routes/1');
    await screen.findByText('НМЦ пересчитана по итогам тендера', {});
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(to(HISTORY).at(-1)!.query.get('page')).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: /Редактировать/ }));
    const dialog = await screen.findByRole('dialog');
    await fill(dialog, '72000', 'Пересчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();
    await waitFor(() => expect(to(HISTORY).at(-1)!.query.get('page')).toBe('1'));
  });

  it('spins the button and locks the form while the request runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { dialog } = await openEditor(async (request) => {
      if (request.method === 'PATCH') await gate;
      return undefined;
    });
    await fill(dialog, '72000', 'Пересчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const save = within(dialog).getByRole('button', { name: /Сохранить/ });
    await waitFor(() => expect(save.className).toContain('ant-btn-loading'));
    expect(within(dialog).getByLabelText('Комментарий')).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveProperty('disabled', true);
    release();
    await dialogGone();
  });

  it('shows the server field errors on their fields and keeps the form open', async () => {
    // The contract's «long_comment» example, answered here: happy-dom empties the bodies of
    // cloned network responses, and the client reads error bodies from a clone.
    const { dialog } = await openEditor((request) =>
      request.method === 'PATCH'
        ? json(400, { comment: ['Убедитесь, что это значение содержит не более 1000 символов.'] })
        : undefined,
    );
    await fill(dialog, '72000', 'Пересчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const message = await within(dialog).findByText(
      'Убедитесь, что это значение содержит не более 1000 символов.',
    );
    expect(message.closest('.ant-form-item')?.textContent).toContain('Комментарий');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('sends nothing when nothing was changed, and just closes', async () => {
    const { to, dialog } = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();
    expect(to(ROUTE, 'PATCH')).toHaveLength(0);
  });

  it('shows a general `detail` as an alert', async () => {
    const { dialog } = await openEditor((request) =>
      request.method === 'PATCH' ? json(400, { detail: 'Маршрут в архиве' }) : undefined,
    );
    await fill(dialog, '72000', 'Пересчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Маршрут в архиве');
  });

  it('Escape and «Отмена» close without saving, a changed form after «Не сохранять»', async () => {
    const { to, dialog } = await openEditor();
    await fill(dialog, '1', 'не сохранять');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await userEvent.click(await screen.findByRole('button', { name: 'Не сохранять' }));
    await dialogGone();
    await userEvent.click(screen.getByRole('button', { name: /Редактировать/ }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByLabelText('НМЦ')).toHaveProperty('value', '69 700');
    await userEvent.click(within(again).getByRole('button', { name: 'Отмена' }));
    await dialogGone();
    expect(to(ROUTE, 'PATCH')).toHaveLength(0);
  });
});
