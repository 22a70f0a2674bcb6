// What the service worker (web/src/sw/) and the app (shared/offline, app/OfflineSupport)
// agree on: the worker's URL, its caches' names and the messages between them. One
// module imported by both, so neither can drift from the other (docs/offline.md).

/** The worker's script; served by the server with Cache-Control: no-cache (webApp.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Every cache of the worker starts with this, so "off" can delete them all and nothing else. */
export const CACHE_PREFIX = 'gharinsight-';

export const CACHES = {
  /** The pages behind the saved items and /saved itself: kept until unsaved. */
  saved: `${CACHE_PREFIX}saved-pages`,
  /** The last copy of other pages visited (the newest 40). */
  visited: `${CACHE_PREFIX}visited-pages`,
  /** Hashed files under /assets/: cached on first use, old versions dropped on update. */
  assets: `${CACHE_PREFIX}assets`,
  /** Images and icons outside /assets/. */
  images: `${CACHE_PREFIX}images`,
  /** GraphQL (hashed GET queries) and REST answers, one entry per exact URL. */
  data: `${CACHE_PREFIX}data`,
} as const;

/** How many visited pages (not saved) are kept, newest first. */
export const VISITED_PAGES_KEPT = 40;

/** Headers the worker adds to a stored page: when it was stored, and its title (for the offline page's list). */
export const STORED_AT_HEADER = 'x-gharinsight-stored-at';
export const TITLE_HEADER = 'x-gharinsight-title';

/** The page asks the worker to keep exactly these pages (paths with their query) for offline reading. */
export interface KeepPagesMessage {
  type: 'KEEP_PAGES';
  urls: string[];
}

/** The worker's answer to KEEP_PAGES, on the message's port. */
export interface KeepPagesReply {
  /** The pages now kept (of those asked for). */
  kept: string[];
  /** Pages that could not be stored (network, or storage full). */
  failed: string[];
  /** A write failed because the browser's storage for this site is full. */
  quotaExceeded: boolean;
}

/** The reader chose "Reload": the waiting worker takes over. */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/** Asks the worker for its build's version (answered on the message's port). */
export interface VersionMessage {
  type: 'GET_VERSION';
}

export type WorkerMessage = KeepPagesMessage | SkipWaitingMessage | VersionMessage;

/** The mark on a page served from the worker's cache, offline. */
export const offlineMarkText = (day: string) => `Offline — saved copy from ${day}`;

/** A page's key in the caches: its path and query (no origin, no fragment). */
export const pageKey = (url: URL) => `${url.pathname}${url.search}`;
