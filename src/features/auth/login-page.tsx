import { Alert, Button, Input } from 'antd';
import { useState, type SyntheticEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { tokenStorage } from '../../api/token-storage';
import { Logo } from '../../components/logo';
import { useLogin } from './api';
import { LoginField } from './login-field';
import { SESSION_ENDED, useSignInReturn } from './sign-in-return';
import styles from './login-page.module.css';
// antd's styles for the whole app, built with it (scripts/antd-styles.mjs); empty in development.
import 'virtual:antd-css.css';

export const WRONG_CREDENTIALS = 'Неверное имя пользователя или пароль';

/** The failure takes the focus the disabled form gave up, so it is read out and not lost. */
const takeFocus = (node: HTMLElement | null) => node?.focus();

function loginErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 401) return WRONG_CREDENTIALS;
  if (isApiError(error) && error.status === 400) return 'Заполните имя пользователя и пароль';
  return 'Не удалось войти: сервер не отвечает, повторите попытку';
}

/**
 * Sign-in. A plain form with antd inputs: the page is the first load of every visitor, so it
 * avoids antd's Form and Card, which would double its size.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const signInReturn = useSignInReturn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  if (tokenStorage.getAccess() && login.isIdle) return <Navigate to="/" replace />;

  const missingUsername = touched && username.trim() === '';
  const missingPassword = touched && password === '';
  // From the click until the next screen replaces this one: after the tokens and the profile,
  // the router still loads that screen's code (seconds on a cold dev server), and this page stays.
  const busy = login.isPending || login.isSuccess;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (username.trim() === '' || password === '' || busy) return;
    login.mutate(
      { username: username.trim(), password },
      { onSuccess: () => void navigate(signInReturn.destination(), { replace: true }) },
    );
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-labelledby="login-title">
        <Logo />
        <h1 id="login-title" className={styles.title}>
          Вход в систему
        </h1>
        {login.isError && (
          <div ref={takeFocus} tabIndex={-1}>
            <Alert type="error" showIcon title={loginErrorText(login.error)} />
          </div>
        )}
        {signInReturn.ended && !login.isError && (
          <Alert type="info" showIcon title={SESSION_ENDED} />
        )}
        <LoginField
          id="username"
          label="Имя пользователя"
          error={missingUsername ? 'Введите имя пользователя' : undefined}
        >
          <Input
            id="username"
            autoComplete="username"
            autoFocus
            value={username}
            disabled={busy}
            status={missingUsername ? 'error' : undefined}
            onChange={(event) => setUsername(event.target.value)}
          />
        </LoginField>
        <LoginField
          id="password"
          label="Пароль"
          error={missingPassword ? 'Введите пароль' : undefined}
        >
          <Input.Password
            id="password"
            className={styles.password}
            autoComplete="current-password"
            value={password}
            disabled={busy}
            status={missingPassword ? 'error' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </LoginField>
        <Button type="primary" htmlType="submit" block loading={busy} aria-busy={busy}>
          Войти
        </Button>
      </form>
    </main>
  );
}
