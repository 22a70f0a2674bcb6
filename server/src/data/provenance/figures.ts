import type { Provenance as GqlProvenance, ProvenanceKind } from '../../generated/graphql.js';

// The one place that says, per figure-carrying type, where its figures come from: source,
// as-of date, kind, sample size and method (the id of its /methodology section). The data
// layer stamps every record with it at start-up (storeFixtures.ts), so GraphQL and REST
// answer the same `provenance` object.
//
// To give a new type provenance:
//   1. add `extend type YourType { provenance: Provenance! }` to schema/provenance.graphql;
//   2. add an entry here, keyed by the SDL type name (a test checks the two lists agree);
//   3. stamp its records with `withProvenance('YourType', record)` where the data layer makes them
//      (or add the fixture key to storeFixtures.ts), and add a section with the method's id to
//      web/src/features/methodology/methodologyContent.ts (a test checks each method has one).

export type ProvenanceModel = Omit<GqlProvenance, '__typename'>;

/** The quarter the sample data set describes: Anarock's Q3 2025 city averages. */
export const DATASET_AS_OF = '2025-09-30';
export const SAMPLE_SOURCE = 'GharInsight sample data';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The last day of a month: `Sep`, 2025 → `2025-09-30`. */
function monthEnd(month: string, year: number): string {
  const index = MONTHS.indexOf(month);
  const day = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  return `${year}-${String(index + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Source = { name: string; asOf: string };
type AnyRecord = Record<string, unknown>;

interface FigureSpec {
  /** The /methodology section (anchor) that says how the figure is made. */
  method: string;
  kind: ProvenanceKind;
  source: (record: AnyRecord) => string;
  asOf: (record: AnyRecord) => string;
  /** The records the figure is counted from, and what they are; omitted when not counted. */
  sample?: (record: AnyRecord) => { size: number; unit: string } | null;
}

const sample = (): string => SAMPLE_SOURCE;
const datasetAsOf = (): string => DATASET_AS_OF;
const ownSource = (record: AnyRecord) => (record.source as Source).name;
const ownAsOf = (record: AnyRecord) => (record.source as Source).asOf;

/** A price check (locality or property): registered sales of its period against the asking snapshot. */
const priceCheckSpec: FigureSpec = {
  method: 'price-check',
  kind: 'SAMPLE',
  source: () => `${SAMPLE_SOURCE}: registered sales and an asking-price snapshot`,
  // The last day of the registered sales' period (the asking snapshot is of the same day).
  asOf: (r) => (r.registered as { to: string }).to,
  sample: (r) => ({ size: (r.registered as { count: number }).count, unit: 'registered sales' }),
};

export const FIGURES = {
  MarketData: { method: 'market-overview', kind: 'SAMPLE', source: ownSource, asOf: ownAsOf },
  PriceTrendRecord: { method: 'price-trends', kind: 'SAMPLE', source: sample, asOf: (r) => monthEnd(r.month as string, r.year as number) },
  PropertyTypeShare: { method: 'property-types', kind: 'SAMPLE', source: sample, asOf: datasetAsOf },
  LocalityInsight: { method: 'locality-insights', kind: 'SAMPLE', source: sample, asOf: datasetAsOf },
  MarketAnalysis: { method: 'market-analysis', kind: 'ESTIMATE', source: ownSource, asOf: ownAsOf },
  TopGainer: { method: 'top-gainers', kind: 'SAMPLE', source: sample, asOf: datasetAsOf },
  TransactionPrice: { method: 'transaction-prices', kind: 'SAMPLE', source: sample, asOf: datasetAsOf, sample: (r) => ({ size: r.transactionCount as number, unit: 'deals' }) },
  Property: { method: 'listings', kind: 'SAMPLE', source: sample, asOf: datasetAsOf },
  Locality: {
    method: 'locality-history',
    kind: 'SAMPLE',
    source: ownSource,
    asOf: ownAsOf,
    sample: (r) => ({ size: ((r.history as { deals: number }[]).at(-1)?.deals ?? 0), unit: 'deals' }),
  },
  PropertyDeveloper: {
    method: 'developer-rating',
    kind: 'SAMPLE',
    source: () => `${SAMPLE_SOURCE} (RERA-style)`,
    asOf: datasetAsOf,
    sample: (r) => {
      const record = r.deliveryRecord as { delivered: number; underConstruction: number };
      return { size: record.delivered + record.underConstruction, unit: 'projects' };
    },
  },
  ShoppingMall: { method: 'amenities', kind: 'SAMPLE', source: sample, asOf: datasetAsOf },
  Theater: { method: 'amenities', kind: 'SAMPLE', source: sample, asOf: datasetAsOf },
  PurchaseCost: {
    method: 'purchase-costs',
    kind: 'PUBLISHED',
    source: () => 'State registration rules and CBIC, as each line cites',
    // checkedOn is `YYYY-MM`: the rates as checked that month.
    asOf: (r) => `${r.checkedOn as string}-01`,
  },
  LocalityPriceCheck: priceCheckSpec,
  PropertyPriceCheck: priceCheckSpec,
  Affordability: {
    method: 'affordability',
    kind: 'ESTIMATE',
    source: () => `RBI loan-to-value limits, lenders' FOIR practice and the state's purchase charges, as each assumption cites; locality prices: registered medians (${SAMPLE_SOURCE})`,
    // The answer is no fresher than its market input: the registered sales of the dataset's quarter.
    asOf: datasetAsOf,
  },
  RentVsBuy: {
    method: 'rent-vs-buy',
    kind: 'ESTIMATE',
    source: () => `The locality's rental yield and price history (${SAMPLE_SOURCE}), RBI loan-to-value limits and the state's purchase charges, as each assumption cites`,
    asOf: datasetAsOf,
  },
} satisfies Record<string, FigureSpec>;

export type FigureType = keyof typeof FIGURES;

/** The provenance of one record of a figure-carrying type. */
export function provenanceOf(type: FigureType, record: object): ProvenanceModel {
  const spec: FigureSpec = FIGURES[type];
  const counted = spec.sample?.(record as AnyRecord) ?? null;
  return {
    source: spec.source(record as AnyRecord),
    asOf: spec.asOf(record as AnyRecord),
    kind: spec.kind,
    sampleSize: counted?.size ?? null,
    sampleUnit: counted?.unit ?? null,
    method: spec.method,
  };
}

/** The record with its provenance. */
export function withProvenance<T extends object>(type: FigureType, record: T): T & { provenance: ProvenanceModel } {
  return { ...record, provenance: provenanceOf(type, record) };
}
