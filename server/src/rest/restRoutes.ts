import { z } from 'zod';
import type { DataStore } from '../data/DataStore.js';
import { TOP_GAINER_TIMEFRAMES } from '../data/models.js';
import { FILTER_NUMBER_SCHEMA, FILTER_WHOLE_SCHEMA, filterChoiceProblem, filterNumberProblem, PROPERTY_SORTS, PROPERTY_STATUSES, PROPERTY_TYPES } from '../data/properties/propertyFilters.js';
import { CARPET_RANGE, CARPET_SCHEMA, carpetArea, PRICE_RANGE, PRICE_SCHEMA, rupees } from '../data/purchaseCost/input.js';
import { BUYER_PROFILES, CONSTRUCTION_STATUSES, DELHI_NCR_AREAS } from '../data/purchaseCost/rules.js';
import { SEARCH_DEFAULT_LIMIT, SEARCH_LIMIT_SCHEMA, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, searchLimitProblem, searchTextProblem } from '../data/search/validateSearch.js';
import { enumField, numberField, ruleSchema, RULES, type NumberRule } from '../data/affordability/fields.js';
import { bedroomsRule, foirRule } from '../data/affordability/affordability.js';
import { parseQuarters, QUARTERS_SCHEMA } from '../data/priceCheck/PriceCheckIndex.js';
import { timeframeProblem } from '../data/timeframe.js';
import { BadInputError } from '../data/errors.js';
import { salesCsvText } from './salesCsv.js';
import { SdlSchemas } from './sdlSchemas.js';

// Every REST path, registered once: its parameters (zod schemas that the router checks a
// request against and the OpenAPI document describes), its answer's schema, and the
// data-layer call that makes the answer. The router (apiRouter.ts) and the document
// (openapi.ts) are both built from this list, so adding a path here serves it and
// documents it. The schemas check what a query string can carry (one plain value per
// parameter), and where a parameter has a closed set of values or limits (the city, the
// property filters, the top-gainers timeframe, the search text and limit) the value too:
// the schema's check is the data layer's own rule with its own message (the same function
// GraphQL's path runs), and the document shows the enum or pattern from the same place.
// A number parameter also carries the zod number schema the data layer refuses by
// (`value`: integer or number, minimum, maximum), which the document shows as its type.
// The tools' inputs (affordability, rent or buy, purchase cost) are checked here the same way.

/** A query or path parameter: a zod string whose metadata (description, enum, pattern, limits) the document shows. */
export interface Parameter {
  schema: z.ZodType<string>;
  required?: boolean;
  /** A number parameter's values: the data layer's zod schema, shown by the document as the parameter's type. */
  value?: z.ZodType;
}

export interface RestRoute {
  /** The Express path under /api, e.g. `/properties/:id`. */
  path: string;
  summary: string;
  description?: string;
  /** Path parameters, in the order of the path. */
  pathParams?: Record<string, Parameter>;
  query?: Record<string, Parameter>;
  /** The answer's schema (200). */
  response: z.ZodType;
  /** Whether an unknown id or slug answers 404. */
  notFound?: boolean;
  /** A request that answers 200, for the docs' "try it" (path parameters and query). */
  example: { path?: Record<string, string>; query?: Record<string, string> };
  /** A CSV file instead of JSON: `read` answers its text, sent as an attachment of this name. */
  csv?: { filename: (params: Record<string, string>) => string };
  /**
   * The answer shows how long ago something happened ("8 hours ago"): it is true until
   * the next minute's turn only, and is cached no longer.
   */
  relativeTime?: boolean;
  read: (request: { query: Record<string, string | undefined>; params: Record<string, string> }) => unknown;
}

/**
 * A text parameter. `problem`, when given, is the check the schema runs on a value: it
 * answers the data layer's message for a bad one (a 400 naming the field), else undefined.
 */
const text = (description: string, meta: Record<string, unknown> = {}, problem?: (value: string) => string | undefined): Parameter => {
  const schema = problem
    ? z.string().superRefine((value, context) => {
        const message = problem(value);
        if (message !== undefined) context.addIssue({ code: 'custom', message });
      })
    : z.string();
  return { schema: schema.meta({ description, ...meta }) };
};

/** The message of the BadInputError `check` throws, if any (a rule that lives in the data layer as a throwing call). */
function problemOf(check: () => unknown): string | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof BadInputError) return error.message;
    throw error;
  }
}

