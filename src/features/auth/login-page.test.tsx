import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/support/render-app';

// Signing in loads the signed-in shell on demand: on a busy machine that takes over a second.
const SHELL_LOAD = { timeout: 5000 };

const fillAndSubmit = async (username: string, password: string) => {
  await userEvent.type(await screen.findByLabelText('Имя пользователя'), username);
  await userEvent.type(screen.getByLabelText('Пароль'), `${password}{Enter}`);
};

describe('login page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores both tokens, loads the profile and goes to / on success', async () => {
    const { router } = renderApp('/login');
    await fillAndSubmit('ivanova.a', 'secret');
    expect(await screen.findByText('ivanova.a', {}, SHELL_LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('access')).toBeTruthy();
    expect(localStorage.getItem('refresh')).toBeTruthy();
  });

  it('shows the wrong-credentials message on a 401 and keeps the user on /login', async () => {
    const realFetch = globalThis.fetch;
    // Prism answers a chosen status when asked with the Prefer header.
    vi.stubGlobal('fetch', (request: Request, init?: RequestInit) => {
      request.headers.set('Prefer', 'code=401');
      return realFetch(request, init);
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('ivanova.a', 'wrong');
    expect(await screen.findByText('Неверное имя пользователя или пароль')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('locks the form while the request runs', async () => {
    const realFetch = globalThis.fetch;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (request: Request, init?: RequestInit) => {
      await gate;
      return realFetch(request, init);
    });
    renderApp('/login');
    await fillAndSubmit('ivanova.a', 'secret');
    const button = await screen.findByRole('button', { name: /Войти/ });
    expect(button.className).toContain('ant-btn-loading');
    expect(screen.getByLabelText('Имя пользователя')).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByText('ivanova.a', {}, SHELL_LOAD)).toBeInTheDocument();
  });
});
