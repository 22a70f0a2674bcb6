import { createHash } from 'node:crypto';

// What each kind of answer tells browsers and CDNs (Cache-Control), and its validator (ETag).
// The data changes only when the fixtures do (a deploy), so an answer is good for long;
// the README explains the figures.

/** A browser keeps an API or GraphQL GET answer 5 minutes before it asks again (with If-None-Match: a 304 is cheap). */
export const BROWSER_MAX_AGE_S = 300;
/** A shared cache (CDN) keeps it an hour. */
export const SHARED_MAX_AGE_S = 3600;
/** After that, a CDN may answer from its stale copy for a day while it revalidates in the background. */
export const STALE_WHILE_REVALIDATE_S = 86_400;

export const API_CACHE_CONTROL = `public, max-age=${BROWSER_MAX_AGE_S}, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`;
/** Errors (4xx, 5xx) and 429s: never kept by anyone. */
export const NO_STORE = 'no-store';
/** Hashed build files: their name changes with their content. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/** Milliseconds from `now` to the start of the next minute (at least 1). */
export function untilNextMinute(now: number): number {
  return 60_000 - (now % 60_000) || 60_000;
}

/**
 * For an answer that shows ages ("8 hours ago", whole minutes at the finest, from times on
 * the minute): public, but only until the next minute's turn, when an age may change.
 */
export function relativeTimeCacheControl(now: number = Date.now()): string {
  const seconds = Math.max(1, Math.floor(untilNextMinute(now) / 1000));
  return `public, max-age=${seconds}, s-maxage=${seconds}`;
}

/** A strong ETag: the data version and a hash of the exact bytes sent (before compression). */
export function strongEtag(dataVersion: string, body: Buffer | string): string {
  return `"${dataVersion.slice(0, 8)}-${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (or is `*`); weak forms match too (RFC 9110 weak comparison). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}
