import { Button, Result } from 'antd';
import { failureReason } from '../api/failure-reason';

/** The signed-in screens when the profile cannot be loaded. */
export function ProfileError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="Не удалось загрузить профиль"
      subTitle={failureReason(error)}
      extra={
        <Button type="primary" onClick={onRetry}>
          Повторить
        </Button>
      }
    />
  );
}
