import { Button } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useRemoveBootScreen } from './boot-screen';

/**
 * Shown when a screen fails to render. Plain markup: it is part of every first load. The page
 * says only its own words: an error's message may carry server text or values of the screen,
 * so the details go to the console, for developers.
 */
export function ErrorPage() {
  useRemoveBootScreen();
  const error = useRouteError();
  useEffect(() => console.error('Страница не отрисована:', error), [error]);
  return (
    <div role="alert" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h2 style={{ margin: '0 0 8px' }}>Unexpected Application Error!</h2>
      <p style={{ color: 'rgba(0,0,0,0.55)' }}>
        При отображении страницы произошла ошибка. Обновите страницу или вернитесь позже.
      </p>
      <Button type="primary" onClick={() => window.location.reload()}>
        Обновить страницу
      </Button>
    </div>
  );
}
