import { Button, Result } from 'antd';

/** The signed-in screens when the profile cannot be loaded. */
export function ProfileError({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="Не удалось загрузить профиль"
      subTitle="Проверьте соединение и повторите попытку."
      extra={
        <Button type="primary" onClick={onRetry}>
          Повторить
        </Button>
      }
    />
  );
}
