import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CACHE_PREFIX, CACHES, pageKey, type WorkerMessage } from '../shared/offline/protocol';
import { keepPages } from './keepPages';
import { keptPages, offlineCopy, storeVisitedPage } from './pageCache';
import { offlinePageHtml } from './pageText';
import { worker } from './swGlobal';
import { blankWhenOffline, checkedJson, okOnly } from './dataPlugins';

// GharInsight's service worker (docs/offline.md). Built by web/build/buildServiceWorker.ts
// after the browser build: Vite bundles this file with Workbox's routing, strategies and
// expiration modules into web/dist/sw.js (nothing loaded from a CDN), and Workbox's
// getManifest gives the build's file list, injected below with the version it makes.
//
// - pages: network first; online the server's fresh page (stored as the last copy),
//   offline the newest stored copy marked "Offline — saved copy from {date}", else the
//   offline page listing what can be read;
// - /assets/ (hashed, immutable): cache first, stored on first use; files of older builds
//   are deleted when this version activates;
// - GraphQL hashed GET queries and REST answers: network first, one entry per exact URL
//   (the query's hash and variables are in it, so no answer is served to another query),
//   only whole JSON answers without errors, a damaged entry dropped rather than served;
// - a new version waits until the reader chooses "Reload" (SKIP_WAITING).

declare const __SW_VERSION__: string;
declare const __BUILD_FILES__: string[];

const VERSION = __SW_VERSION__;
/** The build's hashed files, as URL paths (/assets/…). */
const BUILD_FILES: readonly string[] = __BUILD_FILES__;

worker.addEventListener('install', () => {
  // Nothing is fetched at install: a first visit costs this script and nothing more.
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Files of older builds go; the pages and data stay (they are still good offline).
      const current = new Set(BUILD_FILES);
      const assets = await caches.open(CACHES.assets);
      for (const request of await assets.keys()) {
        if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      // Caches of this app under names no longer used.
      const names = new Set<string>(Object.values(CACHES));
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && !names.has(name)) await caches.delete(name);
      // The first version controls the open pages at once, so what they save is kept; a later
      // one activates only when the reader chose to reload, and the pages reload with it.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | undefined;
  const port = event.ports[0];
  if (message?.type === 'SKIP_WAITING') void worker.skipWaiting();
  if (message?.type === 'GET_VERSION') port?.postMessage({ version: VERSION });
  if (message?.type === 'KEEP_PAGES' && Array.isArray(message.urls)) {
    const urls = message.urls.filter((url): url is string => typeof url === 'string' && url.startsWith('/') && !url.startsWith('//'));
    event.waitUntil(keepPages(urls, BUILD_FILES).then((reply) => port?.postMessage(reply)));
  }
});

const sameOrigin = (url: URL) => url.origin === worker.location.origin;

/** Paths that are the API or tools served beside the app, never a page of it. */
const NOT_A_PAGE = /^\/(?:api|graphql|graphiql|healthz|readyz|metrics)(?:\/|$)/;

// Pages: network first, the stored copy offline, the offline page for anything else.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !NOT_A_PAGE.test(url.pathname),
  async ({ request, url, event }) => {
    const key = pageKey(url);
    let response: Response;
    try {
      // Revalidated with the server every time (its ETag makes that a 304 when nothing changed):
      // the browser's HTTP cache may otherwise answer, even offline, with a copy up to a minute
      // old and no offline mark.
      response = await fetch(new Request(request, { cache: 'no-cache' }));
    } catch {
      const copy = await offlineCopy(key);
      if (copy) return copy;
      return new Response(offlinePageHtml(await keptPages()), { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
    }
    (event as unknown as { waitUntil(promise: Promise<unknown>): void }).waitUntil(storeVisitedPage(key, response.clone()).catch(() => undefined));
    return response;
  },
);

// The build's hashed files: never change under a name, so the stored copy is always right.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHES.assets, plugins: [okOnly] }),
);

// Images, icons and the manifest (not hashed): the stored copy at once, refreshed in the background.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && (url.pathname.startsWith('/images/') || url.pathname.startsWith('/icons/') || url.pathname === '/favicon.svg' || url.pathname === '/manifest.webmanifest'),
  new StaleWhileRevalidate({ cacheName: CACHES.images, plugins: [okOnly, blankWhenOffline, new ExpirationPlugin({ maxEntries: 200 })] }),
);

// Data: GraphQL's hashed GET queries (the app's) and REST GETs (the maps' outlines and the like).
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === 'GET' &&
    ((url.pathname === '/graphql' && url.searchParams.has('extensions')) || (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/docs'))),
  new NetworkFirst({ cacheName: CACHES.data, matchOptions: { ignoreVary: true }, plugins: [checkedJson, new ExpirationPlugin({ maxEntries: 400 })] }),
);

// A request a strategy could not answer (offline, nothing stored): a plain network error, as without the worker.
setCatchHandler(async () => Response.error());
