import { useCallback, useRef } from 'react';
import { useBrowserStore } from '../ui/useBrowserStore';
import { BOOKMARKS_STORAGE_KEY, FAVOURITES_STORAGE_KEY } from '../../config/constants';

// The one list of what a visitor follows (cities, localities, properties, searches,
// articles), kept in this browser only (no accounts), versioned. Before it, property
// favourites had a key of their own: while this store does not exist yet, it is read
// from it, and the first write moves them in and removes it. Article bookmarks keep the
// spec's key, bookmarkedArticles (a JSON array of article ids), as a live mirror: every
// write of this store writes the article ids there too, and every read merges the ids
// found there in (so a bookmark put there by another script or by hand shows too).
// A store that cannot be read (broken JSON, another version, a foreign shape) is never
// thrown: the list reads as empty and `unreadable`, and the next write sets the old text
// aside under SAVED_ASIDE_KEY. Read after hydration (useBrowserStore, with a server
// snapshot), like every stored value (SSR.md).

export const SAVED_STORAGE_KEY = 'gharinsight-saved';
/** Where an unreadable store's text is kept when a new list replaces it. */
export const SAVED_ASIDE_KEY = 'gharinsight-saved-unreadable';
export const SAVED_STORE_VERSION = 1;

export const SAVED_KINDS = ['city', 'locality', 'property', 'search', 'article'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

/** The figures an item showed, remembered to tell what changed on the next visit. */
export interface SavedFigures {
  /** City and locality: average ₹ per sqft. */
  avgPricePerSqft?: number;
  /** Property: price in crore rupees. */
  price?: number;
  /** Property: 'Ready to move' or 'Under construction'. */
  status?: string;
  /** Search: the ids of the homes it matched. */
  propertyIds?: string[];
  /** City: the ids of the articles naming it. */
  articleIds?: string[];
}

export interface SavedItem {
  kind: SavedKind;
  /**
   * What identifies the item: city name (`Pune`); locality `{city slug}/{locality slug}`
   * (`pune/baner`); property id (`101`); search path (`/properties?city=Pune&bedrooms=2`,
   * `/search?q=baner`); article id (`4`).
   */
  key: string;
  /** A name to show when the data no longer has the item. */
  label: string;
  /** ISO date-time it was saved. */
  savedAt: string;
  /** The figures shown when it was saved or at the last visit to /saved, and when. */
  seen?: { at: string; figures: SavedFigures };
}

export interface SavedStore {
  version: typeof SAVED_STORE_VERSION;
  items: SavedItem[];
  /** ISO date-time of the last visit to /saved. */
  lastVisit?: string;
}

export interface SavedState {
  store: SavedStore;
  /** The stored list could not be read (it is set aside on the next write). */
  unreadable: boolean;
  /** The server render and the hydrating render: nothing is known yet. */
  pending: boolean;
}

const EMPTY: SavedStore = { version: SAVED_STORE_VERSION, items: [] };
const SERVER_STATE: SavedState = { store: EMPTY, unreadable: false, pending: true };
const serverState = () => SERVER_STATE;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function isFigures(value: unknown): value is SavedFigures {
  if (!isRecord(value)) return false;
  const numberOr = (field: unknown) => field === undefined || (typeof field === 'number' && Number.isFinite(field));
  return (
    numberOr(value.avgPricePerSqft) &&
    numberOr(value.price) &&
    (value.status === undefined || typeof value.status === 'string') &&
    (value.propertyIds === undefined || isStringList(value.propertyIds)) &&
    (value.articleIds === undefined || isStringList(value.articleIds))
  );
}

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

export function isSavedItem(value: unknown): value is SavedItem {
  if (!isRecord(value)) return false;
  return (
    (SAVED_KINDS as readonly unknown[]).includes(value.kind) &&
    typeof value.key === 'string' &&
    value.key.length > 0 &&
    value.key.length <= 500 &&
    typeof value.label === 'string' &&
    value.label.length <= 500 &&
    isDate(value.savedAt) &&
    (value.seen === undefined || (isRecord(value.seen) && isDate(value.seen.at) && isFigures(value.seen.figures)))
  );
}

/** The most items the list keeps of each kind (the server's savedItems takes at most as many). */
export const MAX_SAVED_PER_KIND = 100;
/** Searches: at most 10 (each answers the ids of the homes it matches). */
export const MAX_SAVED_SEARCHES = 10;
export const maxSaved = (kind: SavedKind) => (kind === 'search' ? MAX_SAVED_SEARCHES : MAX_SAVED_PER_KIND);

/** A store of this version with valid items, at most maxSaved of a kind, each once; null otherwise. */
export function parseSavedStore(value: unknown): SavedStore | null {
  if (!isRecord(value) || value.version !== SAVED_STORE_VERSION || !Array.isArray(value.items)) return null;
  if (!value.items.every(isSavedItem)) return null;
  if (value.lastVisit !== undefined && !isDate(value.lastVisit)) return null;
  const items = value.items as SavedItem[];
  const ids = new Set(items.map((item) => `${item.kind}|${item.key}`));
  if (ids.size !== items.length) return null;
  if (SAVED_KINDS.some((kind) => items.filter((item) => item.kind === kind).length > maxSaved(kind))) return null;
  return { version: SAVED_STORE_VERSION, items, ...(value.lastVisit ? { lastVisit: value.lastVisit } : {}) };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** The ids in a key holding a JSON array of ids (as strings, each once; a foreign value is no ids). */
function idsIn(raw: string | null): string[] {
  const value = raw === null ? null : parseJson(raw);
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((id) => typeof id === 'string' || typeof id === 'number').map(String))];
}

