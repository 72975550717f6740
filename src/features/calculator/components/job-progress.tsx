import { Alert, Spin } from 'antd';
import type { ReactNode } from 'react';
import { POLL_OFFLINE_TEXT } from '../../../lib/constants';
import { jobStatusLabel } from '../../../lib/job-status';

interface JobProgressProps {
  status: string | undefined;
  confirming: boolean;
  /** Polls keep failing: said quietly, since the job itself may be fine. */
  failing?: boolean;
  /** «Новый расчёт»: a job that never ends must not lock the calculator. */
  action?: ReactNode;
}

/** What a running job is doing, announced politely to screen readers. */
export function JobProgress({ status, confirming, failing = false, action }: JobProgressProps) {
  const label = jobStatusLabel(status ?? (confirming ? 'STARTED' : 'NEW'));
  return (
    <Alert
      type="info"
      icon={<Spin size="small" />}
      showIcon
      role="status"
      title={confirming ? 'Сохранение маршрута…' : 'Расчёт выполняется…'}
      description={
        <>
          {`Статус задачи: ${label}. Можно уйти со страницы — расчёт продолжится.`}
          {failing && <div>{POLL_OFFLINE_TEXT}</div>}
        </>
      }
      action={action}
    />
  );
}
