// Every route of the app in one place (spec section 2). Components build links
// with these helpers instead of writing path strings by hand.

export const paths = {
  home: '/',
  dashboard: '/dashboard',
  topGainers: '/top-gainers',
  transactionPrices: '/transaction-prices',
  marketAnalysis: '/market-analysis',
  compare: '/compare',
  news: '/news',
  article: '/news/:slug',
  property: '/property/:id',
  shoppingMall: '/shopping-malls/:id',
  theater: '/theaters/:id',
  propertyDeveloper: '/property-developers/:id',
  resource: '/resources/:page',
  company: '/company/:page',
  purchaseCostTool: '/tools/purchase-cost',
} as const;

export type AmenityTab = 'overview' | 'localities' | 'amenities' | 'shopping-malls' | 'theaters' | 'property-developers';

/** `/dashboard`, with `city` and `amenityTab` query parameters when given. */
export function dashboardPath(options: { city?: string; amenityTab?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.city) params.set('city', options.city);
  if (options.amenityTab) params.set('amenityTab', options.amenityTab);
  const query = params.toString();
  return query ? `${paths.dashboard}?${query}` : paths.dashboard;
}

export const articlePath = (slug: string) => `/news/${encodeURIComponent(slug)}`;
export const propertyPath = (id: string | number) => `/property/${id}`;
export const shoppingMallPath = (id: string | number) => `/shopping-malls/${id}`;
export const theaterPath = (id: string | number) => `/theaters/${id}`;
export const propertyDeveloperPath = (id: string | number) => `/property-developers/${id}`;
export const comparePath = (cities: string[] = []) =>
  cities.length ? `${paths.compare}?cities=${cities.map(encodeURIComponent).join(',')}` : paths.compare;

/** The purchase-cost calculator, with its inputs as query parameters (the same names as /api/purchase-cost). */
export function purchaseCostPath(params: Record<string, string | number | boolean | null | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${paths.purchaseCostTool}?${text}` : paths.purchaseCostTool;
}
