import type { WorkboxPlugin } from 'workbox-core';

// Workbox plugins for what the worker stores and serves.

/** Stores only 200 answers: an error or a redirect is never kept in place of a good answer. */
export const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/** A JSON answer fit to keep: it parses, and a GraphQL answer carries no errors (a refused or failed query is not data). */
async function usableJson(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as unknown;
    return typeof body === 'object' && body !== null && !('errors' in body);
  } catch {
    return false;
  }
}

/**
 * GraphQL and REST answers: only whole, error-free JSON is stored, and a stored entry that no
 * longer parses (damaged) is deleted and treated as missing rather than served.
 */
export const checkedJson: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && (await usableJson(response)) ? response : null),
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (!cachedResponse) return null;
    if (await usableJson(cachedResponse)) return cachedResponse;
    await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
    return null;
  },
};

/**
 * A picture neither stored nor reachable (offline): an empty image of the same kind of answer,
 * so the page shows a blank where it would be rather than a broken image and a network error.
 */
export const blankWhenOffline: WorkboxPlugin = {
  handlerDidError: async () =>
    new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', { status: 200, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' } }),
};
