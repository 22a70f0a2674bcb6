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

const sha256Hex = (query: string) => bytesToHex(sha256(utf8ToBytes(query)));

export function createApolloClient(uri = '/graphql', { persistedQueries = false }: ApolloClientOptions = {}): ApolloClient {
  const http = new HttpLink({ uri, credentials: 'include' });
  return new ApolloClient({
    link: persistedQueries ? new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true }).concat(http) : http,
    // A locality's price check has no id: the city page asks for part of it, the locality page for all of it,
    // so the two answers merge into one object instead of one replacing the other.
    cache: new InMemoryCache({ typePolicies: { LocalityPriceCheck: { merge: true } } }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