/** A property filter of a closed set: the enum the document shows and the check are one list. */
const filterChoice = (field: string, description: string, allowed: readonly string[]): Parameter =>
  text(description, { enum: [...allowed] }, (value) => (value === '' ? undefined : filterChoiceProblem(field, value, allowed)));

/** A budget or bedroom count; empty means not given, as in the data layer. */
const filterNumber = (field: string, description: string, meta: Record<string, unknown>, whole = false): Parameter =>
  text(description, meta, (value) => (value === '' ? undefined : filterNumberProblem(field, value, { whole })));
const required = (parameter: Parameter): Parameter => ({ ...parameter, required: true });

/** A number parameter: `value` is the data layer's schema of the numbers it takes, `problem` its check of the text (with its message). */
const numberParam = (description: string, value: z.ZodType, problem: (value: string) => string | undefined, meta: Record<string, unknown> = {}): Parameter => ({
  ...text(description, meta, problem),
  value,
});

/** A tool's number: the data layer's field check and its rule's schema (fields.ts); empty is not given (the default applies). */
const toolNumber = (field: string, rule: () => NumberRule, description: string, meta: Record<string, unknown> = {}): Parameter =>
  numberParam(description, ruleSchema(rule()), (value) => (value.trim() === '' ? undefined : problemOf(() => numberField(field, value, rule()))), meta);

/** A tool's choice: the data layer's check (any case, `-` or `_`, its aliases); the document lists `allowed`. */
const toolChoice = (field: string, description: string, allowed: readonly string[], known: readonly string[], aliases: Record<string, string> = {}, meta: Record<string, unknown> = {}): Parameter =>
  text(description, { enum: [...allowed], ...meta }, (value) => (value.trim() === '' ? undefined : problemOf(() => enumField(field, value, known, aliases))));

