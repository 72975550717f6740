import { Line } from '@ant-design/charts';
import { useEffect, useMemo, useState } from 'react';
import { lineConfig } from './chart-config';
import type { ChartRow, ReferenceLine } from './chart-data';
import { DrawOnDemand } from './draw-on-demand';

export interface PriceLineProps {
  rows: ChartRow[];
  reference: ReferenceLine | null;
  /** The names of all data sources, in the backend's order: a source's colour is its place. */
  sources: readonly string[];
}

/**
 * The chart itself, the one module that imports the chart library: it loads only when a chart
 * comes near the viewport. Its options are kept while rows and reference stay the same.
 *
 * It draws on demand (`DrawOnDemand`): while its scene changes, not every frame.
 */
export function PriceLine({ rows, reference, sources }: PriceLineProps) {
  const [drawing] = useState(() => new DrawOnDemand());
  const config = useMemo(() => {
    // G2 adds a plugin of its own (drag and drop) to the list it is given, and the chart's wrapper
    // gives the same options to StrictMode's second mount, where it would walk into that plugin
    // and its drawn scene: the list is put back as soon as the chart is made.
    const plugins = [drawing];
    return {
      ...lineConfig(rows, reference, sources),
      plugins,
      onReady: () => {
        plugins.length = 1;
      },
    };
  }, [rows, reference, sources, drawing]);
  useEffect(() => () => drawing.destroy(), [drawing]);
  return <Line {...config} />;
}
