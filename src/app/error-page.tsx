import { Button } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useRemoveBootScreen } from './boot-screen';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Неизвестная ошибка';
}

/** Shown when a screen fails to render. Plain markup: it is part of every first load. */
export function ErrorPage() {
  useRemoveBootScreen();
  const error = useRouteError();
  return (
    <div role="alert" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h2 style={{ margin: '0 0 8px' }}>Unexpected Application Error!</h2>
      <p style={{ color: 'rgba(0,0,0,0.55)' }}>
        При отображении страницы произошла ошибка. Обновите страницу или вернитесь позже.
      </p>
      <p>
        <code>{describe(error)}</code>
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Обновить страницу
      </Button>
    </div>
  );
}
