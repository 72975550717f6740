import { Descriptions, Table, type TableColumnsType } from 'antd';
import { useRef } from 'react';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { useWidth } from '../../lib/use-width';
import { Figure } from '../figure';
import type { Justification } from './justification';

type SourceRow = Justification['perSource'][number];

const SOURCE_COLUMNS: TableColumnsType<SourceRow> = [
  { title: 'Источник данных', dataIndex: 'label', key: 'label' },
  { title: 'Наблюдений', dataIndex: 'n', key: 'n', align: 'right' },
  {
    title: 'Последняя цена',
    key: 'latest',
    align: 'right',
    render: (_, row) => (
      <>
        <Figure>{formatMoney(row.latest.price)}</Figure> ({formatDay(row.latest.date)})
      </>
    ),
  },
  {
    title: 'Среднее',
    key: 'mean',
    align: 'right',
    render: (_, row) => <Figure>{formatMoney(row.mean)}</Figure>,
  },
];

/** Per data source: how many prices, the newest one and the mean. */
export function SourcesTable({ data }: { data: Justification }) {
  return (
    <Table<SourceRow>
      size="small"
      rowKey="source"
      columns={SOURCE_COLUMNS}
      dataSource={data.perSource}
      pagination={false}
      aria-label="Цены по источникам данных"
      scroll={{ x: 'max-content' }}
    />
  );
}

/**
 * Label and value pairs a row of the statistics holds in `width` px: each pair needs about
 * 300 px, so that the longest label and an amount both keep to one line.
 */
export const statisticsColumns = (width: number): number =>
  Math.min(3, Math.max(1, Math.floor(width / 300)));

/**
 * n, mean, min, max, σ and V of the whole sample. As many pairs a row as the panel has room for
 * (the calculator's result column is narrow on any screen): an amount keeps to one line.
 */
export function SampleStatistics({ data }: { data: Justification }) {
  const { summary } = data;
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const figures: [key: string, label: string, value: string][] = [
    ['n', 'Наблюдений, n', formatNumber(summary?.n ?? 0)],
    ['mean', 'Среднее', formatMoney(summary?.mean)],
    ['min', 'Минимум', formatMoney(summary?.min)],
    ['max', 'Максимум', formatMoney(summary?.max)],
    ['sd', 'Стандартное отклонение σ', formatMoney(summary?.sd)],
    ['cv', 'Коэффициент вариации V', formatPercent(summary?.cv)],
  ];
  return (
    <div ref={box}>
      <Descriptions
        size="small"
        bordered
        column={statisticsColumns(width)}
        items={figures.map(([key, label, value]) => ({
          key,
          label,
          children: <Figure>{value}</Figure>,
        }))}
      />
    </div>
  );
}
