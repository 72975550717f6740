import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../../tests/support/api-mock';
import { renderWithApp } from '../../../../../tests/support/render-with-app';
import type { Route } from '../../../../api/schema';
import { forgetRuns, getRuns } from '../run-store';
import { BulkChangeModal } from './bulk-change-modal';
import { savedRoute as route } from '../../../../../tests/support/saved-route';

function open(routes: Route[]) {
  const api = mockApi();
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
  return { dialog, apply, nothingSent, onClose };
}

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

  it('shows each route that would fall below 0 as skipped, and sends nothing when none is left', async () => {
    const { dialog, apply, nothingSent } = open([route(1, 1_000), route(2, null)]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'На сумму' }));
    await userEvent.type(within(dialog).getByLabelText('Изменение, ₽'), '-1500');
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Снижение');
    expect(within(dialog).getByText('НМЦ стала бы меньше 0')).toBeInTheDocument();
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
});
