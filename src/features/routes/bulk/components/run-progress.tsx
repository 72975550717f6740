import { Button, Flex, Progress } from 'antd';
import { MutedText } from '../../../../components/muted-text';
import { formatApproxDuration } from '../../../../lib/format-duration';
import { progressText } from '../outcome-text';
import { paceOf } from '../run-pace';
import { countRun, type BulkRun } from '../run-store';
import { stopRun } from '../runner';
import { estimateTimeLeft } from '../time-left';

/**
 * How far a run has gone: «Изменено X из N», beside it the time left once it can be told, a bar
 * of the routes done, «Остановить». A run going in another tab says so, and is stopped there.
 */
export function RunProgress({ run, compact = false }: { run: BulkRun; compact?: boolean }) {
  const counts = countRun(run);
  const processed = counts.total - counts.pending;
  const stopping = run.state === 'stopping';
  const there = run.elsewhere === true;
  const state = there ? ' — идёт в другой вкладке' : stopping ? ': останавливается…' : '';
  // Read in the render each route's progress causes anyway; only a run going here has a pace.
  const pace = run.state === 'running' && !there ? paceOf(run.id) : null;
  const left = pace && estimateTimeLeft(pace, counts.pending);
  return (
    <div>
      {/* The time left moves to a line of its own if need be. */}
      <Flex wrap gap="0 12px">
        <div role="status">
          {progressText(run)}
          {state}
        </div>
        {left !== null && <MutedText>{`осталось\u00a0${formatApproxDuration(left)}`}</MutedText>}
      </Flex>
      <Progress
        percent={counts.total === 0 ? 100 : Math.floor((processed / counts.total) * 100)}
        size={compact ? 'small' : 'medium'}
        aria-label="Ход изменения"
      />
      {!there && (
        <Button
          danger
          size={compact ? 'small' : 'middle'}
          loading={stopping}
          onClick={() => stopRun(run.id)}
        >
          Остановить
        </Button>
      )}
    </div>
  );
}
