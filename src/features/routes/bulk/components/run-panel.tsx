import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useCachedCurrentUser } from '../../../../api/shared-queries';
import { useFeedback } from '../../../../components/feedback';
import { LEVEL_4_LOOK } from '../../../../components/heading-look';
import { MutedText } from '../../../../components/muted-text';
import { saveBlob } from '../../../../lib/download';
import { isoDay } from '../../../../lib/format';
import { runName } from '../outcome-text';
import { reportFileName, runReport } from '../run-report';
import { countRun, showRun, useBulkRuns, useShownRunId, type BulkRun } from '../run-store';
import { retryErrors, undoRun } from '../runner';
import { RunProgress } from './run-progress';
import { RunResult } from './run-result';
import styles from './bulk.module.css';

function ReportButton({ run }: { run: BulkRun }) {
  const username = useCachedCurrentUser().data?.username ?? '—';
  const { notify } = useFeedback();
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      const today = isoDay(dayjs());
      saveBlob(await runReport(run, username), reportFileName(run, today));
    } catch {
      notify('error', { title: 'Не удалось сформировать отчёт' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button loading={saving} onClick={() => void download()}>
      Скачать отчёт
    </Button>
  );
}

/** A run as it stands: its progress while it goes, its result once it is done. */
function RunState({ run }: { run: BulkRun }) {
  if (run.state !== 'finished') return <RunProgress run={run} />;
  const counts = countRun(run);
  const actions = (
    <>
      {counts.errors > 0 && <Button onClick={() => retryErrors(run.id)}>Повторить</Button>}
      <ReportButton run={run} />
      {run.kind === 'change' && counts.done > 0 && run.undoneBy === null && (
        <Button danger onClick={() => undoRun(run.id)}>
          Отменить изменения
        </Button>
      )}
    </>
  );
  return <RunResult run={run} actions={actions} />;
}

/**
 * The bulk run the user is following, above the route list: its progress while it goes, its
 * result once it is done, and the undoing of it. It blocks nothing: the user may leave, and the
 * header's background work follows the run everywhere; «Закрыть» only hides it.
 */
export function RunPanel() {
  const runs = useBulkRuns();
  const shown = useShownRunId();
  const titleId = useId();
  const run = runs.find((item) => item.id === shown);
  const undo = runs.find((item) => item.id === run?.undoneBy);
  if (!run) return null;
  return (
    <section aria-labelledby={titleId} className={styles.run}>
      <Flex justify="space-between" align="start" gap={12}>
        <div>
          <Typography.Title level={2} id={titleId} style={{ margin: 0, ...LEVEL_4_LOOK }}>
            {runName(run)}
          </Typography.Title>
          <MutedText>Комментарий: {run.comment}</MutedText>
        </div>
        <Button onClick={() => showRun(null)}>Закрыть</Button>
      </Flex>
      <RunState run={run} />
      {undo && (
        <section aria-label="Отмена изменений" className={styles.undo}>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
            Отмена изменений
          </Typography.Title>
          <RunState run={undo} />
        </section>
      )}
    </section>
  );
}
