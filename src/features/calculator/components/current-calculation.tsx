import { lazy, Suspense } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex } from 'antd';
import { jobQuery } from '../../../api/jobs';
import { PageSpinner } from '../../../components/page-spinner';
import { PanelBoundary } from '../../../components/panel-boundary';
import { useConfirmIfUnsaved } from '../../../components/unsaved-changes/unsaved-changes-context';
import { jobOutcome } from '../../../lib/job-status';
import { rowErrorLine, rowErrorsOf } from '../../../api/row-errors';
import { rawRowsKey, temporaryRoutesKey, useTemporaryRouteOfJob } from '../api';
import { AddingMethod, type TrackedJob } from '../creation-state';
import { JOB_TOASTS } from '../messages';
import { RESULT_EMPTY, RESULT_TITLE } from '../card-words';
import { JobProgress } from './job-progress';

// A result's cards (antd's Table, Statistic, Descriptions and the edit form) come with a result.
const ImportResult = lazy(async () => ({
  default: (await import('./import-result')).ImportResult,
}));
const TemporaryRouteCard = lazy(async () => ({
  default: (await import('./temporary-route-card')).TemporaryRouteCard,
}));

interface CurrentCalculationProps {
  job: TrackedJob | undefined;
  waiting: boolean;
  confirming: boolean;
  status: string | undefined;
  /** Polls of the running job keep failing. */
  failing: boolean;
  onConfirm: () => void;
  onReset: () => void;
}

/** The calculation in progress or its result: the route to adjust and confirm, or the import. */
export function CurrentCalculation({
  job,
  waiting,
  confirming,
  status,
  failing,
  onConfirm,
  onReset,
}: CurrentCalculationProps) {
  const confirmIfUnsaved = useConfirmIfUnsaved();
  const finished = job !== undefined && !(waiting && !confirming);
  const jobState = useQuery({ ...jobQuery(job?.id ?? 0), enabled: finished });
  const outcome = jobOutcome(jobState.data?.status);
  const manual = job?.method === AddingMethod.manual;
  const route = useTemporaryRouteOfJob(
    job && finished && manual && outcome === 'success' ? job.id : null,
  );

  if (!job) {
    return (
      <Card size="small" title={RESULT_TITLE}>
        <Empty description={RESULT_EMPTY} />
      </Card>
    );
  }
  // Also while a job runs: one that never ends must not lock the calculator. Only the moment a
  // confirmation is being sent, before its job exists, is not to be interrupted.
  const newCalculation = (
    <Button
      icon={<ReloadOutlined aria-hidden />}
      // It drops the typed НМЦ and comment of the result and of the session's routes.
      onClick={() => confirmIfUnsaved(onReset)}
      disabled={confirming && !waiting}
    >
      Новый расчёт
    </Button>
  );

  if (waiting && !confirming)
    return (
      <JobProgress status={status} confirming={false} failing={failing} action={newCalculation} />
    );
  if (jobState.isPending || (outcome === 'success' && manual && route.isPending))
    return <PageSpinner />;

  if (outcome !== 'success') {
    const errors = rowErrorsOf(jobState.data?.result?.errors);
    return (
      <Alert
        type="error"
        showIcon
        title={JOB_TOASTS[job.method].failure}
        description={
          errors.length ? (
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {errors.map((error, index) => (
                <li key={index}>{rowErrorLine(error)}</li>
              ))}
            </ul>
          ) : (
            'Не удалось рассчитать. Проверьте данные и попробуйте ещё раз.'
          )
        }
        action={newCalculation}
      />
    );
  }

  const routeData = route.data?.results[0];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Flex vertical gap={12}>
        {confirming && <JobProgress status={status} confirming failing={failing} />}
        {manual && routeData && (
          <PanelBoundary name="Результат расчёта" queryKeys={[temporaryRoutesKey]}>
            <TemporaryRouteCard
              key={routeData.id}
              route={routeData}
              confirming={confirming}
              onConfirm={onConfirm}
            />
          </PanelBoundary>
        )}
        {manual && !routeData && (
          <Alert type="warning" showIcon title="Задача завершилась, но маршрут не найден" />
        )}
        {!manual && (
          <PanelBoundary name="Результат импорта" queryKeys={[rawRowsKey]}>
            <ImportResult
              jobId={job.id}
              result={jobState.data?.result ?? null}
              confirming={confirming}
              onConfirm={onConfirm}
            />
          </PanelBoundary>
        )}
        <Flex justify="flex-end">{newCalculation}</Flex>
      </Flex>
    </Suspense>
  );
}
