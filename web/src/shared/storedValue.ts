import { useCallback, useSyncExternalStore } from 'react';
import { readJson, writeJson } from './storage';

// A value kept in localStorage, read through useSyncExternalStore so the server
// render and the browser's hydrating render both see `fallback` (the server has no
// storage), and the stored value replaces it right after hydration. Reading storage
// during the first render instead would make the markup differ from the server's.
// Other tabs' changes arrive through the 'storage' event; this tab's through `listeners`.

const listeners = new Map<string, Set<() => void>>();

function notify(key: string): void {
  listeners.get(key)?.forEach((listener) => listener());
}

function subscribe(key: string, listener: () => void): () => void {
  const forKey = listeners.get(key) ?? new Set();
  listeners.set(key, forKey);
  forKey.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    forKey.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The last value read per key and the raw text it came from, so an unchanged value keeps its identity. */
const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function rawValue(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function useStoredValue<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): [T, (next: T) => void] {
  const getSnapshot = (): T => {
    const raw = rawValue(key);
    const cached = snapshots.get(key);
    if (cached && cached.raw === raw) return cached.value as T;
    const value = raw === null ? fallback : readJson(key, fallback, isValid);
    snapshots.set(key, { raw, value });
    return value;
  };
  const value = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(key, listener), [key]),
    getSnapshot,
    () => fallback,
  );
  const setValue = useCallback(
    (next: T) => {
      writeJson(key, next);
      notify(key);
    },
    [key],
  );
  return [value, setValue];
}

/** The stored value now (for a toggle that must start from what is stored, not from the last render). */
export function currentStoredValue<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  return rawValue(key) === null ? fallback : readJson(key, fallback, isValid);
}
