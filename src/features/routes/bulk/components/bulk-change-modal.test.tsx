import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpHandler } from 'msw';
import { http, json, mockApi } from '../../../../../tests/support/api-mock';
import { cappedPages, chartPoints } from '../../../../../tests/support/capped-pages';
import { renderWithApp } from '../../../../../tests/support/render-with-app';
import type { Route } from '../../../../api/schema';
import { forgetRuns, getRuns } from '../run-store';
import { BulkChangeModal } from './bulk-change-modal';
import { savedRoute as route } from '../../../../../tests/support/saved-route';

function open(routes: Route[], ...handlers: HttpHandler[]) {
  const api = mockApi(...handlers);
  const onStarted = vi.fn();
  const onClose = vi.fn();
  renderWithApp(<BulkChangeModal routes={routes} onClose={onClose} onStarted={onStarted} />);
  const dialog = screen.getByRole('dialog', { name: 'Изменение НМЦ' });
  const apply = () => userEvent.click(within(dialog).getByRole('button', { name: 'Применить' }));
  const nothingSent = () => {
    expect(onStarted).not.toHaveBeenCalled();
    expect(getRuns()).toEqual([]);
    expect(api.calls.filter((call) => call.path.startsWith('/api/routes/v1/'))).toEqual([]);
  };
  return { dialog, apply, nothingSent, onClose, onStarted, api };
}

/** The routes read as `routes` hold them, and every write taken. */
const served = (routes: readonly Route[]) => [
  http.get('/api/routes/v1/{id}/', ({ params, response }) =>
    response.untyped(
      json(
        200,
        routes.find((one) => String(one.id) === params.id),
      ),
    ),
  ),
  http.patch('/api/routes/v1/{id}/', ({ params, response }) =>
    response.untyped(
      json(
        200,
        routes.find((one) => String(one.id) === params.id),
      ),
    ),
  ),
];

/** The bodies of the writes sent, by route. */
const writes = (api: ReturnType<typeof mockApi>) =>
  api.calls
    .filter((call) => call.method === 'PATCH')
    .map((call): [string, unknown] => {
      const body: unknown = JSON.parse(call.body);
      return [call.path, body];
    });

afterEach(forgetRuns);

