import { DEVELOPER_COMPUTED, LOCALITY_COMPUTED, LOCALITY_PLACED, type Fixtures } from './models.js';

/** How each fixture file maps onto the SDL: the GraphQL type its records follow. */
export interface FixtureFileSpec {
  key: keyof Fixtures;
  file: string;
  /** The SDL type every record must satisfy. */
  type: string;
  /** SDL fields the data layer computes, so the fixture leaves them out. */
  computed?: string[];
  /** Fields the fixture carries beyond the SDL type, with their GraphQL type. */
  extra?: Record<string, string>;
  /** Ids are numeric strings (they appear in URLs such as /property/101). */
  numericIds?: boolean;
}

export const FIXTURE_FILES: FixtureFileSpec[] = [
  { key: 'cities', file: 'cities.json', type: 'CityOption' },
  { key: 'marketData', file: 'market-data.json', type: 'MarketData' },
  { key: 'priceTrends', file: 'price-trends.json', type: 'PriceTrendRecord' },
  { key: 'propertyTypeShares', file: 'property-type-shares.json', type: 'PropertyTypeShare', extra: { city: 'String!' } },
  { key: 'localityInsights', file: 'locality-insights.json', type: 'LocalityInsight' },
  { key: 'marketAnalysis', file: 'market-analysis.json', type: 'MarketAnalysis' },
  { key: 'topGainers', file: 'top-gainers.json', type: 'TopGainer', computed: ['priceAppreciation', 'timeframe'], numericIds: true },
  { key: 'transactionPrices', file: 'transaction-prices.json', type: 'TransactionPrice', numericIds: true },
  { key: 'properties', file: 'properties.json', type: 'Property', computed: ['priceCheck', 'developer'], numericIds: true },
  { key: 'news', file: 'news.json', type: 'NewsArticle', computed: ['timeAgo', 'readingTimeMinutes'], numericIds: true },
  { key: 'shoppingMalls', file: 'shopping-malls.json', type: 'ShoppingMall', numericIds: true },
  { key: 'theaters', file: 'theaters.json', type: 'Theater', numericIds: true },
  {
    key: 'propertyDevelopers',
    file: 'property-developers.json',
    type: 'PropertyDeveloper',
    computed: [...DEVELOPER_COMPUTED],
    numericIds: true,
  },
  { key: 'localities', file: 'localities.json', type: 'Locality', computed: [...LOCALITY_COMPUTED, ...LOCALITY_PLACED] },
];
