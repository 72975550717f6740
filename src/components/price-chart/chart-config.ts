import type { LineConfig } from '@ant-design/charts';
import { formatShortDay } from '../../lib/format';
import { formatAxisMoney, type ChartRow, type ReferenceLine } from './chart-data';
import { REFERENCE_COLOR, sourceColorScale } from './source-colors';

// Module-level, so that equal inputs give equal options: the chart redraws when they differ.
const tooltipTitle = (row: ChartRow) => row.dateLabel;
const tooltipItem = (row: ChartRow) => ({ name: row.source, value: formatAxisMoney(row.nmc) });

/**
 * Options of one price chart: dates along x, ₽ along y, a line and points per data source in its
 * colour of `sources` (the names of all data sources, in the backend's order), and the route's own
 * НМЦ as a dashed reference line. Type-only import: no chart code is loaded here.
 */
export function lineConfig(
  rows: ChartRow[],
  reference: ReferenceLine | null,
  sources: readonly string[] = [],
): LineConfig {
  return {
    data: rows,
    xField: 'date',
    yField: 'nmc',
    colorField: 'source',
    height: 320,
    autoFit: true,
    point: { shapeField: 'circle', sizeField: 3 },
    style: { lineWidth: 2 },
    scale: { y: { nice: true, zero: false }, color: sourceColorScale(rows, sources) },
    axis: {
      x: { title: false, labelFormatter: formatShortDay, labelAutoHide: true },
      y: { title: false, labelFormatter: formatAxisMoney },
    },
    legend: { color: { position: 'top', layout: { justifyContent: 'flex-start' } } },
    tooltip: {
      title: tooltipTitle,
      items: [tooltipItem],
    },
    annotations: reference
      ? [
          {
            type: 'lineY',
            // Its own one-row data: inherited rows would draw the line once per point.
            data: [{ nmc: reference.value }],
            yField: 'nmc',
            style: { stroke: REFERENCE_COLOR, lineDash: [6, 4], lineWidth: 1.5 },
            label: {
              text: reference.label,
              position: 'left',
              dy: -8,
              style: { fill: REFERENCE_COLOR, fontWeight: 500, textBaseline: 'bottom' },
            },
            tooltip: false,
          },
        ]
      : [],
  };
}
