import type { ChartRow } from './chart-data';

/** The route's own НМЦ, dashed across a chart: red, a colour no data source is drawn in. */
export const REFERENCE_COLOR = '#d4380d';

/**
 * The colours of the data sources' lines: the chart library's own, without its orange and pink,
 * which read as the route's red line beside them.
 */
export const SOURCE_COLORS = [
  '#1783FF',
  '#00A6A6',
  '#7863FF',
  '#52A52B',
  '#A35DD6',
  '#2491B3',
  '#8C8C00',
  '#545FD3',
] as const;

/**
 * The colour scale of one chart: each source in it keeps the colour of its place in `order` (the
 * names of all data sources, as the backend lists them), so that «Город — город» and «Регион —
 * регион» draw a source alike whichever sources each has. Sources not in the list follow them,
 * by name.
 */
export function sourceColorScale(rows: readonly ChartRow[], order: readonly string[]) {
  const present = new Set(rows.map((row) => row.source));
  const unknown = [...present].filter((name) => !order.includes(name)).sort();
  const places = [...order, ...unknown];
  const domain = places.filter((name) => present.has(name));
  const range = domain.map(
    (name) => SOURCE_COLORS[places.indexOf(name) % SOURCE_COLORS.length] ?? SOURCE_COLORS[0],
  );
  return { domain, range };
}
