import { COMPARISON_BASIS, LOADING_FACTOR, MIN_SALES, type AreaBasis, type PriceVerdict } from './rules.js';

// The price check (issue 19): registered sales against asking prices, per sq ft of
// carpet area. Pure functions over plain numbers, so GraphQL, REST, the pages and the
// tests all see one computation.
//
// Percentiles use linear interpolation between closest ranks (Hyndman & Fan type 7,
// the default of Excel's PERCENTILE.INC, NumPy and R): for sorted values x[0..n-1]
// and p in [0, 1], h = (n − 1)·p and the percentile is x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]).
// The median is the 50th percentile. Figures are rounded to whole rupees at the end.

/** The percentile `p` (0–1) of ascending `sorted` values by linear interpolation (type 7); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * p;
  const low = Math.floor(h);
  const high = Math.min(low + 1, sorted.length - 1);
  return sorted[low] + (h - low) * (sorted[high] - sorted[low]);
}

export const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);

const round1 = (value: number) => Math.round(value * 10) / 10;

/** ₹ per sq ft of carpet area of a price quoted on `area` sq ft of the given basis. */
export function perSqftOfCarpet(priceRupees: number, area: number, basis: AreaBasis): number {
  const carpet = basis === 'CARPET' ? area : area / LOADING_FACTOR;
  return priceRupees / carpet;
}

export interface RegisteredSummary {
  /** Median ₹ per sq ft of carpet area; null with fewer than MIN_SALES sales. */
  median: number | null;
  p25: number | null;
  p75: number | null;
  count: number;
  /** First and last day of the period, ISO dates. */
  from: string;
  to: string;
}

export interface AskingSummary {
  median: number | null;
  count: number;
}

export interface PriceBin {
  /** Lower bound, inclusive, ₹ per sq ft. */
  from: number;
  /** Upper bound, exclusive (inclusive for the last bin), ₹ per sq ft. */
  to: number;
  count: number;
}

export interface LocalityPriceCheck {
  areaBasis: AreaBasis;
  loadingFactor: number;
  registered: RegisteredSummary;
  asking: AskingSummary;
  /** (asking median − registered median) / registered median, in percent to 1 decimal; null when either is missing. */
  gapPercent: number | null;
  histogram: PriceBin[];
}

export interface PropertyPriceCheck extends Omit<LocalityPriceCheck, 'histogram'> {
  askingPerSqft: number;
  verdict: PriceVerdict | null;
  vsMedianPercent: number | null;
}

export interface PriceCheckInput {
  /** ₹ per sq ft of carpet area of each registered sale in the period. */
  registeredPerSqft: readonly number[];
  /** ₹ per sq ft of carpet area of each current listing (already converted to carpet). */
  askingPerSqft: readonly number[];
  from: string;
  to: string;
}

export function computeLocalityPriceCheck({ registeredPerSqft, askingPerSqft, from, to }: PriceCheckInput): LocalityPriceCheck {
  const registered = ascending(registeredPerSqft);
  const enough = registered.length >= MIN_SALES;
  const at = (p: number) => (enough ? Math.round(percentile(registered, p)) : null);
  const registeredSummary: RegisteredSummary = { median: at(0.5), p25: at(0.25), p75: at(0.75), count: registered.length, from, to };
  const asking = ascending(askingPerSqft);
  const askingMedian = asking.length > 0 ? Math.round(percentile(asking, 0.5)) : null;
  const gapPercent =
    registeredSummary.median !== null && askingMedian !== null ? round1(((askingMedian - registeredSummary.median) / registeredSummary.median) * 100) : null;
  return {
    areaBasis: COMPARISON_BASIS,
    loadingFactor: LOADING_FACTOR,
    registered: registeredSummary,
    asking: { median: askingMedian, count: asking.length },
    gapPercent,
    histogram: enough ? histogram(registered) : [],
  };
}

/** Where one home's asking ₹ per sq ft (carpet) sits against its locality's registered range. */
export function computePropertyPriceCheck(locality: LocalityPriceCheck, askingPerSqft: number): PropertyPriceCheck {
  const { histogram: _histogram, ...rest } = locality;
  const { median, p25, p75 } = locality.registered;
  const asking = Math.round(askingPerSqft);
  const verdict: PriceVerdict | null = median === null || p25 === null || p75 === null ? null : asking < p25 ? 'BELOW' : asking > p75 ? 'ABOVE' : 'WITHIN';
  return { ...rest, askingPerSqft: asking, verdict, vsMedianPercent: median === null ? null : round1(((asking - median) / median) * 100) };
}

/** About this many bins over the sales' range, each a round width (1, 2, 2.5 or 5 × 10ⁿ ₹). */
const TARGET_BINS = 14;

/** Counts of `sorted` (ascending, non-empty) values in equal bins of a round width. */
export function histogram(sorted: readonly number[]): PriceBin[] {
  const min = sorted[0];
  const max = sorted[sorted.length - 1];
  const width = niceStep(Math.max(max - min, 1) / TARGET_BINS);
  const start = Math.floor(min / width) * width;
  const count = Math.max(1, Math.floor((max - start) / width) + 1);
  const bins = Array.from({ length: count }, (_, index) => ({ from: start + index * width, to: start + (index + 1) * width, count: 0 }));
  for (const value of sorted) bins[Math.min(count - 1, Math.floor((value - start) / width))].count++;
  return bins;
}

function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * magnitude >= raw) return step * magnitude;
  return 10 * magnitude;
}