/** The REST paths over `data`; the city parameter lists the data's cities. */
export function restRoutes(data: DataStore, sdl: SdlSchemas = new SdlSchemas()): RestRoute[] {
  const cities = data.cityNames;
  const cityParam = (what: string, checked = false) =>
    text(
      `The city (any case; surrounding spaces ignored). ${what}`,
      { examples: [cities[0]], 'x-known-values': [...cities] },
      checked ? (value) => problemOf(() => data.resolveCity(value)) : undefined,
    );
  // The read paths check the city in the schema (the data's own look-up); the tools check it with their other inputs.
  const defaultCity = cityParam(`Without it, the default city, ${data.defaultCity}.`, true);
  const everyCity = cityParam('Without it, every city, in city order.', true);
  const byIdCity = cityParam('Optional; a given city must be a known one.', true);
  const id = (what: string): Record<string, Parameter> => ({ id: required(text(`The ${what}'s numeric id.`, { pattern: '^\\s*\\d{1,9}\\s*$', examples: ['101'] })) });
  const field = (name: string) => sdl.queryField(name);
  const nonNull = (name: string) => sdl.type(name);
  const city = (query: Record<string, string | undefined>) => query.city;
  const cityExample = { query: { city: 'Pune' } };
  const localityPath: Record<string, Parameter> = {
    city: required(text('The city by name or URL slug (any case).', { examples: ['pune'] })),
    slug: required(text("The locality's URL slug.", { examples: ['baner'] })),
  };
  const salesQuarters = numberParam('How many recent quarters, a whole number from 1 to 8; default 4.', QUARTERS_SCHEMA, (value) => problemOf(() => parseQuarters(value)), { default: '4' });
  const lending = () => data.lendingRules();
  const statusAliases = { ready: 'READY_TO_MOVE', 'ready-to-move': 'READY_TO_MOVE', 'under-construction': 'UNDER_CONSTRUCTION' };

  return [
    { path: '/cities', summary: 'The cities the product covers', response: field('cities'), example: {}, read: () => data.cities() },
    // The map geography (issue 34): each city's outline for the maps, and its employment hubs.
    {
      path: '/cities/:city/outline',
      summary: "A city's outline as GeoJSON, for its map",
      description:
        'A GeoJSON FeatureCollection (WGS84 lon/lat, 4 decimals), background first: region, district, city, municipality, then ward features. Adapted from DataMeet Municipal Spatial Data (CC BY-SA 2.5 IN; Hyderabad from OpenStreetMap, ODbL; Delhi NCR districts from DataMeet maps, Census 2011, CC BY 2.5 IN): a map drawing it must credit its source.',
      pathParams: { city: required(text('The city by name or URL slug (any case).', { examples: ['pune'], 'x-known-values': [...cities] })) },
      response: outlineSchema,
      example: { path: { city: 'pune' } },
      read: ({ params }) => data.cityOutline(params.city),
    },
    {
      path: '/hubs',
      summary: 'Employment hubs (business districts, IT parks) by city',
      query: { city: text('The city by name or URL slug (any case). Without it, every city.', { examples: ['pune'] }) },
      response: field('hubs'),
      example: cityExample,
      read: ({ query }) => data.hubs(city(query)),
    },
    { path: '/market-data', summary: "A city's headline market metrics", query: { city: defaultCity }, response: field('marketData'), example: cityExample, read: ({ query }) => data.marketData(city(query)) },
    { path: '/price-trends', summary: 'Quarterly average prices', query: { city: everyCity }, response: field('priceTrends'), example: cityExample, read: ({ query }) => data.priceTrends(city(query)) },
    {
      path: '/property-type-shares',
      summary: "A city's split of listed stock by property type",
      query: { city: defaultCity },
      response: field('propertyTypeShares'),
      example: cityExample,
      read: ({ query }) => data.propertyTypeShares(city(query)),
    },
    {
      path: '/properties',
      summary: 'Listed properties, filtered and sorted',
      query: {
        city: everyCity,
        locality: text('A locality of the city (any case).', { examples: ['Baner'] }),
        minPrice: { ...filterNumber('minPrice', 'Lowest price, in crore rupees (a number of 0 or more).', { examples: ['1.5'] }), value: FILTER_NUMBER_SCHEMA },
        maxPrice: { ...filterNumber('maxPrice', 'Highest price, in crore rupees (a number of 0 or more).', { examples: ['3'] }), value: FILTER_NUMBER_SCHEMA },
        bedrooms: { ...filterNumber('bedrooms', 'Number of bedrooms (a whole number of 0 or more).', { examples: ['3'] }, true), value: FILTER_WHOLE_SCHEMA },
        type: filterChoice('type', 'Property type (any case).', PROPERTY_TYPES),
        status: filterChoice('status', 'Construction status (any case).', PROPERTY_STATUSES),
        sort: filterChoice('sort', 'Sort order (any case); without it, the fixture order.', PROPERTY_SORTS),
      },
      response: field('properties'),
      example: { query: { city: 'Pune', bedrooms: '3', sort: 'price-asc' } },
      read: ({ query }) => {
        const { city: given, ...filters } = query;
        return data.properties(given, filters);
      },
    },
    {
      path: '/search',
      summary: 'Search cities, localities, properties, developers, malls and theaters',
      query: {
        q: required(text(`The search text: not blank, at most ${SEARCH_MAX_LENGTH} characters.`, { minLength: 1, maxLength: SEARCH_MAX_LENGTH, examples: ['baner'] }, (value) => searchTextProblem(value, 'q'))),
        limit: numberParam(`Most hits to answer, a whole number from 1 to ${SEARCH_MAX_LIMIT}; default ${SEARCH_DEFAULT_LIMIT}.`, SEARCH_LIMIT_SCHEMA, (value) => searchLimitProblem(value, 'limit'), { examples: ['5'], default: String(SEARCH_DEFAULT_LIMIT) }),
      },
      response: field('search'),
      example: { query: { q: 'baner', limit: '5' } },
      read: ({ query }) => data.search(query.q ?? '', query.limit, { text: 'q', limit: 'limit' }),
    },
    { path: '/properties/:id', summary: 'One property', pathParams: id('property'), response: nonNull('Property'), notFound: true, example: { path: { id: '101' } }, read: ({ params }) => data.require.property(params.id) },
    { path: '/locality-insights', summary: 'Locality ratings and prices', query: { city: everyCity }, response: field('localityInsights'), example: cityExample, read: ({ query }) => data.localityInsights(city(query)) },
    { path: '/news', summary: 'Every news article, newest first', response: field('newsArticles'), relativeTime: true, example: {}, read: () => data.newsArticles() },
    {
      path: '/news/:slug',
      summary: 'One news article',
      pathParams: { slug: required(text("The article's slug (any case).", { examples: [firstSlug(data)] })) },
      response: nonNull('NewsArticle'),
      notFound: true,
      relativeTime: true,
      example: { path: { slug: firstSlug(data) } },
      read: ({ params }) => data.require.newsArticle(params.slug),
    },
    { path: '/market-analysis', summary: "A city's market sentiment and its drivers", query: { city: defaultCity }, response: field('marketAnalysis'), example: cityExample, read: ({ query }) => data.marketAnalysis(city(query)) },
    {
      path: '/top-gainers',
      summary: 'Localities by price appreciation, highest first',
      // The timeframe is checked before the city, as the data layer does.
      query: { timeframe: text('The appreciation period (any case); default 1y.', { enum: [...TOP_GAINER_TIMEFRAMES], default: '1y' }, timeframeProblem), city: everyCity },
      response: field('topGainers'),
      example: { query: { city: 'Pune', timeframe: '5y' } },
      read: ({ query }) => data.topGainers(city(query), query.timeframe ?? '1y'),
    },
    { path: '/transaction-prices', summary: 'Registered transactions by locality, most deals first', query: { city: everyCity }, response: field('transactionPrices'), example: cityExample, read: ({ query }) => data.transactionPrices(city(query)) },
    { path: '/shopping-malls', summary: 'Shopping malls', query: { city: everyCity }, response: field('shoppingMalls'), example: cityExample, read: ({ query }) => data.shoppingMalls(city(query)) },
    {
      path: '/shopping-malls/:id',
      summary: 'One shopping mall',
      pathParams: id('shopping mall'),
      query: { city: byIdCity },
      response: nonNull('ShoppingMall'),
      notFound: true,
      example: { path: { id: String(data.shoppingMalls()[0]?.id ?? '1') } },
      read: ({ query, params }) => (data.resolveCity(city(query)), data.require.shoppingMall(params.id)),
    },
    { path: '/theaters', summary: 'Cinemas', query: { city: everyCity }, response: field('theaters'), example: cityExample, read: ({ query }) => data.theaters(city(query)) },
    {
      path: '/theaters/:id',
      summary: 'One theater',
      pathParams: id('theater'),
      query: { city: byIdCity },
      response: nonNull('Theater'),
      notFound: true,
      example: { path: { id: String(data.theaters()[0]?.id ?? '1') } },
      read: ({ query, params }) => (data.resolveCity(city(query)), data.require.theater(params.id)),
    },
    { path: '/property-developers', summary: 'Property developers', query: { city: everyCity }, response: field('propertyDevelopers'), example: cityExample, read: ({ query }) => data.propertyDevelopers(city(query)) },
    {
      path: '/property-developers/:id',
      summary: 'One property developer',
      pathParams: id('property developer'),
      query: { city: byIdCity },
      response: nonNull('PropertyDeveloper'),
      notFound: true,
      example: { path: { id: String(data.propertyDevelopers()[0]?.id ?? '1') } },
      read: ({ query, params }) => (data.resolveCity(city(query)), data.require.propertyDeveloper(params.id)),
    },
    // Localities: the list carries each one's price changes; one locality also carries its listings,
    // malls, theaters and top-gainer / transaction rows (what the GraphQL Locality type resolves).
    {
      path: '/localities',
      summary: "Localities with their price changes",
      description: 'Each locality without its listings, malls, theaters, top-gainer and transaction rows (one locality has them).',
      query: { city: text('The city by name or URL slug (any case). Without it, every city.', { examples: ['pune'] }) },
      response: z.array(localityListItem(sdl)),
      example: cityExample,
      read: ({ query }) => data.localities(city(query)).map((locality) => ({ ...locality, priceChange: data.localityPriceChange(locality) })),
    },
    {
      path: '/localities/:city/:slug',
      summary: 'One locality with its history, listings and amenities',
      pathParams: {
        city: required(text('The city by name or URL slug (any case).', { examples: ['pune'] })),
        slug: required(text("The locality's URL slug.", { examples: ['baner'] })),
      },
      response: nonNull('Locality'),
      notFound: true,
      example: { path: firstLocality(data) },
      read: ({ params }) => {
        const locality = data.require.locality(params.city, params.slug);
        return { ...locality, priceChange: data.localityPriceChange(locality), ...data.localityRelated(locality) };
      },
    },
    // Is this price fair? (issue 19): the price checks and the registered sales behind them (sample data).
    {
      path: '/localities/:city/:slug/price-check',
      summary: "A locality's registered prices against its asking prices",
      description: 'Median, 25th and 75th percentile of the last 4 quarters of registered sales, the asking median of current listings, and the gap; per sq ft of carpet area (sample data).',
      pathParams: localityPath,
      response: nonNull('LocalityPriceCheck'),
      notFound: true,
      example: { path: firstLocality(data) },
      read: ({ params }) => data.priceCheckOf(data.require.locality(params.city, params.slug)),
    },
    {
      path: '/localities/:city/:slug/sales',
      summary: "A locality's registered sales, newest first",
      pathParams: localityPath,
      query: { quarters: salesQuarters },
      response: z.array(nonNull('RegisteredSale')),
      notFound: true,
      example: { path: firstLocality(data), query: { quarters: '1' } },
      read: ({ params, query }) => data.localitySales(data.require.locality(params.city, params.slug), query.quarters),
    },
    {
      path: '/localities/:city/:slug/sales.csv',
      summary: "A locality's registered sales as a CSV file",
      description: 'The same rows as `/sales`, with the source and as-of date in its footer.',
      pathParams: localityPath,
      query: { quarters: salesQuarters },
      response: z.string().meta({ description: 'RFC 4180 CSV with a BOM and CRLF line ends.' }),
      csv: { filename: (params) => `gharinsight-${data.require.locality(params.city, params.slug).id}-registered-sales.csv` },
      notFound: true,
      example: { path: firstLocality(data) },
      read: ({ params, query }) => {
        const locality = data.require.locality(params.city, params.slug);
        return salesCsvText(data.localitySales(locality, query.quarters), data.priceCheckOf(locality).registered.to);
      },
    },
    {
      path: '/properties/:id/price-check',
      summary: "A home's asking price against its locality's registered prices",
      pathParams: id('property'),
      response: nonNull('PropertyPriceCheck'),
      notFound: true,
      example: { path: { id: '101' } },
      read: ({ params }) => data.propertyPriceCheck(data.require.property(params.id)),
    },
    // The tools (affordability/): the same parameter names as the GraphQL inputs; values are checked in the data layer.
    {
      path: '/affordability',
      summary: 'What a household can afford in a city, and which localities and homes fit',
      description: 'The loan from FOIR and the RBI loan-to-value bands, the exact highest price that loan plus savings cover with every purchase charge, each locality priced for the home size wanted, and the listings within budget. Amounts in whole rupees, rates in % a year.',
      query: {
        city: required(cityParam('')),
        income: required(toolNumber('income', () => RULES.income, 'Monthly take-home income of the household, whole rupees (1 to 10 crore).', { examples: ['200000'] })),
        existingEmi: toolNumber('existingEmi', () => RULES.monthlyRupees, 'Existing EMIs, whole rupees a month; default 0.'),
        savings: required(toolNumber('savings', () => RULES.savings, 'Savings available, whole rupees.', { examples: ['4000000'] })),
        rate: toolNumber('rate', () => RULES.rate, 'Interest rate, % a year (0–30); default 8.5.'),
        tenureYears: toolNumber('tenureYears', () => RULES.tenureYears, 'Loan tenure in years (1–40); default 20.'),
        foir: toolNumber('foir', () => foirRule(lending()), 'Share of income a lender allows for all EMIs, %; default 50.'),
        bedrooms: toolNumber('bedrooms', () => bedroomsRule(lending()), 'Bedrooms wanted (1–5); or give carpetAreaSqft.', { examples: ['2'] }),
        carpetAreaSqft: toolNumber('carpetAreaSqft', () => RULES.carpetAreaSqft, 'Carpet area wanted, sq ft (100–10,000); or give bedrooms.'),
        buyer: toolChoice('buyer', 'Who buys; default man.', ['man', 'woman', 'joint'], BUYER_PROFILES, {}, { default: 'man' }),
        status: toolChoice('status', 'Ready or under construction; default ready.', ['ready', 'under-construction'], CONSTRUCTION_STATUSES, statusAliases),
      },
      response: field('affordability'),
      example: { query: { city: 'Pune', income: '200000', savings: '4000000', bedrooms: '2' } },
      read: ({ query }) => data.affordability(query),
    },
    {
      path: '/rent-vs-buy',
      summary: 'Rent or buy: both households\' net worth year by year, and the break-even year',
      description: 'Give `property`, or `price` + `city` + `locality`. Unset values take the defaults the answer names (`defaultsUsed`), with every assumption and its source.',
      query: {
        property: text('A listed property id; fills price, city and locality.', { pattern: '^\\s*\\d{1,9}\\s*$', examples: ['401'] }),
        price: toolNumber('price', () => RULES.price, 'Price, whole rupees (1 lakh to 500 crore).'),
        city: cityParam('With price and locality.'),
        locality: text('A locality of the city, by name or slug.'),
        rent: toolNumber('rent', () => RULES.rent, 'Monthly rent, whole rupees; default the locality\'s rental yield × price ÷ 12.'),
        rentGrowth: toolNumber('rentGrowth', () => RULES.growth, 'Rent growth, % a year.'),
        priceGrowth: toolNumber('priceGrowth', () => RULES.growth, "Price growth, % a year; default the locality's 5-year annualised change."),
        loanShare: toolNumber('loanShare', () => RULES.loanShare, 'Loan share of the price, % (0–90).'),
        rate: toolNumber('rate', () => RULES.rate, 'Interest rate, % a year (0–30).'),
        tenureYears: toolNumber('tenureYears', () => RULES.tenureYears, 'Loan tenure in years (1–40).'),
        upkeep: toolNumber('upkeep', () => RULES.upkeep, 'Maintenance and property tax, % of the price a year (0–10).'),
        returnRate: toolNumber('returnRate', () => RULES.rate, 'Return on money not spent on the house, % a year (0–30).'),
        years: toolNumber('years', () => RULES.years, 'Years to compare, 1–30; default 20.'),
      },
      response: field('rentVsBuy'),
      example: { query: { property: '401' } },
      read: ({ query }) => data.rentVsBuy(query),
    },
    // Text parameters are checked and converted in the data layer (purchaseCost/input.ts); price is in whole rupees.
    {
      path: '/purchase-cost',
      summary: 'The cost of buying a home on top of its price, line by line',
      query: {
        city: required(cityParam('')),
        area: text(`Delhi NCR only, and required there unless the locality fixes it.`, { enum: [...DELHI_NCR_AREAS] }),
        locality: text('A locality of the city (for Delhi NCR it can fix the area).', { examples: ['Baner'] }),
        price: required(numberParam(`The agreement price, in whole rupees from ${PRICE_RANGE.min} to ${PRICE_RANGE.max}.`, PRICE_SCHEMA, (value) => (value.trim() === '' ? undefined : problemOf(() => rupees('price', value))), { examples: ['9500000'] })),
        referenceValue: numberParam('The ready reckoner (circle rate) value, in whole rupees, when above the price.', PRICE_SCHEMA, (value) => (value.trim() === '' ? undefined : problemOf(() => rupees('referenceValue', value)))),
        buyer: text('Who buys (any case); default man.', { enum: BUYER_PROFILES.map(plain), default: 'man' }),
        status: required(text('Construction status (any case, `_` or `-`).', { enum: CONSTRUCTION_STATUSES.map(plain) })),
        carpetAreaSqM: numberParam(
          `Carpet area in square metres, ${CARPET_RANGE.min} to ${CARPET_RANGE.max}; required for an under-construction home within the affordable-GST price limit.`,
          CARPET_SCHEMA,
          (value) => (value.trim() === '' ? undefined : problemOf(() => carpetArea(value))),
        ),
        firstSale: text('Whether the builder sells it first-hand; default true when under construction.', { enum: ['true', 'false'] }),
      },
      response: field('purchaseCost'),
      example: { query: { city: 'Pune', price: '9500000', status: 'ready-to-move' } },
      read: ({ query }) => data.purchaseCost(query),
    },
  ];
}


