import { useSyncExternalStore } from 'react';

// What the page knows of its service worker, for the parts that show it: which pages are
// kept for offline reading (/saved marks those items), whether keeping one failed for lack
// of storage (/saved says so), and whether a new version waits for the reader (the notice).
// Changes only when the worker answers, a handful of times a visit, so React's external
// store is fine here (no list of hundreds re-renders on it).

export interface OfflineState {
  /** Paths (with query) of the pages kept for offline reading. */
  kept: ReadonlySet<string>;
  /** The last attempt to keep pages failed for lack of storage. */
  quotaExceeded: boolean;
  /** A new version of the worker is installed and waits for the reader's "Reload". */
  updateReady: boolean;
}

const INITIAL: OfflineState = { kept: new Set(), quotaExceeded: false, updateReady: false };
let state = INITIAL;
const listeners = new Set<() => void>();

export function setOfflineState(change: Partial<OfflineState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const readOfflineState = () => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's service-worker state; the server render and hydration see the initial one (nothing kept). */
export const useOfflineState = () => useSyncExternalStore(subscribe, readOfflineState, () => INITIAL);
