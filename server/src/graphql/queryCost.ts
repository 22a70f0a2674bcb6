import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, getNamedType, isLeafType, isListType, isNonNullType, type DocumentNode, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

// The cost of a query is an upper estimate of its answer's size in bytes, so no
// single response can exceed MAX_RESPONSE_BYTES (15 aliases of `newsArticles { body }`
// once answered 737 kB to a 620-byte request). graphql-query-complexity does the walk
// (fragments, inline fragments on abstract types, @skip/@include with the request's
// variables); the estimator below says what a field costs. It runs after validation,
// where Apollo's maxRecursiveSelections has bounded the document's expanded size
// (limits.ts), so the library's per-spread walk cannot go exponential.
//
// Fields nobody listed get sensible defaults, so new fields need no edit here:
// a scalar costs a short JSON member, a list of objects DEFAULT_LIST_SIZE items,
// large text (`body`, `content`…) a few kB. A list that can really be longer than
// DEFAULT_LIST_SIZE belongs in LIST_SIZES; tests/server/queryCost.test.ts checks
// every Query field's real answer against its estimate and fails when one is missing.
// `provenance` (on every figure-carrying type, one per record) is an object of six short
// scalars and costs its defaults; tests/server/provenance.test.ts checks every list's
// `{ provenance }` answer against its estimate, with the longest source names.

/** The largest answer a query may ask for (an estimate, always above the real size). */
export const MAX_RESPONSE_BYTES = 256 * 1024;

/** A scalar member: `"name":"value",` with a short value. */
const SCALAR_BYTES = 64;
/** A number or boolean member: `"pricePerSqft":12345.5,` (a long name and a 17-digit float fit). */
const NUMBER_BYTES = 48;
const NUMBER_TYPES = new Set(['Int', 'Float', 'Boolean']);
/** Items assumed in a list of scalars (images, amenities, drivers…). */
const SCALAR_LIST_SIZE = 8;
/** Long prose, whole field (one string or a list of paragraphs): news bodies are up to 2.2 kB. */
const LARGE_TEXT_BYTES = 4096;
const LARGE_TEXT = /^(body|content|text|html|markdown|article)$/i;
/** Descriptions and summaries: a paragraph (fixtures: up to 440 bytes). */
const MEDIUM_TEXT_BYTES = 512;
const MEDIUM_TEXT = /(description|summary|excerpt|about|details|notes)$/i;
/** Items assumed in a list of objects nobody listed below. */
export const DEFAULT_LIST_SIZE = 50;
/**
 * Lists whose length is known, with head-room: longer ones must be here. A key is a field
 * name, or `Type.field` where the same name means different lengths on different types
 * (a locality's `properties` are a handful; the Query's are every listing).
 */
const LIST_SIZES: Record<string, number> = {
  priceTrends: 200, // 7 cities × 24 months
  properties: 80, // 57 listings
  newsArticles: 30, // 24 articles; each body is counted at LARGE_TEXT_BYTES
  localities: 70, // 64 localities
  'Locality.history': 26, // 24 quarters
  'Locality.properties': 4, // at most 3 listings in one locality
  'Locality.shoppingMalls': 3, // at most 1
  'Locality.theaters': 4, // at most 2
  'PurchaseCost.lines': 12, // at most 7 lines
  'LocalityPriceCheck.histogram': 20, // about 14 bars of a round width
  // savedItems answers each known item once: 7 cities, 64 localities, 57 listings, 24 articles; searches are capped at 10.
  'SavedItems.cities': 8,
  'SavedItems.localities': 70,
  'SavedItems.properties': 60, // 57 listings
  'SavedItems.searches': 10,
  'SavedItems.articles': 30,
  'SavedCity.articleIds': 30, // lists of scalars listed here use this length instead of SCALAR_LIST_SIZE
  'SavedSearch.propertyIds': 60, // 57 listings
  'Affordability.localities': 13, // one city's localities: Mumbai's 12
  'Affordability.properties': 15, // one city's listings: at most 9
  'Affordability.assumptions': 10, // 7
  'RentVsBuy.years': 30, // at most 30 years
  'RentVsBuy.assumptions': 16, // 12
};
/** Registered sales in one quarter of one locality: at most 196 (Locality.sales is this × `quarters`). */
const SALES_PER_QUARTER = 200;
/**
 * The same lists when a `city` argument narrows them to one city (every per-city list is
 * far shorter than the whole: at most 24 trend months, 9 listings, 12 localities).
 */