const plain = (value: string) => value.toLowerCase().replace(/_/g, '-');

const position = z.tuple([z.number(), z.number()]).meta({ description: '[longitude, latitude]' });
const ring = z.array(position).min(4);
/** A city outline (data/geo/geoModels.ts CityOutline) as the document describes it. */
const outlineSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        properties: z.object({
          name: z.string().meta({ examples: ['Pune (PMC)'] }),
          kind: z.enum(['region', 'district', 'city', 'municipality', 'ward']),
        }),
        geometry: z.union([
          z.object({ type: z.literal('Polygon'), coordinates: z.array(ring) }),
          z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(ring)) }),
        ]),
      }),
    ),
  })
  .meta({ id: 'CityOutline', description: 'GeoJSON FeatureCollection of a city outline.' });

function firstSlug(data: DataStore): string {
  return data.newsArticles()[0]?.slug ?? 'news';
}

function firstLocality(data: DataStore): Record<string, string> {
  const [locality] = data.localities();
  return locality ? { city: locality.city, slug: locality.slug } : { city: 'pune', slug: 'baner' };
}

/** A locality in the list: the SDL's Locality without the related rows only one locality carries. */
function localityListItem(sdl: SdlSchemas): z.ZodType {
  const locality = sdl.type('Locality') as z.ZodObject;
  return locality.omit({ properties: true, shoppingMalls: true, theaters: true, topGainer: true, transactionPrice: true }).meta({ id: 'LocalitySummary', description: 'A locality without its listings, malls, theaters, top-gainer and transaction rows.' });
}
