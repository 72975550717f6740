import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../tests/support/render-app';
import { SIGNED_OUT_KEY } from '../api/token-storage';
import { SESSION_ENDED } from '../features/auth/sign-in-return';

// Signing in loads the signed-in shell on demand: on a busy machine that takes over a second.
const SHELL_LOAD = { timeout: 15_000 };

/** Another tab's write to local storage, as this tab sees it. */
const otherTabWrote = (key: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));

describe('the session of the whole browser', () => {
  it('a logout in another tab sends this one to /login and forgets every answer', async () => {
    signIn();
    const { router, queryClient } = renderApp('/routes');
    await within(await screen.findByRole('banner', {}, SHELL_LOAD)).findByText('ivanova.a');
    localStorage.clear();
    otherTabWrote(null, null);

    expect(await screen.findByRole('button', { name: 'Войти' }, SHELL_LOAD)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('«Выйти» in another tab is no «Сеанс завершён» here; a session that ended by itself is', async () => {
    signIn();
    const first = renderApp('/routes');
    await within(await screen.findByRole('banner', {}, SHELL_LOAD)).findByText('ivanova.a');
    // What «Выйти» there writes, as this tab hears it: its mark, then the storage cleared.
    otherTabWrote(SIGNED_OUT_KEY, '1');
    localStorage.clear();
    otherTabWrote(null, null);
    expect(await screen.findByRole('button', { name: 'Войти' }, SHELL_LOAD)).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/login');
    expect(screen.queryByText(SESSION_ENDED)).not.toBeInTheDocument();
    first.unmount();

    // A refresh refused in the other tab clears the storage with no mark.
    signIn();
    const second = renderApp('/routes');
    await within(await screen.findByRole('banner', {}, SHELL_LOAD)).findByText('ivanova.a');
    localStorage.clear();
    otherTabWrote(null, null);
    expect(await screen.findByText(SESSION_ENDED, {}, SHELL_LOAD)).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/login');
  });

  it('a sign-in in another tab takes this one from /login to the signed-in screens', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Войти' });
    signIn();
    otherTabWrote('access', 'test-access');

    const header = await screen.findByRole('banner', {}, SHELL_LOAD);
    await within(header).findByText('ivanova.a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
