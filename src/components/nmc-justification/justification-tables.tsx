import { Descriptions, Table, type TableColumnsType } from 'antd';
import { formatDay, formatMoney, formatNumber, formatPercent } from '../../lib/format';
import type { Justification } from './justification';

type SourceRow = Justification['perSource'][number];

const SOURCE_COLUMNS: TableColumnsType<SourceRow> = [
  { title: 'Источник данных', dataIndex: 'label', key: 'label' },
  { title: 'Наблюдений', dataIndex: 'n', key: 'n', align: 'right' },
  {
    title: 'Последняя цена',
    key: 'latest',
    align: 'right',
    render: (_, row) => `${formatMoney(row.latest.price)} (${formatDay(row.latest.date)})`,
  },
  { title: 'Среднее', key: 'mean', align: 'right', render: (_, row) => formatMoney(row.mean) },
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

/** n, mean, min, max, σ and V of the whole sample. */
export function SampleStatistics({ data }: { data: Justification }) {
  const { summary } = data;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={[
        { key: 'n', label: 'Наблюдений, n', children: formatNumber(summary?.n ?? 0) },
        { key: 'mean', label: 'Среднее', children: formatMoney(summary?.mean) },
        { key: 'min', label: 'Минимум', children: formatMoney(summary?.min) },
        { key: 'max', label: 'Максимум', children: formatMoney(summary?.max) },
        { key: 'sd', label: 'Стандартное отклонение σ', children: formatMoney(summary?.sd) },
        { key: 'cv', label: 'Коэффициент вариации V', children: formatPercent(summary?.cv) },
      ]}
    />
  );
}
