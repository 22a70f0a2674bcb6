import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// Spec section 7: data never goes stale, no refetch on focus, no polling, no retries,
// credentials sent. cache-first everywhere; the inactive-result eviction (5 minutes)
// is wired in by startCacheEviction (see cacheEviction.ts).
//
// In the browser, queries go out as automatic persisted queries over GET: a short URL
// with the query's SHA-256 (and the variables), which browsers and CDNs can cache and
// the server answers from its answer cache. The first time the server has not seen a
// hash it says so, and the client sends the query once (POST), which registers it.
// The hash is computed in JavaScript (@noble/hashes): crypto.subtle exists only on HTTPS.

export interface ApolloClientOptions {
  /** Hashed GET queries (automatic persisted queries); the app turns them on, component tests post plain queries. */
  persistedQueries?: boolean;
}

/**
 * The schema's object types without an id (tests/web/apolloCache.test.ts keeps this list equal to
 * the schema's). Apollo stores such an object inside its parent, and by default an answer that
 * asks for fewer of its fields replaces it rather than adding to it: the header's saved-items
 * query (a locality's median only) wiped the registered quartiles the locality page had read,
 * the page's query turned incomplete and refetched, and a part of the page that had not
 * hydrated yet then rendered a skeleton over the server's HTML (React error #418). Merging is
 * right for all of them: one field of one parent holds one object, whichever query asked.
 */
export const EMBEDDED_TYPES = [
  'Affordability',
  'AffordableLocality',
  'Appreciation',
  'AskingPrices',
  'CityOption',
  'DataSource',
  'DeliveryRecord',
  'HubDistance',
  'LocalityPriceChange',
  'LocalityPriceCheck',
  'LocalityQuarter',
  'LocationSource',
  'MarketAnalysis',
  'MarketData',
  'PriceBin',
  'PriceTrendRecord',
  'PropertyPriceCheck',
  'PropertyTypeShare',
  'Provenance',
  'PurchaseCost',
  'PurchaseCostLine',
  'PurchaseCostSource',
  'RegisteredPrices',
  'RentVsBuy',
  'RentVsBuyYear',
  'SavedCity',
  'SavedItems',
  'SavedSearch',
  'SearchHit',
  'ToolAssumption',
] as const;

/** The cache of the browser and of the server render alike, so both hold the same data for a page. */
export const createApolloCache = () => new InMemoryCache({ typePolicies: Object.fromEntries(EMBEDDED_TYPES.map((type) => [type, { merge: true }])) });

const sha256Hex = (query: string) => bytesToHex(sha256(utf8ToBytes(query)));

export function createApolloClient(uri = '/graphql', { persistedQueries = false }: ApolloClientOptions = {}): ApolloClient {
  const http = new HttpLink({ uri, credentials: 'include' });
  return new ApolloClient({
    link: persistedQueries ? new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true }).concat(http) : http,
    cache: createApolloCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
