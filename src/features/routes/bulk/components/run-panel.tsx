import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import { LEVEL_4_LOOK } from '../../../../components/heading-look';
import { MutedText } from '../../../../components/muted-text';
import { runName } from '../outcome-text';
import { showRun, useBulkRuns, useShownRunId, type BulkRun } from '../run-store';
import { RunActions } from './run-actions';
import { RunProgress } from './run-progress';
import { RunResult } from './run-result';
import styles from './bulk.module.css';

/** A run as it stands: its progress while it goes, its result once it is done. */
function RunState({ run }: { run: BulkRun }) {
  if (run.state !== 'finished') return <RunProgress run={run} />;
  return <RunResult run={run} actions={<RunActions run={run} />} />;
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
