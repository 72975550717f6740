import { Flex, Grid, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ClippedText } from '../../../../components/clipped-text';
import { MutedText } from '../../../../components/muted-text';
import { formatMoney } from '../../../../lib/format';
import { cutShortText, outcomeText, reasonText } from '../outcome-text';
import { isCutShort, type BulkRun, type RunItem } from '../run-store';
import { changeColumns } from './change-columns';
import { PagedRows } from './paged-rows';
import { ResultCounts } from './result-counts';

const ORDER: Record<RunItem['outcome'], number> = {
  conflict: 0,
  error: 1,
  stopped: 2,
  skipped: 3,
  pending: 4,
  done: 5,
};

// A route a colleague changed is a link to its page: what they saved is worth a look.
const routeOf = (item: RunItem) =>
  item.outcome === 'conflict' ? (
    <Link to={`/routes/${item.id}`}>
      <ClippedText>{item.chain}</ClippedText>
    </Link>
  ) : (
    <ClippedText>{item.chain}</ClippedText>
  );

const routeColumn: TableColumnsType<RunItem>[number] = {
  title: 'Маршрут',
  dataIndex: 'chain',
  render: (_, item) => routeOf(item),
};

const columnsOf = (run: BulkRun): TableColumnsType<RunItem> => [
  ...changeColumns<RunItem>(116).map((column) =>
    column.title === 'Маршрут' ? routeColumn : column,
  ),
  { title: 'Итог', key: 'outcome', width: 104, render: (_, item) => outcomeText(run, item) },
  { title: 'Причина', key: 'reason', width: 260, render: (_, item) => reasonText(run, item) },
];

/**
 * Below `md` a route is one cell: the route, «Было → Станет», and its outcome with the reason,
 * all in view without scrolling sideways.
 */
const narrowColumnsOf = (run: BulkRun): TableColumnsType<RunItem> => [
  {
    title: 'Маршрут, Было → Станет, Итог',
    key: 'route',
    render: (_, item) => (
      <Flex vertical gap={2}>
        {routeOf(item)}
        <span>
          {formatMoney(item.before)} → {formatMoney(item.after)}
        </span>
        <MutedText>
          {outcomeText(run, item)}
          {reasonText(run, item) && `: ${reasonText(run, item)}`}
        </MutedText>
      </Flex>
    ),
  },
];

interface RunResultProps {
  run: BulkRun;
  /** The buttons of the result: «Повторить», «Скачать отчёт», «Отменить изменения». */
  actions?: ReactNode;
}

/**
 * A finished run: its counts, and every route it did not change with the reason; an undo lists
 * the routes it put back too, each with what it put back.
 */
export function RunResult({ run, actions }: RunResultProps) {
  const narrow = Grid.useBreakpoint().md === false;
  const undo = run.kind === 'undo';
  const left = run.items
    .filter((item) => undo || item.outcome !== 'done')
    .sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome]);
  return (
    <Flex vertical gap={12}>
      {isCutShort(run) && <strong>{cutShortText(run)}</strong>}
      <ResultCounts run={run} />
      {actions && (
        <Flex wrap gap={8}>
          {actions}
        </Flex>
      )}
      {left.length > 0 && (
        <PagedRows
          rows={left}
          columns={narrow ? narrowColumnsOf(run) : columnsOf(run)}
          minWidth={narrow ? 0 : 780}
          label={undo ? 'Маршруты отмены' : 'Маршруты, не изменённые'}
        />
      )}
    </Flex>
  );
}
