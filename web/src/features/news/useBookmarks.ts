import { useCallback, useMemo } from 'react';
import { BOOKMARKS_STORAGE_KEY } from '../../config/constants';
import { currentStoredValue, useStoredValue } from '../../shared/storedValue';

// The one bookmark set (article ids as strings) for the news list and the article
// page, kept in localStorage under bookmarkedArticles so both always agree, and in
// step with other tabs. This fixes the spec's in-memory list bookmarks. Read after
// hydration (storedValue.ts), so the server-rendered page shows nothing bookmarked.

const isIdList = (value: unknown): value is (string | number)[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number');

const NONE: (string | number)[] = [];

/** The stored ids as strings. The spec only says "a list of article ids": numbers are read as ids, not dropped. */
const asIds = (stored: (string | number)[]) => [...new Set(stored.map(String))];

export function useBookmarks() {
  const [stored, setStored] = useStoredValue(BOOKMARKS_STORAGE_KEY, NONE, isIdList);
  const ids = useMemo(() => asIds(stored), [stored]);

  const toggle = useCallback(
    (id: string) => {
      const current = asIds(currentStoredValue(BOOKMARKS_STORAGE_KEY, NONE, isIdList));
      setStored(current.includes(id) ? current.filter((other) => other !== id) : [...current, id]);
    },
    [setStored],
  );

  const isBookmarked = useCallback((id: string) => ids.includes(id), [ids]);

  return { ids, isBookmarked, toggle };
}
