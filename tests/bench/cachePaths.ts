// The requests of the cached-path bench: one REST read, the dashboard's GraphQL query over
// POST and over GET, and a rendered page.

export interface BenchRequest {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The dashboard's query (the bench's GraphQL figure since issue 9). */
export const DASHBOARD_QUERY =
  'query Dashboard($city: String) { marketData(city: $city) { avgPrice avgPriceChange propertiesListed avgDaysListed localityRating } topGainers(city: $city) { locality priceAppreciation } transactionPrices(city: $city) { locality transactionCount } marketAnalysis(city: $city) { sentimentValue drivers driverScores } }';
const VARIABLES = JSON.stringify({ city: 'Pune' });

export const CACHE_BENCH_PATHS: BenchRequest[] = [
  { label: 'GET /api/market-data?city=Pune', method: 'GET', path: '/api/market-data?city=Pune' },
  {
    label: 'POST /graphql (dashboard query)',
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: DASHBOARD_QUERY, variables: JSON.parse(VARIABLES) as unknown }),
  },
  { label: 'GET /graphql (dashboard query)', method: 'GET', path: `/graphql?${new URLSearchParams({ query: DASHBOARD_QUERY, variables: VARIABLES })}` },
  { label: 'GET /dashboard?city=Pune (page)', method: 'GET', path: '/dashboard?city=Pune' },
];
