// The shapes of the fixture records. They are the generated SDL types (so a
// fixture cannot drift from the schema without a type error), minus the
// `__typename` marker and the fields the data layer computes.
import type * as Gql from '../generated/graphql.js';
import type { PurchaseCostRules } from './purchaseCost/rules.js';

type Record<T> = Omit<T, '__typename'>;

export type CityRecord = Record<Gql.CityOption>;
export type MarketDataRecord = Record<Gql.MarketData>;
export type PriceTrendRecord = Record<Gql.PriceTrendRecord>;
export type PropertyTypeShareRecord = Record<Gql.PropertyTypeShare> & { city: string };
export type LocalityInsightRecord = Record<Gql.LocalityInsight>;
export type MarketAnalysisRecord = Record<Gql.MarketAnalysis>;
/** A fixture top gainer holds all three appreciations; the requested one is projected at read time. */
export type TopGainerRecord = Omit<Record<Gql.TopGainer>, 'priceAppreciation' | 'timeframe'>;
export type TransactionPriceRecord = Record<Gql.TransactionPrice>;
export type PropertyRecord = Record<Gql.Property>;
export type NewsArticleRecord = Record<Gql.NewsArticle>;
export type ShoppingMallRecord = Record<Gql.ShoppingMall>;
export type TheaterRecord = Record<Gql.Theater>;
export type PropertyDeveloperRecord = Record<Gql.PropertyDeveloper>;

export const TOP_GAINER_TIMEFRAMES = ['1y', '2y', '5y'] as const;
export type TopGainerTimeframe = (typeof TOP_GAINER_TIMEFRAMES)[number];

/** What `topGainers` returns: a record with the appreciation of the requested timeframe. */
export type TopGainerModel = TopGainerRecord & { timeframe: TopGainerTimeframe; priceAppreciation: number };

/** Every fixture file, by its name under server/fixtures/. */
export interface Fixtures {
  cities: CityRecord[];
  marketData: MarketDataRecord[];
  priceTrends: PriceTrendRecord[];
  propertyTypeShares: PropertyTypeShareRecord[];
  localityInsights: LocalityInsightRecord[];
  marketAnalysis: MarketAnalysisRecord[];
  topGainers: TopGainerRecord[];
  transactionPrices: TransactionPriceRecord[];
  properties: PropertyRecord[];
  news: NewsArticleRecord[];
  shoppingMalls: ShoppingMallRecord[];
  theaters: TheaterRecord[];
  propertyDevelopers: PropertyDeveloperRecord[];
  /** purchase-costs.json: one rule set (not a record list), checked by purchaseCost/rules.ts. */
  purchaseCosts: PurchaseCostRules;
}
