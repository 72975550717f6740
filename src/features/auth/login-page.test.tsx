import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPrism, http, mockApi, server } from '../../../tests/support/api-mock';
import { renderApp } from '../../../tests/support/render-app';
import { LoginPage } from './login-page';

// Signing in loads the signed-in shell on demand: on a busy machine that takes over a second.
const SHELL_LOAD = { timeout: 15_000 };

const fillAndSubmit = async (username: string, password: string) => {
  await userEvent.type(await screen.findByLabelText('Имя пользователя'), username);
  await userEvent.type(screen.getByLabelText('Пароль'), `${password}{Enter}`);
};

describe('login page', () => {
  it('stores both tokens, loads the profile and goes to / on success', async () => {
    const { router } = renderApp('/login');
    await fillAndSubmit('ivanova.a', 'secret');
    expect(await screen.findByText('ivanova.a', {}, SHELL_LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('access')).not.toBeNull();
    expect(localStorage.getItem('refresh')).not.toBeNull();
  });

  it('shows the wrong-credentials message on a 401 and keeps the user on /login', async () => {
    server.use(
      http.post('/api/auth/', async ({ request, response }) =>
        response.untyped(await fromPrism(request, 'code=401')),
      ),
    );
    const { router } = renderApp('/login');
    await fillAndSubmit('ivanova.a', 'wrong');
    expect(await screen.findByText('Неверное имя пользователя или пароль')).toBeInTheDocument();
    // The focus the locked form gave up goes to the message, not to the page.
    expect(document.activeElement).toContainElement(screen.getByRole('alert'));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('locks the form while the request runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Answers nothing itself: once the gate opens, Prism answers.
    server.use(
      http.post('/api/auth/', async () => {
        await gate;
      }),
    );
    renderApp('/login');
    await fillAndSubmit('ivanova.a', 'secret');
    const button = await screen.findByRole('button', { name: /Войти/ });
    // The spinner: hidden from screen readers, not from the eye.
    expect(within(button).getByLabelText('loading')).toBeVisible();
    expect(screen.getByLabelText('Имя пользователя')).toBeDisabled();
    release();
    expect(await screen.findByText('ivanova.a', {}, SHELL_LOAD)).toBeInTheDocument();
  });

  it('stays busy until the next screen shows, while its code still loads', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { to } = mockApi();
    // The next screen's code arrives only when the gate opens, as from a slow server.
    const { router } = renderApp('/login', [
      { path: '/login', element: <LoginPage /> },
      { path: '/', lazy: async () => gate.then(() => ({ Component: () => <h1>Главная</h1> })) },
    ]);
    await fillAndSubmit('ivanova.a', 'secret');
    // Tokens and profile are in, the router is on its way: only the next screen's code is awaited.
    await vi.waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(to('/api/users/me/')).toHaveLength(1);
    const button = screen.getByRole('button', { name: /Войти/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Пароль')).toBeDisabled();
    await userEvent.click(button);
    expect(to('/api/auth/', 'POST')).toHaveLength(1);

    release();
    expect(await screen.findByRole('heading', { name: 'Главная' })).toBeInTheDocument();
    expect(to('/api/auth/', 'POST')).toHaveLength(1);
  });
});
