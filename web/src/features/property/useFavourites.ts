import { useSavedItem } from '../../shared/saved/savedStore';

// A favourite property is a saved item of kind 'property' (shared/saved/savedStore.ts),
// kept in this browser only (spec section 1: no accounts). Read after hydration, so the
// server-rendered page shows 'not favourite'.

export function useFavourite(id: string, label = `Property ${id}`, figures?: { price: number; status: string }) {
  const { saved, toggle } = useSavedItem('property', id, label, figures);
  return { favourite: saved, toggle };
}
