import { Button, Flex } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from '../../../../components/work-entry.module.css';
import { cutShortText, runName } from '../outcome-text';
import { panelOpenedFrom } from '../run-focus';
import { dismissRun, isCutShort, showRun, type BulkRun } from '../run-store';
import { ResultCounts } from './result-counts';
import { RunActions } from './run-actions';
import { RunProgress } from './run-progress';

/**
 * A bulk run in the header's background work, this page's or one kept from before: its progress
 * with «Остановить», or its counts with what can still be done with it; «Открыть» shows it in
 * full above the route list.
 */
export function RunEntry({ run, onOpen }: { run: BulkRun; onOpen: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = runName(run);
  const open = () => {
    onOpen();
    // Closing the list has given the focus back to its button: «Закрыть» on the panel returns it.
    panelOpenedFrom(document.activeElement);
    showRun(run.id);
    if (pathname !== '/routes') void navigate('/routes');
  };
  const finished = run.state === 'finished';
  return (
    <li className={styles.entry} aria-label={name}>
      <strong>{name}</strong>
      {isCutShort(run) && <span>{cutShortText(run)}</span>}
      {finished ? <ResultCounts run={run} /> : <RunProgress run={run} compact />}
      <Flex gap={8} wrap>
        <Button size="small" onClick={open} aria-label={`Открыть: ${name}`}>
          Открыть
        </Button>
        <RunActions run={run} small />
        {/* Another tab holding the run keeps it: this one does not take it out of the journal. */}
        {finished && !run.elsewhere && (
          <Button size="small" type="link" onClick={() => dismissRun(run.id)}>
            Убрать
          </Button>
        )}
      </Flex>
    </li>
  );
}
