// The shapes of the fixture records. They are the generated SDL types (so a
// fixture cannot drift from the schema without a type error), minus the
// `__typename` marker and the fields the data layer computes.
import type * as Gql from '../generated/graphql.js';
import type { LendingRules } from './affordability/rules.js';
import type { PurchaseCostRules } from './purchaseCost/rules.js';
import type { AskingListingRecord, RegisteredSaleRecord } from './priceCheck/salesFixtures.js';
import type { ProvenanceModel } from './provenance/figures.js';
import type { GeoFixtures } from './geo/geoModels.js';
import type { LocalityPlace } from './geo/placeLocalities.js';

/** A fixture record: the SDL type without its marker and without `provenance`, which the data layer stamps (provenance/figures.ts). */
type Record<T> = Omit<T, '__typename' | 'provenance'>;
/** A record as the data layer answers it: with its provenance. */
export type Stored<T> = T & { provenance: ProvenanceModel };

export type CityRecord = Record<Gql.CityOption>;
export type MarketDataRecord = Record<Gql.MarketData>;
export type PriceTrendRecord = Record<Gql.PriceTrendRecord>;
export type PropertyTypeShareRecord = Record<Gql.PropertyTypeShare> & { city: string };
export type LocalityInsightRecord = Record<Gql.LocalityInsight>;
export type MarketAnalysisRecord = Record<Gql.MarketAnalysis>;
/** A fixture top gainer holds all three appreciations; the requested one is projected at read time. */
export type TopGainerRecord = Omit<Record<Gql.TopGainer>, 'priceAppreciation' | 'timeframe'>;
export type TransactionPriceRecord = Record<Gql.TransactionPrice>;
/** A fixture property; its price check (priceCheck/) and its developer (property-developers.json `propertyIds`) are computed. */
export type PropertyRecord = Omit<Record<Gql.Property>, 'priceCheck' | 'developer'>;
/** A fixture article carries its publication date-time; its age and reading time are computed. */
export type NewsArticleRecord = Omit<Record<Gql.NewsArticle>, 'timeAgo' | 'readingTimeMinutes'>;
/** What `newsArticles` and `newsArticle` return. */
export type NewsArticleModel = NewsArticleRecord & { timeAgo: string; readingTimeMinutes: number };
export type ShoppingMallRecord = Record<Gql.ShoppingMall>;
export type TheaterRecord = Record<Gql.Theater>;
/** The fields of PropertyDeveloper computed from its delivery record (developers/deliveryRating.ts). */
export const DEVELOPER_COMPUTED = ['rating', 'onTimeSharePercent', 'averageDelayMonths', 'complaintsPerProject'] as const;
/** A fixture developer: its delivery record and the listed properties it builds; the rating is computed. */
export type PropertyDeveloperRecord = Omit<Record<Gql.PropertyDeveloper>, (typeof DEVELOPER_COMPUTED)[number] | 'deliveryRecord'> & {
  deliveryRecord: Record<Gql.DeliveryRecord>;
};
/** What the data layer returns for a developer: the record with the figures computed from its delivery record. */
export type PropertyDeveloperModel = Stored<PropertyDeveloperRecord> & Pick<Gql.PropertyDeveloper, (typeof DEVELOPER_COMPUTED)[number]>;
/** What the data layer returns for a property: the record with its developer (null when it names none). */
export type PropertyModel = Stored<PropertyRecord> & { developer: PropertyDeveloperModel | null };
export const SEARCH_HIT_KINDS = ['CITY', 'LOCALITY', 'PROPERTY', 'DEVELOPER', 'MALL', 'THEATER'] as const;
/** One search result (computed by the search index, not a fixture); `kind` is one of SEARCH_HIT_KINDS. */
export type SearchHitModel = Omit<Record<Gql.SearchHit>, 'kind'> & { kind: (typeof SEARCH_HIT_KINDS)[number] };
/** The fields of Locality that the data layer computes from the other fixtures. */
export const LOCALITY_COMPUTED = ['priceChange', 'properties', 'shoppingMalls', 'theaters', 'topGainer', 'transactionPrice', 'priceCheck', 'sales'] as const;
/** The fields of Locality that come from geo/ (its map point, and the distances to its city's hubs). */
export const LOCALITY_PLACED = ['lat', 'lon', 'locationSource', 'hubDistances'] as const;
export type LocalityRecord = Omit<Record<Gql.Locality>, (typeof LOCALITY_COMPUTED)[number] | (typeof LOCALITY_PLACED)[number] | 'history' | 'source'> & {
  history: Omit<Gql.LocalityQuarter, '__typename'>[];
  source: Omit<Gql.DataSource, '__typename'>;
};

export const TOP_GAINER_TIMEFRAMES = ['1y', '2y', '5y'] as const;
export type TopGainerTimeframe = (typeof TOP_GAINER_TIMEFRAMES)[number];

/** What `topGainers` returns: a record with the appreciation of the requested timeframe. */
export type TopGainerModel = Stored<TopGainerRecord> & { timeframe: TopGainerTimeframe; priceAppreciation: number };

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
  localities: LocalityRecord[];
  /** purchase-costs.json: one rule set (not a record list), checked by purchaseCost/rules.ts. */
  purchaseCosts: PurchaseCostRules;
  /** registered-sales.json and asking-listings.json (sample data), checked by priceCheck/salesFixtures.ts. */
  registeredSales: RegisteredSaleRecord[];
  askingListings: AskingListingRecord[];
  /** lending-rules.json: the affordability and rent-or-buy rules and assumptions, checked by affordability/rules.ts. */
  lendingRules: LendingRules;
  /** geo/: locality points, hubs and city outlines (issue 34), checked by geo/geoFixtures.ts. */
  geo: GeoFixtures;
}

/** A locality as the data layer answers it (the computed fields come from Locality's resolvers). */
export type LocalityModel = Stored<LocalityRecord> & LocalityPlace;

/** The fixture keys whose records carry a market figure, so the data layer stamps each with its provenance. */
export type FigureFixtureKey =
  | 'marketData'
  | 'priceTrends'
  | 'propertyTypeShares'
  | 'localityInsights'
  | 'marketAnalysis'
  | 'topGainers'
  | 'transactionPrices'
  | 'shoppingMalls'
  | 'theaters'
  | 'localities';

/** The fixtures as the data layer holds them: records with their provenance and the figures computed from them (storeFixtures.ts). */
export type StoredFixtures = Omit<Fixtures, FigureFixtureKey | 'properties' | 'propertyDevelopers'> & {
  [K in Exclude<FigureFixtureKey, 'localities'>]: Stored<Fixtures[K][number]>[];
} & {
  localities: LocalityModel[];
  properties: PropertyModel[];
  propertyDevelopers: PropertyDeveloperModel[];
};
