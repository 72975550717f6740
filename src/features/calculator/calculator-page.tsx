import { Col, Flex, Row } from 'antd';
import { useRef, useState } from 'react';
import type { RouteCreationJobRequest } from '../../api/schema';
import { AddingMethod, creationJob, type TrackedJob } from './creation-state';
import { dispatchCreation, useCreationState } from './creation-store';
import { temporaryRoutesKey, useConfirmJob, useCreateTemporaryJob, useImportFile } from './api';
import { CurrentCalculation } from './components/current-calculation';
import { NewRouteCard } from './components/new-route-card';
import { SessionRoutesCard } from './components/session-routes-card';
import { useJobOutcomes } from './use-job-outcomes';
import { useJobTracking } from './use-job-tracking';
import { PageTitle } from '../../components/page-title';
import { PanelBoundary } from '../../components/panel-boundary';
import { useRestoreKept } from '../../components/unsaved-changes/draft-offer';
import { useKeptOnSessionEnd } from '../../components/unsaved-changes/use-unsaved-changes';
import { CALCULATION_DRAFT, keptCalculation } from './kept-work';

/**
 * Gives the calculation kept when the session ended back to the same user, once the user is
 * known. A leaf of its own: the user's profile, which often comes after the screen has rendered,
 * renders it alone and not the whole screen.
 */
function RestoreKeptCalculation({ started }: { started: boolean }) {
  useRestoreKept(CALCULATION_DRAFT, keptCalculation, (kept) => {
    if (!started) dispatchCreation({ type: 'restore', state: kept });
  });
  return null;
}

/** Prices new routes typed in or imported from a spreadsheet, through background jobs. */
export function CalculatorPage() {
  const state = useCreationState();
  // A session's end wipes the calculation from storage: the same user gets it back on return,
  // unless they have started another one since.
  useKeptOnSessionEnd(
    state.sessionJobIds.length > 0 ? { form: CALCULATION_DRAFT, values: state } : undefined,
  );
  const onJobEnd = useJobOutcomes(state.sessionJobIds);
  const { job, waiting, status, failing } = useJobTracking((end) => void onJobEnd(end));
  const create = useCreateTemporaryJob();
  const importFile = useImportFile();
  const confirm = useConfirmJob();
  const current = creationJob(state);
  const [method, setMethod] = useState<AddingMethod>(current?.method ?? AddingMethod.manual);
  const busy = waiting || create.isPending || importFile.isPending || confirm.isPending;
  // A second click lands before the first request re-renders the button as busy: lock at once.
  const starting = useRef(false);
  const startOnce = (start: (release: () => void) => void) => {
    if (busy || starting.current) return;
    starting.current = true;
    start(() => {
      starting.current = false;
    });
  };

  // The form is locked while the job runs and its button gives up the focus: the result takes
  // it, so a keyboard or screen-reader user goes on where the outcome will be.
  const result = useRef<HTMLDivElement>(null);
  const track = (id: number, jobMethod: AddingMethod, fileName?: string) => {
    const job: TrackedJob = { id, action: 'CREATE_TEMP', method: jobMethod };
    dispatchCreation({ type: 'created', job: fileName === undefined ? job : { ...job, fileName } });
    result.current?.focus();
  };

  const calculate = (request: RouteCreationJobRequest) =>
    startOnce((release) =>
      create.mutate(request, {
        onSuccess: (data) => track(data.id, AddingMethod.manual),
        onSettled: release,
      }),
    );

  const upload = (file: File) =>
    startOnce((release) =>
      importFile.mutate(file, {
        onSuccess: (data) => track(data.id, AddingMethod.file, file.name),
        onSettled: release,
      }),
    );

  const confirmCurrent = () => {
    if (!current) return;
    startOnce((release) =>
      confirm.mutate(current.id, {
        onSuccess: (data) =>
          dispatchCreation({
            type: 'confirmStarted',
            job: { ...current, id: data.id, action: 'CONFIRM' },
          }),
        onSettled: release,
      }),
    );
  };

  return (
    <Flex vertical gap={24}>
      <PageTitle>Калькулятор</PageTitle>
      <RestoreKeptCalculation started={state.sessionJobIds.length > 0} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <NewRouteCard
            method={method}
            onMethodChange={setMethod}
            busy={busy}
            lockedMethod={waiting}
            onCalculate={calculate}
            onUpload={upload}
            onFileChosen={() => {
              create.reset();
              importFile.reset();
            }}
            requestError={create.error ?? importFile.error}
          />
        </Col>
        <Col
          xs={24}
          lg={14}
          ref={result}
          tabIndex={-1}
          aria-label="Результат расчёта"
          role="region"
        >
          <CurrentCalculation
            job={current}
            waiting={waiting}
            confirming={confirm.isPending || (waiting && job?.action === 'CONFIRM')}
            status={status}
            failing={failing}
            onConfirm={confirmCurrent}
            onReset={() => dispatchCreation({ type: 'reset' })}
          />
        </Col>
      </Row>
      <PanelBoundary name="Маршруты текущей сессии" queryKeys={[temporaryRoutesKey]}>
        <SessionRoutesCard jobIds={state.sessionJobIds} page={state.page} />
      </PanelBoundary>
    </Flex>
  );
}
