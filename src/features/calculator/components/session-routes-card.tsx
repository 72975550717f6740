import { Card } from 'antd';
import { ExportButton } from '../../../components/export-button';
import { PAGE_SIZE } from '../../../lib/constants';
import { lazyAfterPaint } from '../../../lib/lazy-after-paint';
import type { SessionRoutesProps } from './session-routes-table';

/** A row of antd's middle-sized table: 12 px padding around a 22 px line, and a 1 px border. */
const ROW_HEIGHT = 47;
/** antd's pager under a table: 24 px high with 16 px above and below. */
const PAGER_HEIGHT = 56;

/**
 * The table's place while its code loads: the header and «Нет данных», or with calculations a
 * page of rows and the pager (how many rows each job made is not known yet).
 */
function TableFrame({ jobIds }: SessionRoutesProps) {
  const height = jobIds.length === 0 ? 2 * ROW_HEIGHT : (PAGE_SIZE + 1) * ROW_HEIGHT + PAGER_HEIGHT;
  return <div aria-hidden style={{ height }} />;
}

// antd's Table is the calculator's largest code: it loads once the forms have painted.
const SessionRoutesTable = lazyAfterPaint(
  async () => (await import('./session-routes-table')).SessionRoutesTable,
  TableFrame,
);

/** «Маршруты текущей сессии»: the session's routes and their export. */
export function SessionRoutesCard(props: SessionRoutesProps) {
  return (
    <Card
      title="Маршруты текущей сессии"
      size="small"
      extra={
        <ExportButton
          request={props.jobIds.length ? { job_ids: props.jobIds } : null}
          disabledReason="Сначала рассчитайте маршрут"
          label="Выгрузка маршрутов сессии"
        />
      }
    >
      <SessionRoutesTable {...props} />
    </Card>
  );
}
