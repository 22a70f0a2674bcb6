import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

// Spec section 7: "inactive cache lifetime is 5 minutes". A root query result
// (one ROOT_QUERY field with its arguments, e.g. marketData({"city":"Pune"})) that
// no active ObservableQuery (a mounted useQuery) watches is removed once a sweep has
// seen it unwatched for `inactiveMs`; gc() then drops the entities only it referenced.
// Sweeps run every `sweepMs`, so a result goes between inactiveMs and
// inactiveMs + sweepMs after its last watcher unmounted (or after an unwatched fetch).

export interface CacheEvictionOptions {
  /** How long a result may stay unwatched before it is evicted. */
  inactiveMs?: number;
  /** How often the cache is checked. */
  sweepMs?: number;
}

export const INACTIVE_CACHE_LIFETIME_MS = 5 * 60_000;
export const CACHE_SWEEP_INTERVAL_MS = 30_000;

/** Starts the periodic sweep; returns a function that stops it. */
export function startCacheEviction(
  client: ApolloClient,
  { inactiveMs = INACTIVE_CACHE_LIFETIME_MS, sweepMs = CACHE_SWEEP_INTERVAL_MS }: CacheEvictionOptions = {},
): () => void {
  const cache = client.cache;
  if (!(cache instanceof InMemoryCache)) throw new Error('startCacheEviction needs an InMemoryCache');

  // Since when each stored, unwatched root field has been seen unwatched.
  const unwatchedSince = new Map<string, number>();

  const sweep = () => {
    const now = Date.now();
    const watched = watchedRootFields(client, cache);
    const stored = storedRootFields(cache);

    const expired = new Set<string>();
    for (const storeFieldName of stored) {
      if (watched.has(storeFieldName)) {
        unwatchedSince.delete(storeFieldName);
        continue;
      }
      const since = unwatchedSince.get(storeFieldName);
      if (since === undefined) unwatchedSince.set(storeFieldName, now);
      else if (now - since >= inactiveMs) expired.add(storeFieldName);
    }
    // Forget fields that are gone, whether evicted now or removed some other way.
    for (const storeFieldName of unwatchedSince.keys()) {
      if (!stored.has(storeFieldName) || expired.has(storeFieldName)) unwatchedSince.delete(storeFieldName);
    }
    if (expired.size === 0) return;

    // modify() with exact store field names: evict({ fieldName }) would also drop
    // the argument variants of an argument-less field (marketData and marketData({...})).
    cache.modify({
      id: 'ROOT_QUERY',
      fields: (value, { storeFieldName, DELETE }) => (expired.has(storeFieldName) ? DELETE : value),
    });
    cache.gc();
  };

  const timer = setInterval(sweep, sweepMs);
  return () => clearInterval(timer);
}

function storedRootFields(cache: InMemoryCache): Set<string> {
  const root = cache.extract().ROOT_QUERY ?? {};
  return new Set(Object.keys(root).filter((name) => name !== '__typename'));
}

/** The store field names of ROOT_QUERY that active (subscribed, non-standby) queries read. */
function watchedRootFields(client: ApolloClient, cache: InMemoryCache): Set<string> {
  const names = new Set<string>();
  for (const observable of client.getObservableQueries('active')) {
    const document = observable.query as DocumentNode;
    const variables = (observable.variables ?? {}) as Record<string, unknown>;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    collectRootFields(getMainDefinition(document).selectionSet, fragments, (field) => {
      names.add(cache.policies.getStoreFieldName({ typename: 'Query', fieldName: field.name.value, field, variables }));
    });
  }
  return names;
}

function collectRootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  onField: (field: FieldNode) => void,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) onField(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT) collectRootFields(selection.selectionSet, fragments, onField);
    else {
      const fragment = fragments.get(selection.name.value);
      if (fragment) collectRootFields(fragment.selectionSet, fragments, onField);
    }
  }
}
