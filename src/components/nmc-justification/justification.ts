import type { ChartPoint, DataSource, Segment } from '../../api/schema';
import { categoryLabel, cityChain } from '../../api/labels';
import { formatDay, formatPercent, genitiveCount } from '../../lib/format';
import {
  bySource,
  daysSince,
  sampleOf,
  STALE_AFTER_DAYS,
  summarize,
  verdictOf,
  type Observation,
  type Period,
  type PriceSummary,
  type SourceSummary,
  type Verdict,
} from '../../lib/price-stats';

/** The route being justified, as the document names it. */
export interface JustifiedRoute {
  /** «Москва — Нижний Новгород — Казань». */
  chain: string;
  /** «до 20 т». */
  category: string;
  distance: number | null;
  nmc: number | null;
}

/** A route or a calculated route, as the justification names it. */
export const justifiedRoute = (route: {
  path: readonly Segment[];
  category: string;
  distance?: number | null;
  nmc: number | null;
}): JustifiedRoute => ({
  chain: cityChain(route.path, ' — '),
  category: categoryLabel(route.category),
  distance: route.distance ?? null,
  nmc: route.nmc,
});

/** The chart filters that shape the sample. */
export interface SampleFilters {
  dateGte: string | null;
  dateLte: string | null;
  dataSources: readonly string[];
}

interface LabelledObservation extends Observation {
  sourceLabel: string;
}

export interface Justification {
  observations: LabelledObservation[];
  period: Period | null;
  summary: PriceSummary | null;
  perSource: (SourceSummary & { label: string })[];
  verdict: Verdict;
  /** The mean in whole roubles: the justified НМЦ. */
  justified: number | null;
  /** Justified minus current НМЦ, in ₽ and in percent of the current one. */
  difference: { rub: number; percent: number | null } | null;
  /** Days since the newest price, when the default period ends that long ago. */
  staleDays: number | null;
  /** The comment «Принять как НМЦ» puts into the edit form. */
  comment: string;
}

export const VERDICT_TEXT: Record<Verdict, string> = {
  homogeneous: 'Совокупность однородна (V ≤ 33 %)',
  heterogeneous: 'Совокупность неоднородна (V > 33 %): расширьте период или выборку источников',
  insufficient: 'Недостаточно данных',
};

const observationOf = (point: ChartPoint): Observation => ({
  date: point.date,
  price: point.nmc,
  source: point.data_source,
});

/** Everything the panel, the spreadsheet and the printed page show, from the chart's data. */
export function justify(
  points: readonly ChartPoint[],
  sources: readonly DataSource[],
  filters: SampleFilters,
  route: JustifiedRoute,
  today: string,
): Justification {
  const labels = new Map(sources.map((source) => [source.value, source.label]));
  const labelOf = (code: string) => labels.get(code) ?? code;
  const { observations, period } = sampleOf({
    observations: points.map(observationOf),
    dateGte: filters.dateGte,
    dateLte: filters.dateLte,
    sources: filters.dataSources,
  });
  const summary = summarize(observations.map((item) => item.price));
  const perSource = bySource(observations).map((item) => ({
    ...item,
    label: labelOf(item.source),
  }));
  const verdict = verdictOf(summary, perSource.length);
  const justified = summary ? Math.round(summary.mean) : null;
  const current = route.nmc;
  const difference =
    justified !== null && current !== null && Number.isFinite(current)
      ? {
          rub: justified - current,
          percent: current === 0 ? null : ((justified - current) / current) * 100,
        }
      : null;
  const chosen = filters.dateGte !== null || filters.dateLte !== null;
  const age = period && !chosen ? daysSince(period.to, today) : null;
  // Text for the comment field and the server: plain spaces, as a person types them.
  const comment =
    summary && period
      ? `Обоснование: среднее ${genitiveCount(summary.n, 'цены', 'цен')} из ${genitiveCount(
          perSource.length,
          'источника',
          'источников',
        )} за ${formatDay(period.from)}–${formatDay(period.to)}, V = ${formatPercent(summary.cv)}`.replaceAll(
          '\u00a0',
          ' ',
        )
      : '';
  return {
    observations: observations.map((item) => ({ ...item, sourceLabel: labelOf(item.source) })),
    period,
    summary,
    perSource,
    verdict,
    justified,
    difference,
    staleDays: age !== null && age > STALE_AFTER_DAYS ? age : null,
    comment,
  };
}

/** The panel's first look at a route's market: every date and every source. */
const FIRST_LOOK: SampleFilters = { dateGte: null, dateLte: null, dataSources: [] };

/**
 * A route's justification as its panel first shows it, from its «Город — город» chart: what
 * «По рынку», the lot's justification and the built-in backend's `market_nmc` all judge by.
 */
export const firstLook = (
  route: Parameters<typeof justifiedRoute>[0],
  points: readonly ChartPoint[],
  sources: readonly DataSource[],
  today: string,
): Justification => justify(points, sources, FIRST_LOOK, justifiedRoute(route), today);

/** The price a justification backs: its «Обоснованная НМЦ» when the sample is homogeneous. */
export const backedPrice = ({ verdict, justified }: Justification): number | null =>
  verdict === 'homogeneous' ? justified : null;

/**
 * A route's «Обоснованная НМЦ» as its panel first shows it: the price when the sample is
 * homogeneous, else null. «По рынку» and the built-in backend's `market_nmc` take this one rule;
 * `today` only dates the panel's warnings.
 */
export function marketNmcOf(
  route: Parameters<typeof justifiedRoute>[0],
  points: readonly ChartPoint[],
  today: string,
): { verdict: Verdict; price: number | null } {
  const data = firstLook(route, points, [], today);
  return { verdict: data.verdict, price: backedPrice(data) };
}
