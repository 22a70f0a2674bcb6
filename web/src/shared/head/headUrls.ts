import { localitySlug } from '../../config/paths';

// Absolute URLs for the head. Canonical URLs keep only the query parameters that select
// the content (city, cities…), sorted by name, so one page has one canonical address.

export type CanonicalQuery = Record<string, string | null | undefined>;

/** `origin + path`, with the given query parameters (empty ones left out) in name order. */
export function canonicalUrl(origin: string, path: string, query: CanonicalQuery = {}): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  // Commas stay literal (allowed in a query), as the app writes lists: ?cities=Mumbai,Pune.
  const search = params.toString().replace(/%2C/gi, ',');
  return `${origin}${path}${search ? `?${search}` : ''}`;
}

/** An app path such as /images/properties/101-1.svg made absolute; absolute URLs pass through. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The share card of the whole site (1200×630 PNG in web/public/images/share). */
export const SITE_SHARE_IMAGE = '/images/share/gharinsight.png';

/** A city's share card, e.g. /images/share/delhi-ncr.png. */
export const cityShareImage = (city: string) => `/images/share/${localitySlug(city)}.png`;
