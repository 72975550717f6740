import { Button, Progress } from 'antd';
import { progressText } from '../outcome-text';
import { countRun, type BulkRun } from '../run-store';
import { stopRun } from '../runner';

/**
 * How far a run has gone: «Изменено X из N», a bar of the routes done, «Остановить». A run going
 * in another tab says so, and is stopped there.
 */
export function RunProgress({ run, compact = false }: { run: BulkRun; compact?: boolean }) {
  const counts = countRun(run);
  const processed = counts.total - counts.pending;
  const stopping = run.state === 'stopping';
  const there = run.elsewhere === true;
  const state = there ? ' — идёт в другой вкладке' : stopping ? ': останавливается…' : '';
  return (
    <div>
      <div role="status">
        {progressText(run)}
        {state}
      </div>
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
