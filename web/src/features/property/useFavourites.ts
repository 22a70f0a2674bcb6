import { useCallback, useState } from 'react';
import { FAVOURITES_STORAGE_KEY } from '../../config/constants';
import { isStringArray, readJson, writeJson } from '../../shared/storage';

// Favourite property ids, kept in this browser only (spec section 1: no accounts).

const readFavourites = () => readJson<string[]>(FAVOURITES_STORAGE_KEY, [], isStringArray);

export function useFavourite(id: string) {
  const [favourite, setFavourite] = useState(() => readFavourites().includes(id));
  const toggle = useCallback(() => {
    const current = readFavourites();
    const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
    writeJson(FAVOURITES_STORAGE_KEY, next);
    setFavourite(next.includes(id));
  }, [id]);
  return { favourite, toggle };
}
