import { COMPARE_MAX_CITIES } from '../../config/constants';
import { canonicalCity } from '../../config/cities';

// The three compare slots live in the URL (/compare?cities=Mumbai,,Pune) so a
// comparison can be shared. Positions are kept: clearing slot 1 leaves slot 2 where it is.

/** One entry per slot; '' is an empty slot. */
export type CompareSlots = string[];

export const EMPTY_SLOTS: CompareSlots = Array.from({ length: COMPARE_MAX_CITIES }, () => '');

/**
 * Slots from the `cities` parameter, cities matched in any case ("kochi" is Kochi; the page
 * then rewrites the address to the canonical names). Unknown cities and repeats are dropped, so a link
 * naming three known cities among junk still shows all three; an empty entry keeps its
 * slot empty (that is how the app writes a cleared slot). When more than three entries
 * remain, the empty ones give way to the cities and only the first three cities count.
 */
export function parseCompareSlots(param: string | null): CompareSlots {
  const entries: string[] = [];
  for (const raw of (param ?? '').split(',')) {
    const entry = raw.trim() === '' ? '' : canonicalCity(raw);
    if (entry === '' || (entry && !entries.includes(entry))) entries.push(entry);
  }
  const kept = entries.length > COMPARE_MAX_CITIES ? entries.filter(Boolean) : entries;
  return EMPTY_SLOTS.map((empty, index) => kept[index] ?? empty);
}

/** The cities for comparePath: the slots without trailing empty ones. */
export function slotsForUrl(slots: CompareSlots): string[] {
  const last = slots.reduce((end, city, index) => (city ? index + 1 : end), 0);
  return slots.slice(0, last);
}

export const chosenCities = (slots: CompareSlots) => slots.filter(Boolean);

/** The `cities` parameter that says exactly what the slots hold ('' for none). */
export const canonicalCitiesParam = (slots: CompareSlots) => slotsForUrl(slots).join(',');
