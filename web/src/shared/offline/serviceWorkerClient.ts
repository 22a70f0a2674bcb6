import { CACHE_PREFIX, SERVICE_WORKER_URL, type KeepPagesReply, type WorkerMessage } from './protocol';
import { readOfflineState, setOfflineState } from './offlineState';

// The page's side of the service worker (web/src/sw/, docs/offline.md): registered only
// once the page has loaded and hydrated, so a first visit fetches nothing more before it is
// interactive; removed, with its caches, when the server has it off (SERVICE_WORKER=off).

let registration: ServiceWorkerRegistration | undefined;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Resolves once the window's load event has passed (never during the page's own loading). */
function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Registers the worker (or, offline, finds the one registered before: a registration
 * would fetch its script and fail), then watches for a new version. Resolves to whether a
 * worker serves this site.
 */
export async function startServiceWorker(): Promise<boolean> {
  if (!supported()) return false;
  await afterLoad();
  try {
    registration = navigator.onLine ? await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }) : await navigator.serviceWorker.getRegistration('/');
  } catch {
    // Not allowed here (private mode, a policy): the site works as without one.
    return false;
  }
  // A browser that stubs registration out (some test harnesses) gives nothing back.
  if (!registration) return false;
  watchForUpdates(registration);
  return true;
}

/** A new version shows the notice once it has installed and waits; it never takes over by itself. */
function watchForUpdates(current: ServiceWorkerRegistration): void {
  const waiting = () => {
    // Only an update waits with a controller in place; the first version takes over at once.
    if (current.waiting && navigator.serviceWorker.controller) setOfflineState({ updateReady: true });
  };
  waiting();
  current.addEventListener('updatefound', () => {
    const installing = current.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') waiting();
    });
  });
  // A reader returning to a tab left open asks whether there is a newer version (the browser
  // itself checks on each page load).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && navigator.onLine) current.update().catch(() => undefined);
  });
}

/** The reader chose "Reload": the waiting version takes over, and the page reloads under it. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' } satisfies WorkerMessage);
}

/** Sends a message to the active worker and waits for its answer on a port of its own. */
async function ask<T>(message: WorkerMessage): Promise<T | undefined> {
  const worker = registration?.active ?? (await navigator.serviceWorker.ready).active;
  if (!worker) return undefined;
  const channel = new MessageChannel();
  const answer = new Promise<T>((resolve) => (channel.port1.onmessage = (event) => resolve(event.data as T)));
  worker.postMessage(message, [channel.port2]);
  return answer;
}

/** Has the worker keep exactly these pages for offline reading (and let go of the others). */
export async function keepForOffline(urls: readonly string[]): Promise<void> {
  if (!registration) return;
  const reply = await ask<KeepPagesReply>({ type: 'KEEP_PAGES', urls: [...urls] });
  if (!reply) return;
  // A failure for lack of storage is remembered until a later attempt stores everything.
  setOfflineState({ kept: new Set(reply.kept), quotaExceeded: reply.quotaExceeded || (readOfflineState().quotaExceeded && reply.failed.length > 0) });
}

/** SERVICE_WORKER=off: unregister any worker this browser has for the site, and delete its caches. */
export async function removeServiceWorker(): Promise<void> {
  if (!supported()) return;
  await afterLoad();
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((each) => each.unregister()));
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
}