const CITY_LIST_SIZES: Record<string, number> = {
  priceTrends: 30,
  properties: 15,
  localities: 13, // Mumbai's 12
};
/** Braces and key of an object member. */
const OBJECT_OVERHEAD_BYTES = 32;
/**
 * Introspection answers are bounded by the schema, not by the data: the whole standard
 * introspection query answers about 132 kB with the tools, price check, saved items and provenance (queryCost.test.ts measures it), so a
 * `__schema` or `__type` field costs this flat amount whatever it selects.
 */
export const INTROSPECTION_BYTES = 160 * 1024;

function listSize(typeName: string, fieldName: string, args: Record<string, unknown>): number {
  if (typeName === 'Locality' && fieldName === 'sales') {
    const quarters = typeof args.quarters === 'number' ? Math.min(Math.max(args.quarters, 1), 8) : 4;
    return SALES_PER_QUARTER * quarters;
  }
  const byCity = typeof args.city === 'string' && args.city.trim() !== '' ? CITY_LIST_SIZES[fieldName] : undefined;
  return byCity ?? LIST_SIZES[`${typeName}.${fieldName}`] ?? LIST_SIZES[fieldName] ?? DEFAULT_LIST_SIZE;
}

function unwrap(type: GraphQLOutputType): { list: boolean } {
  const inner = isNonNullType(type) ? type.ofType : type;
  return { list: isListType(inner) };
}

export const responseSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (field.name === '__schema' || field.name === '__type') return INTROSPECTION_BYTES;
  const { list } = unwrap(field.type);
  if (isLeafType(getNamedType(field.type))) {
    if (LARGE_TEXT.test(field.name)) return LARGE_TEXT_BYTES;
    if (MEDIUM_TEXT.test(field.name)) return list ? MEDIUM_TEXT_BYTES * SCALAR_LIST_SIZE : MEDIUM_TEXT_BYTES;
    const bytes = NUMBER_TYPES.has(getNamedType(field.type).name) ? NUMBER_BYTES : SCALAR_BYTES;
    return list ? bytes * (LIST_SIZES[`${type.name}.${field.name}`] ?? SCALAR_LIST_SIZE) : bytes;
  }
  const items = list ? listSize(type.name, field.name, args) : 1;
  return OBJECT_OVERHEAD_BYTES + items * (childComplexity + OBJECT_OVERHEAD_BYTES);
};

/** The estimated answer size of one operation of a (validated) document. */
export function estimateResponseBytes(schema: GraphQLSchema, query: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): number {
  return getComplexity({ schema, query, variables, operationName, estimators: [responseSizeEstimator] });
}

const kB = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * Refuses an operation whose answer could exceed MAX_RESPONSE_BYTES, before it runs.
 * A validation failure for the client (GRAPHQL_VALIDATION_FAILED, like the other limits).
 */
export function queryCostPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request, operationName }) {
          let bytes: number;
          try {
            bytes = estimateResponseBytes(schema, document, request.variables ?? {}, operationName ?? undefined);
          } catch {
            // Variables that do not coerce: execution reports them as the client's error.
            return;
          }
          if (bytes > MAX_RESPONSE_BYTES) {
            throw new GraphQLError(`Query could answer up to ${kB(bytes)} kB; the limit is ${kB(MAX_RESPONSE_BYTES)} kB. Ask for fewer fields or aliases.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
