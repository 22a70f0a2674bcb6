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
  search: '/search',
  properties: '/properties',
  resource: '/resources/:page',
  company: '/company/:page',
  purchaseCostTool: '/tools/purchase-cost',
  saved: '/saved',
  affordabilityTool: '/tools/affordability',
  rentVsBuyTool: '/tools/rent-vs-buy',
  methodology: '/methodology',
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
/** The id of the property page's contact form: `/property/{id}#contact` opens the page at it. */
export const PROPERTY_CONTACT_ANCHOR = 'contact';
export const propertyContactPath = (id: string | number) => `${propertyPath(id)}#${PROPERTY_CONTACT_ANCHOR}`;
export const shoppingMallPath = (id: string | number) => `/shopping-malls/${id}`;
export const theaterPath = (id: string | number) => `/theaters/${id}`;
export const propertyDeveloperPath = (id: string | number) => `/property-developers/${id}`;
export const comparePath = (cities: string[] = []) =>
  cities.length ? `${paths.compare}?cities=${cities.map(encodeURIComponent).join(',')}` : paths.compare;

/** The query parameter of `/search` that holds the text; also the name of the search boxes' input, so a form submitted without JavaScript lands on the results page. */
export const SEARCH_QUERY_PARAM = 'q';
/** `/search`, with the text as `q` when given. */
export const searchPath = (query?: string) => (query ? `${paths.search}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query })}` : paths.search);

type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** `path?name=value&…` for the given values, leaving out empty ones (`path` alone when none is left). */
function withQuery(path: string, params: QueryValues): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The query parameter of `/news` that holds the list's page (1-based; absent on page 1). */
export const NEWS_PAGE_PARAM = 'page';
/** `/news`, on the given page of all articles (page 1 has no parameter). */
export const newsPath = (page = 1) => withQuery(paths.news, { [NEWS_PAGE_PARAM]: page > 1 ? page : undefined });

/** `/properties`, the property listing; the filters are its query parameters (features/property-listing/listingParams.ts). */
export const propertiesPath = (params: QueryValues = {}) => withQuery(paths.properties, params);
/**
 * The URL slug of a city or locality name: lower case, ASCII letters and digits joined by
 * hyphens ("Delhi NCR" → "delhi-ncr", "Marathahalli–ORR" → "marathahalli-orr"). The server
 * stores the same slugs (server/src/data/localities/slug.ts; a test checks they agree).
 */
export function localitySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const localityRoute = '/localities/:city/:locality';
/** `/localities/pune/baner`, with `?compare=wakad` when another locality of the city is compared. */
export function localityPath(city: string, locality: string, compareWith?: string): string {
  const path = `/localities/${localitySlug(city)}/${localitySlug(locality)}`;
  return compareWith ? `${path}?compare=${encodeURIComponent(localitySlug(compareWith))}` : path;
}
/** The purchase-cost calculator, with its inputs as query parameters (the same names as /api/purchase-cost). */
export const purchaseCostPath = (params: QueryValues = {}) => withQuery(paths.purchaseCostTool, params);

/** Every locality of one city in a table (issue 19): `/localities/pune`. */
export const cityLocalitiesRoute = '/localities/:city';
export const cityLocalitiesPath = (city: string) => `/localities/${localitySlug(city)}`;
/** The id of the locality page's "Price check" section. */
export const PRICE_CHECK_ANCHOR = 'price-check';
/** `/localities/pune/baner#price-check`: the locality page opened at its price check. */
export const localityPriceCheckPath = (city: string, locality: string) => `${localityPath(city, locality)}#${PRICE_CHECK_ANCHOR}`;
/** The registered sales behind a locality's price check as a CSV file (a REST path of the server). */
export const localitySalesCsvPath = (city: string, locality: string) => `/api/localities/${localitySlug(city)}/${localitySlug(locality)}/sales.csv`;
/** What a news feed is narrowed to: the articles naming a city and/or of one category (the server's `?city=` and `?category=`). */
export interface NewsFeedScope {
  city?: string;
  category?: string;
}
/** The news feeds (Atom and JSON Feed), of every article or narrowed; the server writes them (server/src/http/feeds.ts). */
export const newsFeedPath = (format: 'atom' | 'json', scope: NewsFeedScope = {}) => withQuery(`${paths.news}/feed.${format}`, { city: scope.city, category: scope.category });
/** A news feed's title, as the server writes it: 'GharInsight news', 'GharInsight news: Pune, Policy Update'. */
export function newsFeedTitle(scope: NewsFeedScope = {}): string {
  const named = [scope.city, scope.category].filter(Boolean).join(', ');
  return named ? `GharInsight news: ${named}` : 'GharInsight news';
}
/** The head's feed links of a news feed (PageHead `feeds`). */
export const newsFeeds = (scope: NewsFeedScope = {}) => ({ title: newsFeedTitle(scope), atom: newsFeedPath('atom', scope), json: newsFeedPath('json', scope) });
/** A locality's feeds: its articles and each quarter of its figures. */
export const localityFeedPath = (city: string, locality: string, format: 'atom' | 'json') => `${localityPath(city, locality)}/feed.${format}`;
/** The affordability tool, with its inputs as query parameters (the same names as /api/affordability). */
export const affordabilityPath = (params: QueryValues = {}) => withQuery(paths.affordabilityTool, params);
/** The rent-or-buy tool, with its inputs as query parameters (the same names as /api/rent-vs-buy), e.g. `?property=401`. */
export const rentVsBuyPath = (params: QueryValues = {}) => withQuery(paths.rentVsBuyTool, params);
/** `/methodology`, or one of its sections (`/methodology#developer-rating`): how each figure is made. */
export const methodologyPath = (section?: string) => (section ? `${paths.methodology}#${section}` : paths.methodology);
