import type { TableColumnsType } from 'antd';
import { ClippedText } from '../../../../components/clipped-text';
import { MutedText } from '../../../../components/muted-text';
import { TextTag } from '../../../../components/text-tag';
import { formatMoney, formatMoneyChange } from '../../../../lib/format';
import type { PlannedRow, PlanRow } from '../plan';
import styles from './bulk.module.css';
import { changeColumns } from './change-columns';

export interface PreviewRow extends PlannedRow {
  /** «уже изменена: +3 %, 10:42»: a kept run changed the route in the last 24 hours. */
  already: string | null;
}

/** «—» for a route priced where it had no НМЦ: a new price is no change of one. */
const difference = (row: PlanRow) =>
  row.after === null || row.before === null ? null : row.after - row.before;

/**
 * The chain, cut to its line, the word on a second change within a day, and the mark of an
 * extreme change: under the route, so the phone's one column shows it as well.
 */
const routeOf = (row: PreviewRow) => (
  <>
    <ClippedText>{row.chain}</ClippedText>
    {row.already && <MutedText>{row.already}</MutedText>}
    {row.check && (
      <div>
        <TextTag color="orange">{row.check}</TextTag>
      </div>
    )}
  </>
);

// «Маршрут» also says when a kept run changed the route in the last 24 hours, or to check it.
const routeColumn: TableColumnsType<PreviewRow>[number] = {
  title: 'Маршрут',
  dataIndex: 'chain',
  render: (_, row) => routeOf(row),
};

/** A column each, from antd's `md` (768 px) on: the table scrolls sideways below 760 px. */
export const wideColumns: TableColumnsType<PreviewRow> = [
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

/**
 * Below `md` a route is two lines in one column: the route, then «Было», «Станет», «Разница»
 * under the header's words, or «Было» and why the route is left alone. The figures are what the
 * user checks: none of them lies beyond the screen's edge, to be scrolled to.
 */
export const narrowColumns: TableColumnsType<PreviewRow> = [
  {
    title: (
      <>
        Маршрут
        <span className={styles.figures}>
          <span>Было</span>
          <span>Станет</span>
          <span>Разница</span>
        </span>
      </>
    ),
    key: 'route',
    render: (_, row) => (
      <>
        {routeOf(row)}
        <span className={styles.figures}>
          <span>{formatMoney(row.before)}</span>
          {row.skip === null ? (
            <>
              <span>{formatMoney(row.after)}</span>
              <span>{formatMoneyChange(difference(row))}</span>
            </>
          ) : (
            <span className={styles.reason}>
              <MutedText>{row.skip}</MutedText>
            </span>
          )}
        </span>
      </>
    ),
  },
];
