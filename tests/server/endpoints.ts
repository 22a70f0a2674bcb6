import { answeredAll } from './support/answered.js';
import { forCity as fixtureForCity, readFixture } from './support/fixtureFiles.js';

/** A city's records of a fixture file, as the API answers them (support/answered.ts). */
const forCity = (file: string, city: string) => answeredAll(file, fixtureForCity(file, city));

// What each read of spec section 7 must answer for a city, derived from the
// fixture files: the oracle both the REST and the GraphQL suites check against.

type Json = Record<string, unknown>;

export interface CityEndpoint {
  /** The Query field. */
  field: string;
  /** The REST path. */
  rest: string;
  /** A single object per city (default city when omitted) rather than a list (every city when omitted). */
  single?: boolean;
  expected: (city: string) => unknown;
}

const byCountDesc = (a: Json, b: Json) => (b.transactionCount as number) - (a.transactionCount as number);

export const topGainersFor = (city: string, timeframe: '1y' | '2y' | '5y' = '1y') => {
  const key = { '1y': 'oneYear', '2y': 'twoYears', '5y': 'fiveYears' }[timeframe];
  return forCity('top-gainers.json', city)
    .map((gainer) => ({ ...gainer, timeframe, priceAppreciation: (gainer.appreciation as Json)[key] }))
    .sort((a, b) => (b.priceAppreciation as number) - (a.priceAppreciation as number));
};

export const CITY_ENDPOINTS: CityEndpoint[] = [
  { field: 'marketData', rest: '/api/market-data', single: true, expected: (city) => forCity('market-data.json', city)[0] },
  { field: 'priceTrends', rest: '/api/price-trends', expected: (city) => forCity('price-trends.json', city) },
  {
    field: 'propertyTypeShares',
    rest: '/api/property-type-shares',
    single: true,
    expected: (city) => forCity('property-type-shares.json', city).map(({ type, percent, provenance }) => ({ type, percent, provenance })),
  },
  { field: 'localityInsights', rest: '/api/locality-insights', expected: (city) => forCity('locality-insights.json', city) },
  { field: 'marketAnalysis', rest: '/api/market-analysis', single: true, expected: (city) => forCity('market-analysis.json', city)[0] },
  { field: 'topGainers', rest: '/api/top-gainers', expected: (city) => topGainersFor(city) },
  { field: 'transactionPrices', rest: '/api/transaction-prices', expected: (city) => forCity('transaction-prices.json', city).sort(byCountDesc) },
  { field: 'properties', rest: '/api/properties', expected: (city) => forCity('properties.json', city) },
  { field: 'shoppingMalls', rest: '/api/shopping-malls', expected: (city) => forCity('shopping-malls.json', city) },
  { field: 'theaters', rest: '/api/theaters', expected: (city) => forCity('theaters.json', city) },
  { field: 'propertyDevelopers', rest: '/api/property-developers', expected: (city) => forCity('property-developers.json', city) },
];

export interface ByIdEndpoint {
  field: string;
  rest: string;
  file: string;
  /** How a missing record is named in the 404 message. */
  label: string;
}

export const BY_ID_ENDPOINTS: ByIdEndpoint[] = [
  { field: 'property', rest: '/api/properties', file: 'properties.json', label: 'Property' },
  { field: 'shoppingMall', rest: '/api/shopping-malls', file: 'shopping-malls.json', label: 'Shopping mall' },
  { field: 'theater', rest: '/api/theaters', file: 'theaters.json', label: 'Theater' },
  { field: 'propertyDeveloper', rest: '/api/property-developers', file: 'property-developers.json', label: 'Property developer' },
];

export const allRecords = (file: string) => answeredAll(file, readFixture(file));
