import { Button, Flex } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import styles from '../../../../components/work-entry.module.css';
import { runName } from '../outcome-text';
import { dismissRun, showRun, type BulkRun } from '../run-store';
import { RunProgress } from './run-progress';
import { ResultCounts } from './result-counts';

/**
 * A bulk run in the header's background work: its progress with «Остановить», or its counts;
 * «Открыть» shows it in full above the route list.
 */
export function RunEntry({ run, onOpen }: { run: BulkRun; onOpen: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = runName(run);
  const open = () => {
    showRun(run.id);
    onOpen();
    if (pathname !== '/routes') void navigate('/routes');
  };
  return (
    <li className={styles.entry} aria-label={name}>
      <strong>{name}</strong>
      {run.state === 'finished' ? <ResultCounts run={run} /> : <RunProgress run={run} compact />}
      <Flex gap={8}>
        <Button size="small" onClick={open} aria-label={`Открыть: ${name}`}>
          Открыть
        </Button>
        {run.state === 'finished' && (
          <Button size="small" type="link" onClick={() => dismissRun(run.id)}>
            Убрать
          </Button>
        )}
      </Flex>
    </li>
  );
}
