import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

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

export function RouteLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="error"
      title="Не удалось загрузить маршрут"
      subTitle="Проверьте соединение и повторите попытку."
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          Повторить
        </Button>,
        <BackToList key="list" />,
      ]}
    />
  );
}
