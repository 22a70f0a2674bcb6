// Which of the city's properties the comparison shows, kept in the dashboard address
// (`compareProperties=101,102,103`) so a comparison can be shared. Pure, so every rule is
// table-tested.

/** Spec section 5: the comparison needs at least 3 properties; fewer is the failure message. */
export const MIN_COMPARED = 3;
/** Most columns shown side by side: beyond 5 the table no longer fits a laptop screen without scrolling. */
export const MAX_COMPARED = 5;
/** The query parameter holding the chosen property ids, in column order. */
export const COMPARE_PARAM = 'compareProperties';

/**
 * The ids to compare: those in the address that are the city's properties (unknown,
 * repeated and other cities' ids dropped, at most MAX_COMPARED), topped up from the
 * city's list in order to MIN_COMPARED. Without a usable address: the city's first 3
 * (the spec's default).
 */
export function chosenPropertyIds(param: string | null, cityIds: readonly string[]): string[] {
  const known = new Set(cityIds);
  const chosen: string[] = [];
  for (const part of (param ?? '').split(',')) {
    const id = part.trim();
    if (known.has(id) && !chosen.includes(id) && chosen.length < MAX_COMPARED) chosen.push(id);
  }
  for (const id of cityIds) {
    if (chosen.length >= MIN_COMPARED) break;
    if (!chosen.includes(id)) chosen.push(id);
  }
  return chosen;
}

/** The parameter value for a selection. */
export const compareParamValue = (ids: readonly string[]) => ids.join(',');

/** Why a column cannot be removed, or null when it can. */
export function removeBlockedReason(shown: number): string | null {
  return shown <= MIN_COMPARED ? `At least ${MIN_COMPARED} properties are compared` : null;
}

/** Why no property can be added, or null when one can. */
export function addBlockedReason(shown: number, available: number, city: string): string | null {
  if (shown >= MAX_COMPARED) return `Up to ${MAX_COMPARED} properties can be compared; remove one first`;
  if (available === 0) return `Every ${city} property is already compared`;
  return null;
}

/** Search in the picker: the name or the locality, case-insensitive. */
export function matchesPropertySearch(property: { name: string; location: string }, search: string): boolean {
  const query = search.trim().toLowerCase();
  return query === '' || property.name.toLowerCase().includes(query) || property.location.toLowerCase().includes(query);
}
