import { canonicalCity } from '../../config/cities';
import { dashboardPath, searchPath } from '../../config/paths';
import type { SearchHitsQuery } from '../../generated/graphql';

// What submitting the search box opens (issue 9, keeping spec section 5's blank rule):
// a city in any case opens its dashboard; text naming exactly one hit opens that hit;
// anything else opens the results page.

export type SearchHit = SearchHitsQuery['search'][number];
type Kind = 'CITY' | 'LOCALITY' | 'PROPERTY' | 'DEVELOPER' | 'MALL' | 'THEATER';

/** Hits are fetched for suggestions only from this many characters on. */
export const MIN_SUGGEST_LENGTH = 2;
/** Suggestions shown while typing; the results page and the submit rule ask for the most the API gives. */
export const SUGGESTION_LIMIT = 8;
export const RESULTS_LIMIT = 20;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();

/** The path a city opens without asking the server, or undefined when the text is not a city. */
export function cityTarget(text: string): string | undefined {
  const city = canonicalCity(text);
  return city ? dashboardPath({ city }) : undefined;
}

/** Blank text: nothing happens (spec section 5). */
export const isBlank = (text: string) => text.trim() === '';

/**
 * Where the text leads given its hits: the one hit whose name is the text (any case or
 * accents), else the only hit, else the results page.
 */
export function submitTarget(text: string, hits: readonly SearchHit[]): string {
  const named = hits.filter((hit) => fold(hit.title) === fold(text));
  if (named.length === 1) return named[0].path;
  if (hits.length === 1) return hits[0].path;
  return searchPath(text.trim());
}

export const KIND_LABELS: Record<Kind, string> = {
  CITY: 'Cities',
  LOCALITY: 'Localities',
  PROPERTY: 'Properties',
  DEVELOPER: 'Developers',
  MALL: 'Shopping malls',
  THEATER: 'Theaters',
};

/** Hits grouped by kind, in the order of KIND_LABELS, keeping their rank within a kind. */
export function groupHits(hits: readonly SearchHit[]): { kind: Kind; label: string; hits: SearchHit[] }[] {
  return (Object.keys(KIND_LABELS) as Kind[])
    .map((kind) => ({ kind, label: KIND_LABELS[kind], hits: hits.filter((hit) => hit.kind === kind) }))
    .filter((group) => group.hits.length > 0);
}
