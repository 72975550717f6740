import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { failureReason } from '../../api/failure-reason';

function BackToList({ primary = false }: { primary?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => void navigate('/routes')}>
      К списку маршрутов
    </Button>
  );
}

/** An id that is not a route: a clear answer and the way back, not the error page. */
export function RouteNotFound({ id }: { id: string | undefined }) {
  return (
    <Result
      status="warning"
      title="Маршрут не найден"
      subTitle={`Маршрута с номером «${id ?? ''}» нет: возможно, он удалён или ссылка неверна.`}
      extra={<BackToList primary />}
    />
  );
}

/** The route did not load: why, in the user's words, a retry and the way back. */
export function RouteLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="Не удалось загрузить маршрут"
      subTitle={failureReason(error)}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          Повторить
        </Button>,
        <BackToList key="list" />,
      ]}
    />
  );
}
