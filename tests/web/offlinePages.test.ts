import { describe, expect, it } from 'vitest';
import { assetsOf, imagesOf, isCompletePage, markOffline, offlinePageHtml, titleOf } from '../../web/src/sw/pageText';

// The service worker's text work on kept pages (web/src/sw/pageText.ts): a damaged copy is
// recognised, the offline mark goes outside the app's root, the offline page lists what is kept.

const page = `<!doctype html><html lang="en"><head><title>Baner, Pune &amp; more</title><link rel="stylesheet" crossorigin href="/assets/style-1.css"></head>
<body><div id="root"><img src="/images/a.svg"><h1>Baner</h1></div><script type="application/json" id="gharinsight-scripts">{"entry":"/assets/index-1.js","preload":["/assets/react-1.js"]}</script></body></html>`;

describe('kept pages', () => {
  it('accepts a whole page and refuses one cut short or without the app', () => {
    expect(isCompletePage(page)).toBe(true);
    expect(isCompletePage(page.slice(0, -20))).toBe(false);
    expect(isCompletePage('<html><body>hello</body></html>')).toBe(false);
  });

  it('reads the title, the files and the pictures a page needs', () => {
    expect(titleOf(page)).toBe('Baner, Pune & more');
    expect(assetsOf(page)).toEqual(['/assets/index-1.js', '/assets/react-1.js', '/assets/style-1.css']);
    expect(imagesOf(page)).toEqual(['/images/a.svg']);
  });

  it('marks an offline copy first in the body, outside the root, leaving the rest as it was', () => {
    const marked = markOffline(page, '2026-09-05T10:00:00.000Z');
    expect(marked).toMatch(/<body><p class="gharinsight-offline-mark" role="status"[^>]*>Offline — saved copy from \d{1,2} Sep 2026<\/p><div id="root">/);
    expect(marked.replace(/<p class="gharinsight-offline-mark"[^]*?<\/p>/, '')).toBe(page);
  });

  it('lists the kept pages on the offline page, escaped, with a link to /saved', () => {
    const html = offlinePageHtml([{ url: '/property/401', title: 'Home <1>', storedAt: '2026-09-05T10:00:00.000Z' }]);
    expect(html).toContain('<h1>You&#39;re offline</h1>');
    expect(html).toContain('<a href="/saved">Saved</a>');
    expect(html).toContain('<a href="/property/401">Home &#60;1&#62;</a>');
    expect(offlinePageHtml([])).toContain('No pages are kept for offline reading yet.');
  });
});
