import { Router, type Request } from 'express';
import type { DataStore } from '../data/DataStore.js';
import { BadInputError, clipInput, quoteInput } from '../data/errors.js';
import { sendDataError, sendError } from '../http/errorResponses.js';

// The REST paths of spec section 7 as thin adapters over the data layer: they
// read the query string and path, call the same methods as the GraphQL resolvers,
// and answer plain JSON (lists as arrays, single items as objects).

/**
 * A query parameter given at most once as a plain value. A repeated one, a bracketed
 * form (`city[]=`, `city[x]=`) or a differently cased name (`City=`) is bad input
 * rather than silently ignored (which answered the default city's data). Other
 * parameters a route does not read are ignored (cache-busters and the like).
 */
function queryParam(req: Request, name: string): string | undefined {
  for (const key of Object.keys(req.query)) {
    if (key !== name && key.replace(/\[.*$/s, '').toLowerCase() === name.toLowerCase()) {
      throw new BadInputError(`Unknown query parameter ${quoteInput(key)}; did you mean "${name}"?`);
    }
  }
  const value = req.query[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new BadInputError(`The query parameter "${name}" must be given once.`);
}

type Read = (req: Request) => unknown;

export function apiRouter(data: DataStore): Router {
  const router = Router();

  // Only reads exist (spec section 7: all calls are GETs with no body).
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    sendError(res, 405, 'METHOD_NOT_ALLOWED', `${clipInput(req.method)} is not allowed on ${clipInput(req.baseUrl + req.path)}; the API is read-only (GET).`);
  });

  const get = (path: string, read: Read) =>
    router.get(path, (req, res) => {
      try {
        res.json(read(req));
      } catch (error) {
        sendDataError(res, error);
      }
    });
  const city = (req: Request) => queryParam(req, 'city');
  const id = (req: Request) => String(req.params.id);

  get('/cities', () => data.cities());
  get('/market-data', (req) => data.marketData(city(req)));
  get('/price-trends', (req) => data.priceTrends(city(req)));
  get('/property-type-shares', (req) => data.propertyTypeShares(city(req)));
  get('/properties', (req) =>
    data.properties(city(req), {
      locality: queryParam(req, 'locality'),
      minPrice: queryParam(req, 'minPrice'),
      maxPrice: queryParam(req, 'maxPrice'),
      bedrooms: queryParam(req, 'bedrooms'),
      type: queryParam(req, 'type'),
      status: queryParam(req, 'status'),
      sort: queryParam(req, 'sort'),
    }),
  );
  get('/search', (req) => data.search(queryParam(req, 'q') ?? '', queryParam(req, 'limit'), { text: 'q', limit: 'limit' }));
  get('/properties/:id', (req) => data.require.property(id(req)));
  get('/locality-insights', (req) => data.localityInsights(city(req)));
  get('/news', () => data.newsArticles());
  get('/news/:slug', (req) => data.require.newsArticle(String(req.params.slug)));
  get('/market-analysis', (req) => data.marketAnalysis(city(req)));
  get('/top-gainers', (req) => data.topGainers(city(req), queryParam(req, 'timeframe') ?? '1y'));
  get('/transaction-prices', (req) => data.transactionPrices(city(req)));
  // The by-id paths accept `city` as the spec lists it; a given city must be a known one.
  get('/shopping-malls', (req) => data.shoppingMalls(city(req)));
  get('/shopping-malls/:id', (req) => (data.resolveCity(city(req)), data.require.shoppingMall(id(req))));
  get('/theaters', (req) => data.theaters(city(req)));
  get('/theaters/:id', (req) => (data.resolveCity(city(req)), data.require.theater(id(req))));
  get('/property-developers', (req) => data.propertyDevelopers(city(req)));
  get('/property-developers/:id', (req) => (data.resolveCity(city(req)), data.require.propertyDeveloper(id(req))));
  // Localities: the list carries each one's price changes; one locality also carries its listings,
  // malls, theaters and top-gainer / transaction rows (what the GraphQL Locality type resolves).
  get('/localities', (req) => data.localities(city(req)).map((locality) => ({ ...locality, priceChange: data.localityPriceChange(locality) })));
  get('/localities/:city/:slug', (req) => {
    const locality = data.require.locality(String(req.params.city), String(req.params.slug));
    return { ...locality, priceChange: data.localityPriceChange(locality), ...data.localityRelated(locality) };
  });
  // Text parameters are checked and converted in the data layer (purchaseCost/input.ts); price is in whole rupees.
  get('/purchase-cost', (req) =>
    data.purchaseCost(
      Object.fromEntries(
        ['city', 'area', 'locality', 'price', 'referenceValue', 'buyer', 'status', 'carpetAreaSqM', 'firstSale'].map((name) => [name, queryParam(req, name)]),
      ),
    ),
  );

  // The tools (affordability/): the same parameter names as the GraphQL inputs; text is checked in the data layer.
  const params = (req: Request, names: string[]) => Object.fromEntries(names.map((name) => [name, queryParam(req, name)]));
  get('/affordability', (req) =>
    data.affordability(params(req, ['city', 'income', 'existingEmi', 'savings', 'rate', 'tenureYears', 'foir', 'bedrooms', 'carpetAreaSqft', 'buyer', 'status'])),
  );
  get('/rent-vs-buy', (req) =>
    data.rentVsBuy(
      params(req, ['property', 'price', 'city', 'locality', 'rent', 'rentGrowth', 'priceGrowth', 'loanShare', 'rate', 'tenureYears', 'upkeep', 'returnRate', 'years']),
    ),
  );

  router.use((req, res) => sendError(res, 404, 'NOT_FOUND', `No API path ${clipInput(req.baseUrl + req.path)}. See the README for the list.`));
  return router;
}
