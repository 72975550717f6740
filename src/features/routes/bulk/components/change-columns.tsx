import type { TableColumnsType } from 'antd';
import { ClippedText } from '../../../../components/clipped-text';
import { formatMoney } from '../../../../lib/format';

interface ChangedRoute {
  id: number;
  chain: string;
  before: number | null;
  after: number | null;
}

/** «ID», «Маршрут», «Было» and «Станет»: the first columns of the preview and of a run's result. */
export const changeColumns = <Row extends ChangedRoute>(
  moneyWidth: number,
): TableColumnsType<Row> => [
  { title: 'ID', dataIndex: 'id', width: 72 },
  {
    title: 'Маршрут',
    dataIndex: 'chain',
    render: (chain: string) => <ClippedText>{chain}</ClippedText>,
  },
  { title: 'Было', dataIndex: 'before', width: moneyWidth, align: 'right', render: formatMoney },
  { title: 'Станет', dataIndex: 'after', width: moneyWidth, align: 'right', render: formatMoney },
];
