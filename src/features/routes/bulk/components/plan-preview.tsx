import { Checkbox, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { MutedText } from '../../../../components/muted-text';
import { formatMoney, formatMoneyChange } from '../../../../lib/format';
import type { Plan, PlanRow } from '../plan';
import styles from './bulk.module.css';
import { changeColumns } from './change-columns';
import { PagedRows } from './paged-rows';

const difference = (row: PlanRow) =>
  row.after === null || row.before === null ? null : row.after - row.before;

const columns: TableColumnsType<PlanRow> = [
  ...changeColumns<PlanRow>(120),
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

/**
 * Every selected route before anything is written: its НМЦ before and after, or why it is left
 * alone, and the sums. Ten rows a page: thousands of routes are never thousands of rows.
 */
export function PlanPreview({ plan }: { plan: Plan }) {
  const [onlySkipped, setOnlySkipped] = useState(false);
  const rows = onlySkipped ? plan.rows.filter((row) => row.skip !== null) : plan.rows;
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
      </Flex>
      {plan.skipped > 0 && (
        <Checkbox checked={onlySkipped} onChange={(event) => setOnlySkipped(event.target.checked)}>
          Только пропущенные
        </Checkbox>
      )}
      <PagedRows rows={rows} columns={columns} minWidth={760} label="Маршруты изменения" />
    </section>
  );
}