const listedAt = new Date(0).toISOString();

/** Today's favourites from their old key. */
function migratedItems(favourites: string | null): SavedItem[] {
  return idsIn(favourites).map((id): SavedItem => ({ kind: 'property', key: id, label: `Property ${id}`, savedAt: listedAt }));
}

/** The store with the article ids of bookmarkedArticles that it lacks added, up to the most articles it may hold. */
function withMirroredBookmarks(store: SavedStore, bookmarks: string | null): SavedStore {
  const room = maxSaved('article') - store.items.filter((item) => item.kind === 'article').length;
  const missing = idsIn(bookmarks)
    .filter((id) => !isSaved(store, 'article', id))
    .slice(0, Math.max(0, room));
  if (missing.length === 0) return store;
  return { ...store, items: [...store.items, ...missing.map((id): SavedItem => ({ kind: 'article', key: id, label: `Article ${id}`, savedAt: listedAt }))] };
}

/** Writes a store's article ids, in saved order, to bookmarkedArticles; none removes the key (index.html reads an absent key as nothing saved). */
function mirrorBookmarks(local: Storage, store: SavedStore): void {
  const ids = store.items.filter((item) => item.kind === 'article').map((item) => item.key);
  if (ids.length) local.setItem(BOOKMARKS_STORAGE_KEY, JSON.stringify(ids));
  else local.removeItem(BOOKMARKS_STORAGE_KEY);
}

let cache: { raw: string | null; favourites: string | null; bookmarks: string | null; state: SavedState } | null = null;

/** The list as stored now (migrated from the old favourites key while the store does not exist), with bookmarkedArticles merged in. */
export function readSaved(): SavedState {
  const raw = readRaw(SAVED_STORAGE_KEY);
  const favourites = raw === null ? readRaw(FAVOURITES_STORAGE_KEY) : null;
  const bookmarks = readRaw(BOOKMARKS_STORAGE_KEY);
  if (cache && cache.raw === raw && cache.favourites === favourites && cache.bookmarks === bookmarks) return cache.state;
  let state: SavedState;
  if (raw === null) state = { store: withMirroredBookmarks({ ...EMPTY, items: migratedItems(favourites) }, bookmarks), unreadable: false, pending: false };
  else {
    const store = parseSavedStore(parseJson(raw));
    state = store ? { store: withMirroredBookmarks(store, bookmarks), unreadable: false, pending: false } : { store: withMirroredBookmarks(EMPTY, bookmarks), unreadable: true, pending: false };
  }
  cache = { raw, favourites, bookmarks, state };
  return state;
}