describe('the form «Изменение НМЦ»', () => {
  it('asks before Escape or «Отмена» drop a typed amount or comment, and closes at once without', async () => {
    const typed = open([route(1, 1_000)]);
    await userEvent.type(within(typed.dialog).getByLabelText('Изменение, %'), '10');
    await userEvent.type(within(typed.dialog).getByLabelText('Комментарий'), 'Индексация');
    fireEvent.keyDown(typed.dialog, { key: 'Escape' });
    expect(await screen.findAllByRole('button', { name: 'Не сохранять' })).toHaveLength(1);
    expect(typed.onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Вернуться' }));
    // happy-dom runs no CSS animations: the question's closing one is ended as a browser would.
    await waitFor(() => {
      for (const dialog of screen.queryAllByRole('dialog')) fireEvent.animationEnd(dialog);
      expect(screen.queryByRole('button', { name: 'Вернуться' })).toBeNull();
    });
    expect(within(typed.dialog).getByLabelText('Комментарий')).toHaveValue('Индексация');
    expect(typed.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(typed.dialog).getByRole('button', { name: 'Отмена' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Не сохранять' }));
    expect(typed.onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once on Escape when nothing is typed', () => {
    const { dialog, onClose } = open([route(1, 1_000)]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Изменения не сохранены')).toBeNull();
  });

  it('explains an empty or non-numeric amount and a missing or too long comment, and sends nothing', async () => {
    const { dialog, apply, nothingSent } = open([route(1, 1_000)]);
    await apply();
    expect(await within(dialog).findByText('Введите изменение')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Введите комментарий: он попадёт в историю каждого маршрута'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Изменение, %'), 'десять');
    // A pasted text over the contract's 1000 characters stays whole, and is explained.
    fireEvent.change(within(dialog).getByLabelText('Комментарий'), {
      target: { value: 'а'.repeat(1_001) },
    });
    await apply();
    expect(
      await within(dialog).findByText('Введите число, например 7 или −1,5'),
    ).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Не больше 1000 символов: сейчас 1001'),
    ).toBeInTheDocument();
    nothingSent();
  });

  it('shows each route that would fall to 0 or below as skipped, and sends nothing when none is left', async () => {
    const { dialog, apply, nothingSent } = open([route(1, 1_000), route(2, null)]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'На сумму' }));
    await userEvent.type(within(dialog).getByLabelText('Изменение, ₽'), '-1500');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Снижение');
    expect(within(dialog).getByText('НМЦ стала бы ≤ 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Нет НМЦ')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Предпросмотр' })).toHaveTextContent(
      'Изменится: 0 из 2',
    );
    await apply();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ни один маршрут не изменится: все пропущены, причины — в таблице.',
    );
    nothingSent();
  });

  it('says so when no route is selected, and sends nothing', async () => {
    const { dialog, apply, nothingSent } = open([]);
    await userEvent.type(within(dialog).getByLabelText('Изменение, %'), '7');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Индексация');
    await apply();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Не выбрано ни одного маршрута: отметьте маршруты в списке.',
    );
    nothingSent();
  });

  it('asks once before routes that change sharply: «Вернуться» keeps the form and sends nothing, «Применить» starts', async () => {
    const routes = [route(1, 179_477), route(2, 2_000), route(3, 50_000)];
    const { dialog, apply, nothingSent, onStarted, api } = open(routes, ...served(routes));
    await userEvent.type(within(dialog).getByLabelText('Изменение, %'), '1000');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Индексация');
    const preview = within(dialog).getByRole('region', { name: 'Предпросмотр' });
    expect(preview).toHaveTextContent('Резкие изменения: 3');
    expect(within(preview).getAllByText(/^Проверьте: \+1\s000\s%$/)).toHaveLength(3);

    await apply();
    const title = /^Изменение больше 30\s% или НМЦ ниже 1\s000\s₽ у 3 маршрутов\. Применить\?$/;
    // Found by its words (antd writes them twice: the dialog's title and the question's): under
    // happy-dom every dialog's title has the same id, so the name is the first dialog's.
    const question = async () => {
      const [words] = await screen.findAllByText(title);
      const box = words?.closest('[role="dialog"]');
      if (!(box instanceof HTMLElement)) throw new Error('no question');
      return box;
    };
    await userEvent.click(within(await question()).getByRole('button', { name: 'Вернуться' }));
    await waitFor(() => {
      for (const one of screen.queryAllByRole('dialog')) fireEvent.animationEnd(one);
      expect(screen.queryAllByText(title)).toEqual([]);
    });
    nothingSent();
    expect(within(dialog).getByLabelText('Изменение, %')).toHaveValue('1000');
    expect(within(dialog).getByLabelText('Комментарий')).toHaveValue('Индексация');

    await apply();
    const again = await question();
    await userEvent.click(within(again).getByRole('button', { name: 'Применить' }));
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(getRuns()).toHaveLength(1);
    await waitFor(() => expect(getRuns()[0]?.state).toBe('finished'));
    expect(writes(api)).toHaveLength(3);
    expect(writes(api)).toContainEqual([
      '/api/routes/v1/1/',
      { nmc: 1_974_247, comment: 'Индексация' },
    ]);
  });

  it('starts at once when no route is marked, and names no sharp change', async () => {
    const routes = [route(1, 10_000), route(2, 1_000)];
    const { dialog, apply, onStarted, api } = open(routes, ...served(routes));
    await userEvent.type(within(dialog).getByLabelText('Изменение, %'), '30');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Индексация');
    const preview = within(dialog).getByRole('region', { name: 'Предпросмотр' });
    expect(preview).toHaveTextContent('Изменится: 2 из 2');
    expect(preview).not.toHaveTextContent('Резкие изменения');
    expect(within(preview).queryByText(/Проверьте/)).toBeNull();
    await apply();
    expect(onStarted).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Применить\?$/)).toBeNull();
    await waitFor(() => expect(getRuns()[0]?.state).toBe('finished'));
    expect(writes(api)).toHaveLength(2);
  });

  it('«По рынку» prices a route without НМЦ: «Было» and «Разница» «—», its price summed apart', async () => {
    // Every route's chart: 30 prices of two sources, a homogeneous sample whose mean is 61 450 ₽.
    const chart = cappedPages('/api/charts/v1/chart/city-city/', chartPoints(30), 1_000);
    const { dialog } = open([route(1, null), route(2, 60_000)], chart);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'По рынку' }));
    const preview = await within(dialog).findByRole('region', { name: 'Предпросмотр' });
    expect(preview).toHaveTextContent('Изменится: 2 из 2');
    // toHaveTextContent reads every space, the non-breaking ones too, as a plain one.
    expect(preview).toHaveTextContent('Сумма НМЦ: 60 000 ₽ → 61 450 ₽');
    expect(preview).toHaveTextContent('Разница: +1 450 ₽');
    expect(preview).toHaveTextContent('Получат НМЦ: 1 на сумму 61 450 ₽');
    // «Было» «—», «Станет» the price, «Разница» «—», in the wide table or the phone's column.
    expect(within(preview).getByRole('row', { name: /Город 1/ })).toHaveTextContent(
      /Москва - Город 1—61\s450\s₽—$/,
    );
    expect(within(preview).queryByText('Нет НМЦ')).toBeNull();
  });
});
