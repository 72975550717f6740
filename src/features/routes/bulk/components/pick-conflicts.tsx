import { Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFeedback } from '../../../../components/feedback';
import { readRoutesByIds } from '../read-all';
import type { BulkRun } from '../run-store';
import { handSelection } from '../selection-handoff';

/**
 * «Выбрать конфликтные»: the routes a colleague changed during the run become the list's
 * selection, read anew so that another run's «Было» is the colleague's НМЦ.
 */
export function PickConflicts({ run, small = false }: { run: BulkRun; small?: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { notify } = useFeedback();
  const [reading, setReading] = useState(false);
  const ids = run.items.flatMap((item) => (item.outcome === 'conflict' ? [item.id] : []));
  if (ids.length === 0) return null;
  const pick = async () => {
    setReading(true);
    try {
      handSelection(await readRoutesByIds(ids));
      if (pathname !== '/routes') void navigate('/routes');
    } catch {
      notify('error', { title: 'Не удалось прочитать конфликтные маршруты. Повторите попытку.' });
    } finally {
      setReading(false);
    }
  };
  return (
    <Button size={small ? 'small' : 'middle'} loading={reading} onClick={() => void pick()}>
      Выбрать конфликтные
    </Button>
  );
}
