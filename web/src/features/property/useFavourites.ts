import { useCallback } from 'react';
import { FAVOURITES_STORAGE_KEY } from '../../config/constants';
import { isStringArray } from '../../shared/storage';
import { currentStoredValue, useStoredValue } from '../../shared/storedValue';

// Favourite property ids, kept in this browser only (spec section 1: no accounts).
// Read after hydration (storedValue.ts), so the server-rendered page shows 'not favourite'.

const NONE: string[] = [];

export function useFavourite(id: string) {
  const [ids, setIds] = useStoredValue<string[]>(FAVOURITES_STORAGE_KEY, NONE, isStringArray);
  const toggle = useCallback(() => {
    const current = currentStoredValue<string[]>(FAVOURITES_STORAGE_KEY, NONE, isStringArray);
    setIds(current.includes(id) ? current.filter((other) => other !== id) : [...current, id]);
  }, [id, setIds]);
  return { favourite: ids.includes(id), toggle };
}
