import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { http, json, mockApi } from '../../tests/support/api-mock';
import { renderApp, signIn } from '../../tests/support/render-app';

const ENDED = 'Сеанс завершён, войдите снова';
const OFFER = 'Несохранённые изменения';

beforeAll(async () => {
  await import('../features/route-detail/route-detail-page');
  await import('../features/auth/login-page');
}, 60_000);

/** Signs in; who it is, the profile the backend answers with says. */
async function signInAgain() {
  await userEvent.type(await screen.findByLabelText('Имя пользователя'), 'u');
  await userEvent.type(screen.getByLabelText('Пароль'), 'p{Enter}');
}

const at = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;

/** The route page with the edit form open and a new НМЦ and comment typed in. */
async function typeIntoEditForm() {
  const view = renderApp('/routes/1');
  await userEvent.click(await screen.findByRole('button', { name: /Редактировать/ }));
  const dialog = await screen.findByRole('dialog');
  const nmc = within(dialog).getByLabelText('НМЦ');
  await userEvent.clear(nmc);
  await userEvent.type(nmc, '72500');
  await userEvent.type(within(dialog).getByLabelText('Комментарий'), '!');
  return { ...view, dialog };
}

/** The backend refuses the session at the first save (its refresh too); then `user` signs in. */
function sessionRefusedAtFirstSave(user = 'ivanova.a') {
  let refused = false;
  return mockApi(
    http.patch('/api/routes/v1/{id}/', ({ response }) => {
      if (refused) return undefined;
      refused = true;
      return response.untyped(json(401, { detail: 'Token is invalid or expired' }));
    }),
    http.post('/api/auth/refresh-token/', ({ response }) =>
      response.untyped(json(401, { detail: 'Token is invalid or expired' })),
    ),
    http.get('/api/users/me/', ({ response }) =>
      refused ? response.untyped(json(200, { username: user })) : undefined,
    ),
  );
}

/** «Выйти» in another tab, as this tab sees it. */
function otherTabSignsOut() {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
}

describe('links and typed values survive sign-in', () => {
  it('a link opened without a session leads back to its page and query after sign-in', async () => {
    const { router } = renderApp('/routes?category=lte10&page=2');
    await signInAgain();

    await waitFor(() => expect(at(router)).toBe('/routes?category=lte10&page=2'));
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it('a session that ends mid-edit says so, and gives the same user the page and the values back', async () => {
    signIn();
    const { router, dialog } = await typeIntoEditForm();
    sessionRefusedAtFirstSave();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await signInAgain();
    await waitFor(() => expect(at(router)).toBe('/routes/1'));
    const offer = (await screen.findByText(OFFER)).closest<HTMLElement>('[role="alert"]');
    await userEvent.click(within(offer!).getByRole('button', { name: 'Вернуть' }));

    const restored = await screen.findByRole('dialog');
    expect(within(restored).getByLabelText('НМЦ')).toHaveProperty('value', '72 500');
    expect(within(restored).getByLabelText('Комментарий')).toHaveProperty(
      'value',
      'Согласовано с отделом закупок!',
    );
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('another user who signs in after the session ended gets /, and nothing the other typed', async () => {
    signIn();
    const { router, dialog } = await typeIntoEditForm();
    sessionRefusedAtFirstSave('petrov.p');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await signInAgain();

    await waitFor(() => expect(at(router)).toBe('/'));
    expect(sessionStorage.getItem('drafts')).toBeNull();
    await router.navigate('/routes/1');
    expect(await screen.findByRole('button', { name: /Редактировать/ })).toBeInTheDocument();
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
  });

  it('a sign-out in another tab keeps the typed values here, as the user chose nothing here', async () => {
    signIn();
    const { router } = await typeIntoEditForm();
    otherTabSignsOut();

    expect(await screen.findByText(ENDED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('drafts')).toContain('72500');
  });

  it('«Выйти» keeps nothing: no word of an ended session, no values, and sign-in goes to /', async () => {
    signIn();
    const { router } = await typeIntoEditForm();
    otherTabSignsOut();
    await signInAgain();
    expect(await screen.findByText(OFFER)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Выйти/ }));

    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
    await signInAgain();
    await waitFor(() => expect(at(router)).toBe('/'));
  });
});
