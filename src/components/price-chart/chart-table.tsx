import { TableOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useId, useMemo, useState } from 'react';
import { formatMoney } from '../../lib/format';
import { PAGE_SIZE } from '../../lib/constants';
import { pagerItemRender } from '../pager-item-render';
import type { ChartRow } from './chart-data';

type Point = ChartRow & { key: number };

const COLUMNS: TableColumnsType<Point> = [
  { title: 'Дата', dataIndex: 'dateLabel', key: 'date' },
  { title: 'Источник данных', dataIndex: 'source', key: 'source' },
  {
    title: 'НМЦ',
    dataIndex: 'nmc',
    key: 'nmc',
    align: 'right',
    render: (nmc: number) => formatMoney(nmc),
  },
];

/**
 * A chart's points as a table, on request: the drawing is one image to a screen reader and
 * gives exact prices to nobody. Built from the chart's rows, not from the chart library.
 */
export function ChartTable({ title, rows }: { title: string; rows: readonly ChartRow[] }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const id = useId();
  const points = useMemo(() => rows.map((row, key) => ({ ...row, key })), [rows]);
  return (
    <>
      <Button
        type="link"
        icon={<TableOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={id}
        // The visible words first; the chart's title tells the two charts' buttons apart.
        aria-label={`Таблица данных: ${title}`}
        onClick={() => setOpen(!open)}
        style={{ paddingInline: 0 }}
      >
        Таблица данных
      </Button>
      <div id={id} hidden={!open}>
        {open && (
          <Table<Point>
            size="small"
            caption={`Данные графика «${title}»`}
            columns={COLUMNS}
            dataSource={points}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
              itemRender: pagerItemRender(page),
            }}
          />
        )}
      </div>
    </>
  );
}
