import { useMemo } from 'react';
import { useSavedItemsQuery } from '../../generated/graphql';
import { changedCount, itemsNow, savedItemsVariables, type ItemNow } from '../../shared/saved/savedFigures';
import { useSavedState, type SavedKind, type SavedState } from '../../shared/saved/savedStore';

/** The saved list and what its items are now (one SavedItems query, after hydration, only when something is saved). */
export function useSavedNow(options: { fresh?: boolean } = {}) {
  const state: SavedState = useSavedState();
  const { items } = state.store;
  // The query asks by kind and key only, so remembering new figures does not ask again.
  const keys = keysOf(items);
  const variables = useMemo(() => savedItemsVariables(JSON.parse(keys).map(([kind, key]: [SavedKind, string]) => ({ kind, key }))), [keys]);
  const skip = state.pending || items.length === 0;
  const query = useSavedItemsQuery({ variables, skip, fetchPolicy: options.fresh ? 'network-only' : 'cache-first', nextFetchPolicy: 'cache-first' });
  const answer = query.data ?? query.previousData;
  const found = useMemo(() => (answer ? itemsNow(answer.savedItems) : new Map<string, ItemNow>()), [answer]);
  return {
    state,
    found,
    loaded: Boolean(answer) && !skip,
    loading: query.loading && !answer,
    error: query.error,
    changed: answer ? changedCount(items, found) : 0,
  };
}

const keysOf = (items: SavedState['store']['items']) => JSON.stringify(items.map((item) => [item.kind, item.key]));
