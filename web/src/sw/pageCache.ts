import { CACHES, STORED_AT_HEADER, TITLE_HEADER, VISITED_PAGES_KEPT } from '../shared/offline/protocol';
import { isCompletePage, markOffline, titleOf, type KeptPageEntry } from './pageText';

// The pages the worker keeps: the saved ones (CACHES.saved, as long as they are saved) and
// the last visited ones (CACHES.visited, the newest VISITED_PAGES_KEPT). A page is stored as
// text with the headers it needs to be served again (type, CSP) plus when it was stored and
// its title; never an error page, never a page cut short.

/** The headers of the server's answer that a stored copy keeps. */
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'x-content-type-options', 'referrer-policy'];

export class QuotaError extends Error {}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** A stored copy of a 200 HTML answer, or undefined when the answer is not a whole page. */
export async function storableCopy(response: Response, now = new Date()): Promise<Response | undefined> {
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('text/html')) return undefined;
  const html = await response.text();
  if (!isCompletePage(html)) return undefined;
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set(STORED_AT_HEADER, now.toISOString());
  headers.set(TITLE_HEADER, encodeURIComponent(titleOf(html)));
  return new Response(html, { status: 200, headers });
}

/**
 * Puts a copy in a cache. The Cache API replaces an entry only once the new one is written,
 * so a write that fails (storage full) leaves the copy stored before as it was.
 */
export async function putPage(cacheName: string, key: string, copy: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  try {
    await cache.put(key, copy);
  } catch (error) {
    throw isQuotaError(error) ? new QuotaError('storage full') : error;
  }
}

/** Stores a page answered online: always as the last visited copy, and as the saved copy if the page is saved. */
export async function storeVisitedPage(key: string, response: Response): Promise<void> {
  const copy = await storableCopy(response);
  if (!copy) return;
  const saved = await caches.open(CACHES.saved);
  try {
    if (await saved.match(key)) await putPage(CACHES.saved, key, copy.clone());
    await putPage(CACHES.visited, key, copy);
  } catch {
    // Storage full: the copies stored before stay as they were (see /saved for kept pages).
    return;
  }
  // The oldest visited copies beyond the limit go (keys() lists them oldest first).
  const visited = await caches.open(CACHES.visited);
  const keys = await visited.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - VISITED_PAGES_KEPT))) await visited.delete(request);
}

interface StoredPage {
  html: string;
  storedAt: string;
  headers: Headers;
}

/** A stored copy, read and checked; a copy that is not whole is deleted and reads as none. */
async function readStored(cacheName: string, key: string): Promise<StoredPage | undefined> {
  const cache = await caches.open(cacheName);
  const response = await cache.match(key, { ignoreVary: true });
  if (!response) return undefined;
  let html: string;
  try {
    html = await response.text();
  } catch {
    html = '';
  }
  const storedAt = response.headers.get(STORED_AT_HEADER) ?? '';
  if (!isCompletePage(html) || Number.isNaN(Date.parse(storedAt))) {
    await cache.delete(key, { ignoreVary: true });
    return undefined;
  }
  return { html, storedAt, headers: response.headers };
}

/** The newest whole copy of a page (saved or visited), marked as an offline copy; undefined if none. */
export async function offlineCopy(key: string): Promise<Response | undefined> {
  const copies = (await Promise.all([readStored(CACHES.saved, key), readStored(CACHES.visited, key)])).filter((copy): copy is StoredPage => copy !== undefined);
  const newest = copies.sort((a, b) => b.storedAt.localeCompare(a.storedAt))[0];
  if (!newest) return undefined;
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = newest.headers.get(name);
    if (value) headers.set(name, value);
  }
  // Never kept by the browser's own cache: the next visit online asks the server again.
  headers.set('cache-control', 'no-store');
  return new Response(markOffline(newest.html, newest.storedAt), { status: 200, headers });
}

/** Every page readable offline (saved first, then visited), once each, for the offline page's list. */
export async function keptPages(): Promise<KeptPageEntry[]> {
  const pages = new Map<string, KeptPageEntry>();
  for (const cacheName of [CACHES.saved, CACHES.visited]) {
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      const key = `${url.pathname}${url.search}`;
      if (pages.has(key)) continue;
      const response = await cache.match(request);
      const storedAt = response?.headers.get(STORED_AT_HEADER);
      if (!response || !storedAt) continue;
      pages.set(key, { url: key, title: decodeURIComponent(response.headers.get(TITLE_HEADER) ?? ''), storedAt });
    }
  }
  return [...pages.values()];
}
