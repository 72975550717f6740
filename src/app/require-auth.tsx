import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { tokenStorage } from '../api/token-storage';
import { PageSpinner } from '../components/page-spinner';
import { useCurrentUser } from '../features/auth/api';

/** Lets a visitor through with a stored token or a loaded profile; sends others to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!tokenStorage.getAccess() && !user.data) return <Navigate to="/login" replace />;
  if (user.data) return children;
  if (user.isError) {
    return (
      <Result
        status="error"
        title="Не удалось загрузить профиль"
        subTitle="Проверьте соединение и повторите попытку."
        extra={
          <Button type="primary" onClick={() => void user.refetch()}>
            Повторить
          </Button>
        }
      />
    );
  }
  return <PageSpinner label="Восстановление сессии" />;
}
