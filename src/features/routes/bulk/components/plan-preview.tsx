import { Checkbox, Flex, type TableColumnsType } from 'antd';
import { memo, useMemo, useState } from 'react';
import { ClippedText } from '../../../../components/clipped-text';
import { MutedText } from '../../../../components/muted-text';
import { formatMoney, formatMoneyChange } from '../../../../lib/format';
import type { Plan, PlanRow } from '../plan';
import { recentChangeText, type RecentChange } from '../recent-changes';
import styles from './bulk.module.css';
import { changeColumns } from './change-columns';
import { PagedRows } from './paged-rows';

const difference = (row: PlanRow) =>
  row.after === null || row.before === null ? null : row.after - row.before;

interface PreviewRow extends PlanRow {
  /** «уже изменена: +3 %, 10:42»: a kept run changed the route in the last 24 hours. */
  already: string | null;
}

// «Маршрут» also says when a kept run changed the route in the last 24 hours.
const routeColumn: TableColumnsType<PreviewRow>[number] = {
  title: 'Маршрут',
  dataIndex: 'chain',
  render: (chain: string, row) => (
    <>
      <ClippedText>{chain}</ClippedText>
      {row.already && <MutedText>{row.already}</MutedText>}
    </>
  ),
};

const columns: TableColumnsType<PreviewRow> = [
  ...changeColumns<PreviewRow>(120).map((column) =>
    column.title === 'Маршрут' ? routeColumn : column,
  ),
  {
    title: 'Разница',
    key: 'difference',
    width: 120,
    align: 'right',
    render: (_, row) => formatMoneyChange(difference(row)),
  },
  {
    title: 'Причина пропуска',
    dataIndex: 'skip',
    width: 220,
    render: (skip: string | null) => skip && <MutedText>{skip}</MutedText>,
  },
];

interface PlanPreviewProps {
  plan: Plan;
  /** The selected routes a kept run changed in the last 24 hours. */
  recent: ReadonlyMap<number, RecentChange>;
}

/**
 * Every selected route before anything is written: its НМЦ before and after, or why it is left
 * alone, a word on each route a kept run changed in the last 24 hours, and the sums. Ten rows a
 * page: thousands of routes are never thousands of rows. Memoised: a key in «Комментарий» gives
 * the same plan, and the table is not rendered again.
 */
export const PlanPreview = memo(function PlanPreview({ plan, recent }: PlanPreviewProps) {
  const [onlySkipped, setOnlySkipped] = useState(false);
  const all = useMemo(
    () =>
      plan.rows.map((row) => {
        const change = recent.get(row.id);
        return { ...row, already: change ? recentChangeText(change) : null };
      }),
    [plan, recent],
  );
  const rows = onlySkipped ? all.filter((row) => row.skip !== null) : all;
  return (
    <section aria-label="Предпросмотр" className={styles.preview}>
      <Flex wrap gap="4px 24px" className={styles.totals}>
        <span>
          Изменится: <strong>{plan.writes}</strong> из {plan.rows.length}
        </span>
        <span>
          Пропущено: <strong>{plan.skipped}</strong>
        </span>
        <span>
          Сумма НМЦ: {formatMoney(plan.before)} → {formatMoney(plan.after)}
        </span>
        <span>Разница: {formatMoneyChange(plan.after - plan.before)}</span>
        {recent.size > 0 && (
          <span>
            Уже изменены за сутки: <strong>{recent.size}</strong>
          </span>
        )}
      </Flex>
      {plan.skipped > 0 && (
        <Checkbox checked={onlySkipped} onChange={(event) => setOnlySkipped(event.target.checked)}>
          Только пропущенные
        </Checkbox>
      )}
      <PagedRows rows={rows} columns={columns} minWidth={760} label="Маршруты изменения" />
    </section>
  );
});
