import { Button, Flex, Typography } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { LEVEL_4_LOOK } from '../../../../components/heading-look';
import { MutedText } from '../../../../components/muted-text';
import { runName } from '../outcome-text';
import { focusAfterPanel, headingTakesFocus, undoHeadingId } from '../run-focus';
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
  const heading = useRef<HTMLElement>(null);
  // Opened from «Применить» or «Фоновые задачи»: the run's progress, then its result, is where
  // the user's attention goes, and the keyboard goes on from there.
  useEffect(() => {
    if (heading.current && headingTakesFocus()) heading.current.focus();
  });
  if (!run) return null;
  return (
    <section aria-labelledby={titleId} className={styles.run}>
      <Flex justify="space-between" align="start" gap={12}>
        <div>
          <Typography.Title
            level={2}
            id={titleId}
            ref={heading}
            tabIndex={-1}
            style={{ margin: 0, ...LEVEL_4_LOOK }}
          >
            {runName(run)}
          </Typography.Title>
          <MutedText>Комментарий: {run.comment}</MutedText>
        </div>
        <Button
          onClick={() => {
            focusAfterPanel();
            showRun(null);
          }}
        >
          Закрыть
        </Button>
      </Flex>
      <RunState run={run} />
      {undo && (
        <section aria-label="Отмена изменений" className={styles.undo}>
          <Typography.Title
            level={3}
            id={undoHeadingId(run.id)}
            tabIndex={-1}
            style={{ margin: 0, fontSize: 16 }}
          >
            Отмена изменений
          </Typography.Title>
          <RunState run={undo} />
        </section>
      )}
    </section>
  );
}
