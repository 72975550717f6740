import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, json, mockApi } from '../../../tests/support/api-mock';
import { renderApp, signIn } from '../../../tests/support/render-app';
import { keepDrafts } from '../../components/unsaved-changes/drafts';
import { ROUTE_EDIT_DRAFT } from './route-edit-values';

const ROUTE = '/api/routes/v1/1/';
const HISTORY = '/api/nmc-changes-history/v1/';

beforeAll(async () => {
  await import('./route-detail-page');
  await import('./route-charts');
}, 60_000);

async function openEditor(...handlers: HttpHandler[]) {
  const api = mockApi(...handlers);
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

/** A PATCH of the route answered with `answer`. */
const patchAnswers = (answer: () => Response) =>
  http.patch('/api/routes/v1/{id}/', ({ response }) => response.untyped(answer()));

/** happy-dom runs no CSS animations, so the modal's closing one is ended as a browser would. */
const dialogGone = () =>
  waitFor(() => {
    // The edit form and, after «Не сохранять», the question above it.
    for (const dialog of screen.queryAllByRole('dialog')) fireEvent.animationEnd(dialog);
    expect(screen.queryAllByRole('dialog')).toEqual([]);
  });

describe('editing a route', () => {
  beforeEach(signIn);

  it('opens a 600 px form with the current НМЦ and comment and a counted, limited comment', async () => {
    const { dialog } = await openEditor();
    expect(within(dialog).getByLabelText('НМЦ')).toHaveProperty('value', '69 700');
    const comment = within(dialog).getByLabelText('Комментарий');
    expect(comment).toHaveProperty('value', 'Согласовано с отделом закупок');
    expect(comment.getAttribute('maxlength')).toBe('1000');
    expect(within(dialog).getByText('29 / 1000')).toBeInTheDocument();
    expect(dialog.closest<HTMLElement>('[style*="width"]')?.style.width).toBe('600px');
  });

  it('PATCHes a numeric НМЦ with the comment, closes, keeps the route of its answer, and reloads history page 1 with the new entry on top', async () => {
    let saved = false;
    const { to, dialog } = await openEditor(
      http.patch('/api/routes/v1/{id}/', () => {
        saved = true;
      }),
      http.get('/api/nmc-changes-history/v1/', ({ response }) =>
        saved
          ? response(200).json({
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
            })
          : undefined,
      ),
    );
    await fill(dialog, '72000', 'Пересчёт по тендеру');
    const beforeRoute = to(ROUTE).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();
    expect(JSON.parse(to(ROUTE, 'PATCH')[0]!.body)).toEqual({
      nmc: 72000,
      comment: 'Пересчёт по тендеру',
    });
    expect(await screen.findByText('Маршрут сохранён')).toBeInTheDocument();
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
    const { to } = mockApi();
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
    // Answers nothing itself: once the gate opens, Prism answers.
    const { dialog } = await openEditor(
      http.patch('/api/routes/v1/{id}/', async () => {
        await gate;
      }),
    );
    await fill(dialog, '72000', 'Пересчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const save = within(dialog).getByRole('button', { name: /Сохранить/ });
    // The spinner: hidden from screen readers, not from the eye.
    expect(await within(save).findByLabelText('loading')).toBeVisible();
    expect(within(dialog).getByLabelText('Комментарий')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeDisabled();
    release();
    await dialogGone();
  });

  it('shows the server field errors on their fields and keeps the form open', async () => {
    // The contract's «long_comment» example, answered here: happy-dom empties the bodies of
    // cloned network responses, and the client reads error bodies from a clone.
    const { dialog } = await openEditor(
      patchAnswers(() =>
        json(400, { comment: ['Убедитесь, что это значение содержит не более 1000 символов.'] }),
      ),
    );
    await fill(dialog, '72000', 'Пересчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const message = 'Убедитесь, что это значение содержит не более 1000 символов.';
    await within(dialog).findByText(message);
    expect(within(dialog).getByLabelText('Комментарий')).toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('sends nothing when nothing was changed, and just closes', async () => {
    const { to, dialog } = await openEditor();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();
    expect(to(ROUTE, 'PATCH')).toHaveLength(0);
  });

  it('refuses a negative НМЦ and a third decimal with a message, sending nothing', async () => {
    const { to, dialog } = await openEditor();
    // The name is the label alone: the required mark is not read out as «* НМЦ».
    const nmc = within(dialog).getByRole('textbox', { name: 'НМЦ' });
    const refusals: [string, string][] = [
      ['-500', 'Сумма не может быть отрицательной'],
      ['125000.555', 'Не больше двух знаков после запятой: копейки'],
    ];
    for (const [typed, message] of refusals) {
      await userEvent.clear(nmc);
      await userEvent.paste(typed);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(nmc).toHaveValue('125 000,555');
    expect(to(ROUTE, 'PATCH')).toHaveLength(0);
  });

  it('shows a general `detail` as an alert', async () => {
    const { dialog } = await openEditor(
      patchAnswers(() => json(400, { detail: 'Маршрут в архиве' })),
    );
    await fill(dialog, '72000', 'Пересчёт');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Маршрут в архиве');
  });

  it('takes back what was typed before the session ended and saves it over the version it was typed on', async () => {
    keepDrafts('ivanova.a', '/routes/1', [
      {
        form: ROUTE_EDIT_DRAFT,
        values: {
          values: { nmc: 72500, comment: 'Согласовано с отделом закупок' },
          base: {
            data: { nmc: 69700, comment: 'Согласовано с отделом закупок' },
            etag: '"route-1-v5"',
          },
        },
      },
    ]);
    const sent: { ifMatch: string | null; body: unknown }[] = [];
    mockApi(
      http.patch('/api/routes/v1/{id}/', async ({ request }) => {
        sent.push({ ifMatch: request.headers.get('If-Match'), body: await request.clone().json() });
        return undefined;
      }),
    );
    renderApp('/routes/1');
    const offer = (await screen.findByText('Несохранённые изменения')).closest<HTMLElement>(
      '[role="alert"]',
    );
    await userEvent.click(within(offer!).getByRole('button', { name: 'Вернуть' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('НМЦ')).toHaveProperty('value', '72 500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(sent).toEqual([{ ifMatch: '"route-1-v5"', body: { nmc: 72500 } }]));
  });

  // The fields are those of the route also after StrictMode's extra mount (tests render in it,
  // as the app does): the form is not emptied, so a comment alone is saved with the НМЦ left.
  it('saves a comment alone, the НМЦ left as it was', async () => {
    const { to, dialog } = await openEditor();
    const comment = within(dialog).getByLabelText('Комментарий');
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Только комментарий');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await dialogGone();
    expect(JSON.parse(to(ROUTE, 'PATCH')[0]!.body)).toEqual({ comment: 'Только комментарий' });
  });

  it('«Принять как НМЦ» opens the form with the justified price and its comment', async () => {
    mockApi();
    renderApp('/routes/1');
    const panel = await screen.findByRole('region', { name: 'Обоснование НМЦ' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Принять как НМЦ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('НМЦ')).toHaveProperty('value', '69 408');
    expect(within(dialog).getByLabelText('Комментарий')).toHaveProperty(
      'value',
      'Обоснование: среднее 12 цен из 2 источников за 27.03.2026–24.06.2026, V = 2,5 %',
    );
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
