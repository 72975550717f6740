import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failFirst, http, mockApi } from '../../tests/support/api-mock';
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

  it('logs out: revokes the refresh token, clears local storage and goes to /login', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Answers nothing itself: once the gate opens, Prism answers.
    const { to } = mockApi(
      http.post('/api/auth/logout/', async () => {
        await gate;
      }),
    );
    signIn();
    localStorage.setItem('routeCreating', '{"isPending":false}');
    const { router } = renderApp('/');
    const button = await screen.findByRole('button', { name: /Выйти/ });
    await userEvent.click(button);

    await waitFor(() => expect(to('/api/auth/logout/', 'POST')).toHaveLength(1));
    expect(to('/api/auth/logout/', 'POST')[0]?.body).toBe(
      JSON.stringify({ refresh: 'test-refresh' }),
    );
    // Still signed in while the server answers, and the button says it is at work.
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(localStorage.getItem('refresh')).toBe('test-refresh');
    release();
    await screen.findByRole('button', { name: 'Войти' });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.length).toBe(0);
  });

  it('says what the server answered when the profile does not load, and retries', async () => {
    signIn();
    mockApi(failFirst('/api/users/me/', 1));
    renderApp('/routes');
    expect(await screen.findByText('Не удалось загрузить профиль')).toBeInTheDocument();
    // The server answered 500: its failure is said, the connection is not blamed.
    expect(
      screen.getByText('На сервере произошла ошибка. Повторите попытку позже.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(
      await within(await screen.findByRole('banner')).findByText('ivanova.a'),
    ).toBeInTheDocument();
  });

  it('shows the 404 block on an unknown path', async () => {
    signIn();
    renderApp('/no-such-page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByText('Страница удалена или не существует')).toBeInTheDocument();
  });
});
