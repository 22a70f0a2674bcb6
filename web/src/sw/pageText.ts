import { formatLocalDay } from '../shared/dates';
import { offlineMarkText } from '../shared/offline/protocol';

// The text work on pages the service worker keeps: whether a stored copy is whole, its
// title, the offline mark, and the offline page. Pure functions (tests/web/offlinePages.test.ts),
// no cache or network here.

/**
 * A server-rendered page is whole when it ends with </html> and has the app's root. A copy
 * that is cut short or garbled (a write interrupted, storage damaged) is dropped rather than
 * served: half a page would hydrate against markup it does not match.
 */
export function isCompletePage(html: string): boolean {
  return /<\/html>\s*$/i.test(html) && html.includes('<div id="root">');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };

/** The page's <title>, as text. */
export function titleOf(html: string): string {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match ? match[1].replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]).trim() : '';
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page with the offline mark as the first thing in its body, outside the app's root (so
 * hydration never sees it) and styled inline (it shows before the stylesheet, and the page's
 * CSP allows inline styles). The inline scripts are untouched, so their CSP hashes still hold.
 */
export function markOffline(html: string, storedAt: string): string {
  const mark =
    `<p class="gharinsight-offline-mark" role="status" style="margin:0;padding:8px 16px;background:#fff3bf;color:#4a3000;` +
    `font:14px/1.5 system-ui,sans-serif;text-align:center">${escapeHtml(offlineMarkText(formatLocalDay(storedAt)))}</p>`;
  return html.replace(/<body\b[^>]*>/i, (body) => `${body}${mark}`);
}

export interface KeptPageEntry {
  url: string;
  title: string;
  storedAt: string;
}

export const OFFLINE_PAGE_TITLE = "You're offline";
export const OFFLINE_PAGE_NONE = 'No pages are kept for offline reading yet. Save a city, locality, home, search or article while online, and its page is kept.';

/**
 * The page for anything not kept, shown offline: a link to /saved and the pages that can be
 * read offline. Written here (no stylesheet, no script, an empty icon so the browser asks for
 * no /favicon.ico) so it needs nothing from the network; its colours follow the system theme.
 */
export function offlinePageHtml(pages: readonly KeptPageEntry[]): string {
  const list = pages.length
    ? `<ul>${pages.map((page) => `<li><a href="${escapeHtml(page.url)}">${escapeHtml(page.title || page.url)}</a> <small>(saved copy from ${escapeHtml(formatLocalDay(page.storedAt))})</small></li>`).join('')}</ul>`
    : `<p>${escapeHtml(OFFLINE_PAGE_NONE)}</p>`;
  return `<!doctype html><html lang="en" data-offline-page><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>Offline · GharInsight</title><style>:root{color-scheme:light dark;font:16px/1.5 system-ui,sans-serif}body{max-width:40rem;margin:2rem auto;padding:0 1rem}a{color:#d9480f}@media (prefers-color-scheme:dark){a{color:#ff8c42}}</style></head>
<body><main><h1>${escapeHtml(OFFLINE_PAGE_TITLE)}</h1><p>This page has not been kept for offline reading. Your saved list is: <a href="/saved">Saved</a>.</p>
<h2>Available offline</h2>${list}</main></body></html>`;
}

/** The scripts and stylesheet a kept page loads (its #gharinsight-scripts list and its stylesheet link), to keep with it. */
export function assetsOf(html: string): string[] {
  const urls: string[] = [];
  const list = /<script type="application\/json" id="gharinsight-scripts">([^<]*)<\/script>/.exec(html);
  if (list) {
    try {
      const scripts = JSON.parse(list[1]) as { entry?: unknown; preload?: unknown };
      if (typeof scripts.entry === 'string') urls.push(scripts.entry);
      if (Array.isArray(scripts.preload)) urls.push(...scripts.preload.filter((href): href is string => typeof href === 'string'));
    } catch {
      // A list that does not parse names nothing to keep; the page itself is still kept.
    }
  }
  for (const match of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)) urls.push(match[1]);
  return urls.filter((url) => url.startsWith('/assets/'));
}

/** The site's pictures a kept page shows (<img src="/images/…">), to keep with it. */
export function imagesOf(html: string): string[] {
  return [...new Set([...html.matchAll(/<img\b[^>]*\bsrc="(\/images\/[^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')))];
}
