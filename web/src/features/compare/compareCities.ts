import { COMPARE_MAX_CITIES } from '../../config/constants';
import { isKnownCity } from '../../config/cities';

// The three compare slots live in the URL (/compare?cities=Mumbai,,Pune) so a
// comparison can be shared. Positions are kept: clearing slot 1 leaves slot 2 where it is.

/** One entry per slot; '' is an empty slot. */
export type CompareSlots = string[];

export const EMPTY_SLOTS: CompareSlots = Array.from({ length: COMPARE_MAX_CITIES }, () => '');

/** Slots from the `cities` parameter. Unknown cities, repeats and entries past the third are dropped. */
export function parseCompareSlots(param: string | null): CompareSlots {
  const slots = [...EMPTY_SLOTS];
  (param ?? '')
    .split(',')
    .slice(0, COMPARE_MAX_CITIES)
    .forEach((entry, index) => {
      const city = entry.trim();
      if (isKnownCity(city) && !slots.includes(city)) slots[index] = city;
    });
  return slots;
}

/** The cities for comparePath: the slots without trailing empty ones. */
export function slotsForUrl(slots: CompareSlots): string[] {
  const last = slots.reduce((end, city, index) => (city ? index + 1 : end), 0);
  return slots.slice(0, last);
}

export const chosenCities = (slots: CompareSlots) => slots.filter(Boolean);
