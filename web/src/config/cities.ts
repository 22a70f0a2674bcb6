// The known city list and default city (spec section 9). The server holds the
// same list in server/fixtures/cities.json; tests/web/cities.test.ts keeps the two equal.

export const CITIES = ['Mumbai', 'Bengaluru', 'Delhi NCR', 'Pune', 'Hyderabad', 'Chennai', 'Kochi'] as const;
export type City = (typeof CITIES)[number];
export const DEFAULT_CITY: City = 'Mumbai';

export const CITY_OPTIONS = CITIES.map((city) => ({ value: city, label: city }));

/** A city from the address is accepted only when it is in the known list (spec section 5). */
export function isKnownCity(value: string | null | undefined): value is City {
  return !!value && (CITIES as readonly string[]).includes(value);
}

/** The known city named by `value` in any case and spacing ("delhi  ncr" -> "Delhi NCR"), or undefined. */
export function canonicalCity(value: string | null | undefined): City | undefined {
  const key = (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return CITIES.find((city) => city.toLowerCase() === key);
}
