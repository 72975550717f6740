import { Alert, Spin } from 'antd';
import { jobStatusLabel } from '../../../lib/job-status';

/** What a running job is doing, announced politely to screen readers. */
export function JobProgress({
  status,
  confirming,
}: {
  status: string | undefined;
  confirming: boolean;
}) {
  const label = jobStatusLabel(status ?? (confirming ? 'STARTED' : 'NEW'));
  return (
    <Alert
      type="info"
      icon={<Spin size="small" />}
      showIcon
      role="status"
      title={confirming ? 'Сохранение маршрута…' : 'Расчёт выполняется…'}
      description={`Статус задачи: ${label}. Можно уйти со страницы — расчёт продолжится.`}
    />
  );
}
