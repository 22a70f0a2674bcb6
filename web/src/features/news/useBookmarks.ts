import { useCallback, useEffect, useState } from 'react';
import { BOOKMARKS_STORAGE_KEY } from '../../config/constants';
import { readJson, writeJson } from '../../shared/storage';

// The one bookmark set (article ids as strings) for the news list and the article
// page, kept in localStorage under bookmarkedArticles so both always agree. This
// fixes the spec's in-memory list bookmarks.

const isIdList = (value: unknown): value is (string | number)[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');

/** The stored ids as strings. The spec only says "a list of article ids": numbers are read as ids, not dropped. */
const readBookmarks = () => [...new Set(readJson<(string | number)[]>(BOOKMARKS_STORAGE_KEY, [], isIdList).map(String))];

export function useBookmarks() {
  const [ids, setIds] = useState<string[]>(readBookmarks);

  // Another tab changed the set: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === BOOKMARKS_STORAGE_KEY || event.key === null) setIds(readBookmarks());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback((id: string) => {
    const current = readBookmarks();
    const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
    writeJson(BOOKMARKS_STORAGE_KEY, next);
    setIds(next);
  }, []);

  const isBookmarked = useCallback((id: string) => ids.includes(id), [ids]);

  return { ids, isBookmarked, toggle };
}
