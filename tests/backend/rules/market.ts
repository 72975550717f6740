// Market prices for the charts, computed on every request instead of stored: the same route
// always shows the same prices, and the seed stays small and fast.
import { VEHICLE_CATEGORY_OPTIONS } from '../../../src/api/labels';
import type { ChartPoint, DataSource, VehicleCategory } from '../../../src/api/schema';
import { CITIES, normalizeName } from '../data/cities';
import { haversineKm, ROAD_FACTOR } from './geo';
import { roundNmc, TARIFFS } from './pricing';
import { fnv1a, intBetween, between, mulberry32, noise, type Random } from './random';

export const DATA_SOURCES: DataSource[] = [
  { value: 'tenders', label: 'Тендеры' },
  { value: 'market', label: 'Рынок' },
  { value: 'exchange', label: 'Биржа грузоперевозок' },
];

export type MarketKind = 'homogeneous' | 'heterogeneous' | 'insufficient';

/**
 * Which sample a route's market gives, by its id alone so that tests can name examples:
 * id ≡ 7 (mod 10) has too few prices, id ≡ 2 (mod 8) a wide spread (never both), and every
 * other route a homogeneous sample. Route 1 is homogeneous, 2 heterogeneous, 7 insufficient.
 */
export function marketKind(routeId: number): MarketKind {
  if (routeId % 10 === 7) return 'insufficient';
  if (routeId % 8 === 2) return 'heterogeneous';
  return 'homogeneous';
}

const STEP_DAYS = 14;
/** A year of points, every two weeks. */
const STEPS = 26;
/** No freight is quoted below a minimal fare, however short the trip. */
const MIN_PRICE = 5000;

/** `YYYY-MM-DD` shifted by whole days. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

interface Quote {
  daysAgo: number;
  source: string;
  factor: number;
}

/** How each source stands against the base price, and how much its prices scatter. */
const CALM: Record<string, number> = { tenders: 0.97, market: 1.02, exchange: 1.05 };
const SPLIT: Record<string, number> = { tenders: 0.6, market: 1, exchange: 1.65 };

function homogeneous(random: Random, lag: number): Quote[] {
  const quotes: Quote[] = [];
  for (let step = 0; step <= STEPS; step += 1) {
    const daysAgo = lag + step * STEP_DAYS;
    // The newest date always has two sources, so a recent sample has prices from both.
    const sources = DATA_SOURCES.map(({ value }) => value).filter((source, index) =>
      step === 0 ? index < 2 : random() < (source === 'exchange' ? 0.45 : 0.8),
    );
    for (const source of sources.length > 0 ? sources : ['tenders'])
      quotes.push({ daysAgo, source, factor: (CALM[source] ?? 1) + noise(random, 0.05) });
  }
  return quotes;
}

function heterogeneous(random: Random, lag: number): Quote[] {
  const quotes: Quote[] = [];
  for (let step = 0; step <= STEPS; step += 1)
    for (const { value: source } of DATA_SOURCES)
      quotes.push({
        daysAgo: lag + step * STEP_DAYS,
        source,
        factor: (SPLIT[source] ?? 1) + noise(random, 0.06),
      });
  return quotes;
}

/** Either one source only, or a market that went quiet: two prices in the last 90 days. */
function insufficient(random: Random, lag: number, routeId: number): Quote[] {
  if (Math.floor(routeId / 10) % 2 === 0)
    return Array.from({ length: STEPS + 1 }, (_, step) => ({
      daysAgo: lag + step * STEP_DAYS,
      source: 'tenders',
      factor: 0.98 + noise(random, 0.05),
    }));
  const old = homogeneous(random, lag).filter((quote) => quote.daysAgo > lag + 120);
  return [
    ...old,
    { daysAgo: lag + intBetween(random, 20, 60), source: 'market', factor: 1.02 },
    { daysAgo: lag, source: 'tenders', factor: 0.97 + noise(random, 0.03) },
  ];
}

function pointsOf(
  quotes: readonly Quote[],
  base: number,
  trend: number,
  category: VehicleCategory,
  anchor: string,
): ChartPoint[] {
  return quotes
    .map((quote) => ({
      date: shiftDay(anchor, -quote.daysAgo),
      // The price rises (or falls) by `trend` over the year and stands at `base` today.
      nmc: roundNmc(base * Math.max(0.2, quote.factor) * (1 - (trend * quote.daysAgo) / 365)),
      category,
      data_source: quote.source,
    }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export interface MarketRoute {
  id: number;
  path_hash: string;
  category: VehicleCategory;
  nmc: number | null;
  distance: number;
}

/** A year of market prices of a route up to `anchor` (`YYYY-MM-DD`), oldest first. */
export function cityChartPoints(route: MarketRoute, anchor: string): ChartPoint[] {
  const random = mulberry32(fnv1a(`${route.id}|${route.path_hash}|${route.category}`));
  const base = Math.max(MIN_PRICE, route.distance * TARIFFS[route.category]);
  const lag = intBetween(random, 0, 6);
  const trend = between(random, -0.03, 0.1);
  const kind = marketKind(route.id);
  const quotes =
    kind === 'homogeneous'
      ? homogeneous(random, lag)
      : kind === 'heterogeneous'
        ? heterogeneous(random, lag)
        : insufficient(random, lag, route.id);
  return pointsOf(quotes, base, trend, route.category, anchor);
}

/** The categories a region chart without a category shows: `gt40` reads as `gte40`. */
const ALL_CATEGORIES: readonly VehicleCategory[] = VEHICLE_CATEGORY_OPTIONS.map(
  (option) => option.value,
);

/** Road km between the regions' main cities; a made-up but stable one for unknown regions. */
function regionDistance(fromRegion: string, toRegion: string, random: Random): number {
  const mainCity = (region: string) =>
    CITIES.find((city) => normalizeName(city.region) === normalizeName(region));
  const from = mainCity(fromRegion);
  const to = mainCity(toRegion);
  if (!from || !to) return intBetween(random, 300, 1500);
  return Math.max(60, Math.round(haversineKm(from, to) * ROAD_FACTOR));
}

/**
 * A year of prices between two regions up to `anchor`, oldest first: always a homogeneous
 * market. Without a category, the prices of every offered category.
 */
export function regionChartPoints(
  fromRegion: string,
  toRegion: string,
  category: VehicleCategory | null,
  anchor: string,
): ChartPoint[] {
  const seed = fnv1a(`${normalizeName(fromRegion)}→${normalizeName(toRegion)}`);
  const distance = regionDistance(fromRegion, toRegion, mulberry32(seed));
  return (category === null ? ALL_CATEGORIES : [category])
    .flatMap((code) => {
      const random = mulberry32(seed ^ fnv1a(code));
      const base = Math.max(MIN_PRICE, distance * TARIFFS[code]);
      const trend = between(random, 0, 0.08);
      return pointsOf(homogeneous(random, intBetween(random, 0, 6)), base, trend, code, anchor);
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}