const listeners = new Set<() => void>();

/** Calls `listener` when the saved list may have changed (this tab or another); returns the unsubscribe. */
export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_STORAGE_KEY || event.key === FAVOURITES_STORAGE_KEY || event.key === BOOKMARKS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Replaces the list with `change(current)`. Sets an unreadable store aside, moves the old favourites in and mirrors the article ids to bookmarkedArticles. Returns false when storage refused. */
export function updateSaved(change: (store: SavedStore) => SavedStore): boolean {
  const current = readSaved();
  const next = change(current.store);
  const local = storage();
  if (!local) return false;
  try {
    if (current.unreadable) {
      const raw = readRaw(SAVED_STORAGE_KEY);
      if (raw !== null) local.setItem(SAVED_ASIDE_KEY, raw);
    }
    local.setItem(SAVED_STORAGE_KEY, JSON.stringify(next));
    mirrorBookmarks(local, next);
    local.removeItem(FAVOURITES_STORAGE_KEY);
    return true;
  } catch (error) {
    console.warn('Could not save the saved list to local storage', error);
    return false;
  } finally {
    listeners.forEach((listener) => listener());
  }
}

export function useSavedState(): SavedState {
  return useBrowserStore(subscribeSaved, readSaved, serverState);
}

export const isSaved = (store: SavedStore, kind: SavedKind, key: string) => store.items.some((item) => item.kind === kind && item.key === key);

/** Saves an item (once); false when the list already holds the most of its kind. */
export function addSaved(kind: SavedKind, key: string, label: string, figures?: SavedFigures): boolean {
  const { store: current } = readSaved();
  if (!isSaved(current, kind, key) && current.items.filter((item) => item.kind === kind).length >= maxSaved(kind)) return false;
  updateSaved((store) => {
    if (isSaved(store, kind, key)) return store;
    const now = new Date().toISOString();
    const item: SavedItem = { kind, key, label, savedAt: now, ...(figures ? { seen: { at: now, figures } } : {}) };
    return { ...store, items: [...store.items, item] };
  });
  return true;
}

export function removeSaved(kind: SavedKind, key: string): void {
  updateSaved((store) => ({ ...store, items: store.items.filter((item) => !(item.kind === kind && item.key === key)) }));
}

/** One item's saved state and a toggle that starts from what is stored (not from the last render). */
export function useSavedItem(kind: SavedKind, key: string, label: string, figures?: SavedFigures) {
  const { store, pending } = useSavedState();
  const saved = isSaved(store, kind, key);
  // The figures are remembered as they are when the button is pressed; a new object each render is fine.
  const latest = useRef(figures);
  latest.current = figures;
  const toggle = useCallback(() => {
    if (isSaved(readSaved().store, kind, key)) removeSaved(kind, key);
    else addSaved(kind, key, label, latest.current);
  }, [kind, key, label]);
  return { saved, toggle, pending };
}

/** A property's status as /saved shows and remembers it. */
export const propertyStatus = (completionDate: string | null | undefined) => (completionDate ? `Possession ${completionDate}` : 'Ready to Move');

/** Remembers an item's figures as seen now, unless it has some already (or is no longer saved). */
export function rememberFirstFigures(kind: SavedKind, key: string, figures: SavedFigures): void {
  if (!readSaved().store.items.some((item) => item.kind === kind && item.key === key && !item.seen)) return;
  const at = new Date().toISOString();
  updateSaved((store) => ({
    ...store,
    items: store.items.map((item) => (item.kind === kind && item.key === key && !item.seen ? { ...item, seen: { at, figures } } : item)),
  }));
}
