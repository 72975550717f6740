import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../tests/support/render-app';

describe('app shell on the mock', () => {
  it('sends a visitor without a token or profile to /login', async () => {
    const { router } = renderApp('/routes');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('restores the session from a stored token and shows header, badge and footer', async () => {
    signIn();
    renderApp('/routes');
    const header = await screen.findByRole('banner');
    await within(header).findByText('ivanova.a');
    const menu = within(header).getByRole('menu');
    for (const name of ['Калькулятор', 'Маршруты', 'Центр уведомлений']) {
      expect(within(menu).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
    expect(within(header).getByRole('button', { name: /Выйти/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: /Центр уведомлений/ }).textContent).toContain(
        '14',
      ),
    );
    expect(within(menu).getByRole('link', { current: 'page' })).toHaveTextContent(/^Маршруты$/);
    expect(screen.getByRole('contentinfo').textContent).toMatch(/2023.*1\.0\.2/);
  });

  it('logs out: clears local storage and goes to /login', async () => {
    signIn();
    localStorage.setItem('routeCreating', '{"isPending":false}');
    const { router } = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: /Выйти/ }));
    await screen.findByRole('button', { name: 'Войти' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.length).toBe(0);
  });

  it('shows the 404 block on an unknown path', async () => {
    signIn();
    renderApp('/no-such-page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('Страница удалена или не существует')).toBeInTheDocument();
  });
});
