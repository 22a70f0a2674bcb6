import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// Spec section 7: data never goes stale, no refetch on focus, no polling, no retries,
// credentials sent. cache-first everywhere; the inactive-result eviction (5 minutes)
// is wired in by startCacheEviction (see cacheEviction.ts).

export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'include' }),
    // A locality's price check has no id: the city page asks for part of it, the locality page for all of it,
    // so the two answers merge into one object instead of one replacing the other.
    cache: new InMemoryCache({ typePolicies: { LocalityPriceCheck: { merge: true } } }),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
