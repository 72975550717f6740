import { App, Button } from 'antd';
import { MutedText } from '../../../../components/muted-text';
import { continueRun, retryErrors, undoable, undoRun } from '../runner';
import { focusUndo } from '../run-focus';
import { countRun, isCutShort, showRun, type BulkRun } from '../run-store';
import { AlertCleanup } from './alert-cleanup';
import { PickConflicts } from './pick-conflicts';
import { ReportButton } from './report-button';

/**
 * What can be done with a finished run, wherever it is shown: «Продолжить» a run cut short,
 * «Повторить» its failed routes, «Скачать отчёт», and «Отменить изменения» (asked first). An
 * undone run offers neither «Повторить», «Продолжить» nor a second undo; nor does a run another
 * tab holds (continuing, retrying or undoing it there) while it holds it.
 */
export function RunActions({ run, small = false }: { run: BulkRun; small?: boolean }) {
  const { modal } = App.useApp();
  if (run.state !== 'finished') return null;
  const size = small ? 'small' : 'middle';
  const there = run.elsewhere === true;
  const open = run.undoneBy === null && !there;
  const toUndo = undoable(run);
  const askUndo = () => {
    const asker = document.activeElement;
    modal.confirm({
      title: `Вернуть прежнюю НМЦ ${toUndo} маршрутам?`,
      content: 'Маршруты, изменённые после записи, останутся как есть.',
      okText: 'Отменить изменения',
      okButtonProps: { danger: true },
      cancelText: 'Вернуться',
      // Enter keeps things as they are: writing hundreds of routes takes a deliberate choice.
      focusable: { autoFocusButton: 'cancel' },
      // The run's panel shows its undo beneath it: this tab's, or the one another tab started
      // (or finished) while the question was open, which refuses this one.
      onOk: () => {
        undoRun(run.id);
        showRun(run.id);
      },
      afterClose: () => focusUndo(run.id, asker),
    });
  };
  return (
    <>
      {there && <MutedText>Идёт в другой вкладке</MutedText>}
      {open && isCutShort(run) && (
        <Button size={size} type="primary" onClick={() => void continueRun(run.id)}>
          Продолжить
        </Button>
      )}
      {open && countRun(run).errors > 0 && (
        <Button size={size} onClick={() => void retryErrors(run.id)}>
          Повторить
        </Button>
      )}
      {run.kind === 'change' && <PickConflicts run={run} small={small} />}
      <ReportButton run={run} small={small} />
      {/* An undone run left the routes as the alert found them: its notifications stay. */}
      {open && run.alert !== undefined && <AlertCleanup run={run} small={small} />}
      {toUndo > 0 && (
        <Button size={size} danger onClick={askUndo}>
          Отменить изменения
        </Button>
      )}
    </>
  );
}
