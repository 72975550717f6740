import dayjs from 'dayjs';
import { isoDay } from './format';

/**
 * Comparable market prices (the method behind «Обоснование НМЦ»): a price is backed by several
 * independent observations whose spread is small, V = σ / mean ≤ 33 %.
 */

/** One price seen on the market: its day (`YYYY-MM-DD`), the price and its data source code. */
export interface Observation {
  date: string;
  price: number;
  source: string;
}

export interface PriceSummary {
  n: number;
  mean: number;
  min: number;
  max: number;
  /** Sample standard deviation (n − 1); null for fewer than two prices. */
  sd: number | null;
  /** Coefficient of variation σ / mean × 100, in percent; null without σ. */
  cv: number | null;
}

export interface SourceSummary {
  source: string;
  n: number;
  mean: number;
  latest: Observation;
}

export type Verdict = 'homogeneous' | 'heterogeneous' | 'insufficient';

/** The largest V of a homogeneous sample, in percent. */
export const HOMOGENEITY_LIMIT = 33;
export const MIN_OBSERVATIONS = 3;
export const MIN_SOURCES = 2;
/** Without a chosen period the sample is the last 90 days of the data. */
const DEFAULT_WINDOW_DAYS = 90;
/** A newest price older than this is worth a warning. */
export const STALE_AFTER_DAYS = 30;

/** A sample's statistics; null for an empty sample. */
export function summarize(prices: readonly number[]): PriceSummary | null {
  const n = prices.length;
  if (n === 0) return null;
  const mean = prices.reduce((sum, price) => sum + price, 0) / n;
  const sd =
    n < 2 ? null : Math.sqrt(prices.reduce((sum, price) => sum + (price - mean) ** 2, 0) / (n - 1));
  return {
    n,
    mean,
    min: Math.min(...prices),
    max: Math.max(...prices),
    sd,
    cv: sd === null || mean === 0 ? null : (sd / mean) * 100,
  };
}

export function verdictOf(summary: PriceSummary | null, sourceCount: number): Verdict {
  if (!summary || summary.cv === null) return 'insufficient';
  if (summary.n < MIN_OBSERVATIONS || sourceCount < MIN_SOURCES) return 'insufficient';
  return summary.cv <= HOMOGENEITY_LIMIT ? 'homogeneous' : 'heterogeneous';
}

/** Per data source, in order of first appearance: count, mean and the newest price. */
export function bySource(observations: readonly Observation[]): SourceSummary[] {
  const groups = new Map<string, Observation[]>();
  for (const observation of observations)
    groups.set(observation.source, [...(groups.get(observation.source) ?? []), observation]);
  return [...groups].map(([source, items]) => ({
    source,
    n: items.length,
    mean: items.reduce((sum, item) => sum + item.price, 0) / items.length,
    latest: items.reduce((newest, item) => (item.date > newest.date ? item : newest)),
  }));
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  from: string;
  to: string;
}

interface SampleInput {
  observations: readonly Observation[];
  /** The period the user chose (`YYYY-MM-DD`, either end open), or none. */
  dateGte: string | null;
  dateLte: string | null;
  /** Data sources to keep; empty keeps all. */
  sources: readonly string[];
}

export interface Sample {
  observations: Observation[];
  /** The period the sample covers; null when there is no price at all. */
  period: Period | null;
}

/**
 * The observations of the sample, oldest first. A price that is not a positive number, or has no
 * valid date, is no market price and is left out. Without a chosen period the sample is the
 * `DEFAULT_WINDOW_DAYS` days up to the newest price.
 */
export function sampleOf({ observations, dateGte, dateLte, sources }: SampleInput): Sample {
  const keep = new Set(sources);
  const valid = observations
    .filter((item) => Number.isFinite(item.price) && item.price > 0)
    .filter((item) => ISO_DAY.test(item.date) && dayjs(item.date).isValid())
    .filter((item) => keep.size === 0 || keep.has(item.source))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const newest = valid.at(-1)?.date;
  const oldest = valid[0]?.date;
  if (newest === undefined || oldest === undefined) return { observations: [], period: null };
  const chosen = dateGte !== null || dateLte !== null;
  const to = chosen ? (dateLte ?? newest) : newest;
  const from = chosen
    ? (dateGte ?? oldest)
    : isoDay(dayjs(newest).subtract(DEFAULT_WINDOW_DAYS - 1, 'day'));
  const inPeriod = valid.filter((item) => item.date >= from && item.date <= to);
  return { observations: inPeriod, period: { from, to } };
}

/** Whole days from `date` to `today`. */
export const daysSince = (date: string, today: string): number =>
  dayjs(today).startOf('day').diff(dayjs(date).startOf('day'), 'day');
