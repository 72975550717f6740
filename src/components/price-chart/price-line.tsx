import { Line } from '@ant-design/charts';
import { useMemo } from 'react';
import { lineConfig } from './chart-config';
import type { ChartRow, ReferenceLine } from './chart-data';

export interface PriceLineProps {
  rows: ChartRow[];
  reference: ReferenceLine | null;
  /** The names of all data sources, in the backend's order: a source's colour is its place. */
  sources: readonly string[];
}

/**
 * The chart itself, the one module that imports the chart library: it loads only when a chart
 * comes near the viewport. Its options are kept while rows and reference stay the same.
 */
export function PriceLine({ rows, reference, sources }: PriceLineProps) {
  const config = useMemo(() => lineConfig(rows, reference, sources), [rows, reference, sources]);
  return <Line {...config} />;
}
