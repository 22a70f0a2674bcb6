import { CACHES, type KeepPagesReply } from '../shared/offline/protocol';
import { assetsOf, imagesOf } from './pageText';
import { putPage, QuotaError, storableCopy } from './pageCache';

// Keeps the pages behind the saved items (and /saved) for offline reading: each page not
// kept yet is fetched and stored with the files it loads; pages no longer saved are let go.
// A page already kept is not fetched again here: it is refreshed whenever it is visited
// online (pageCache.storeVisitedPage), so saving one more item costs one page, not all.

/** Files every kept page may load after its first screen: the charts' and the maps' code (from the build's file list). */
const LATER_FILES = /^\/assets\/(?:charts|Highcharts[A-Za-z]*)-[^/]*\.js$/;

export async function keepPages(urls: readonly string[], buildFiles: readonly string[]): Promise<KeepPagesReply> {
  const wanted = new Set(urls);
  const saved = await caches.open(CACHES.saved);
  // Unsaved pages go first: deleting frees room and never loses a page still wanted.
  for (const request of await saved.keys()) {
    const url = new URL(request.url);
    if (!wanted.has(`${url.pathname}${url.search}`)) await saved.delete(request);
  }
  const reply: KeepPagesReply = { kept: [], failed: [], quotaExceeded: false };
  for (const url of wanted) {
    if (await saved.match(url)) {
      reply.kept.push(url);
      continue;
    }
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      const copy = await storableCopy(response.clone());
      if (!copy) throw new Error(`${url} answered ${response.status}`);
      const html = await copy.clone().text();
      await putPage(CACHES.saved, url, copy);
      await keepFiles(CACHES.assets, [...assetsOf(html), ...buildFiles.filter((file) => LATER_FILES.test(file))]);
      await keepFiles(CACHES.images, imagesOf(html));
      reply.kept.push(url);
    } catch (error) {
      reply.failed.push(url);
      if (error instanceof QuotaError) reply.quotaExceeded = true;
    }
  }
  return reply;
}

/** Stores the page's files not stored yet (scripts and styles have hashed names: a stored one never changes). */
async function keepFiles(cacheName: string, files: readonly string[]): Promise<void> {
  const assets = await caches.open(cacheName);
  for (const file of new Set(files)) {
    if (await assets.match(file)) continue;
    const response = await fetch(file);
    if (!response.ok) continue;
    try {
      await assets.put(file, response);
    } catch (error) {
      throw error instanceof DOMException && error.name === 'QuotaExceededError' ? new QuotaError('storage full') : error;
    }
  }
}
