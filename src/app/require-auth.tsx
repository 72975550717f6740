import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { tokenStorage } from '../api/token-storage';
import { useCurrentUser } from '../features/auth/api';

/**
 * Lets a visitor through with a stored token or a loaded profile; sends others to /login.
 * With a token the screen starts at once, while the profile loads: none of its calls needs the
 * profile, and an expired session ends through the API layer whichever call sees it first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!tokenStorage.getAccess() && !user.data) return <Navigate to="/login" replace />;
  if (user.isError && !user.data) {
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
  return children;
}
