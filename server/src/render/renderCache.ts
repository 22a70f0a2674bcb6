import { LRUCache } from 'lru-cache';
import type { CachedAnswer } from '../http/answerCache.js';
import { untilNextMinute } from '../http/cachePolicy.js';

// Rendered pages, kept per URL and theme. The data changes only by a reload, which
// clears this cache (clear()), so a page is rendered once and then sent from here, until the end of the
// minute: pages also show how long ago each article was published ('8 hours ago'),
// which the API works out when it answers, and those ages (whole minutes at the
// finest, from publish times on the minute) change only at a minute's turn. Bounded by
// size (lru-cache, least recently used out first), so any number of distinct URLs
// cannot exhaust memory. A page is kept as a CachedAnswer (http/answerCache.ts), the type
// of every kept answer; the answer cache's look-up sends it (webApp.ts's keptPage).

export interface RenderedPage {
  status: number;
  redirect?: string;
  html: string;
}

/** 64 MiB holds every known page in both themes (about 900 pages of 70 kB). */
export const RENDER_CACHE_BYTES = 64 * 1024 * 1024;

export class RenderCache {
  private readonly pages: LRUCache<string, CachedAnswer>;
  /** Renders under way, so many requests for one uncached URL cause one render. */
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  /** Bumped by clear(): a render started before it is sent to its requests but not kept. */
  private generation = 0;

  constructor(
    maxBytes = RENDER_CACHE_BYTES,
    /** The clock (tests pass their own). */
    private readonly now: () => number = Date.now,
  ) {
    // ttlResolution 0: read the clock on every lookup rather than a cached reading.
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => page.size, perf: { now }, ttlResolution: 0 });
  }

  peek(key: string): CachedAnswer | undefined {
    return this.pages.get(key);
  }

  /** The page kept under `key`, else the one `render` makes (kept unless a clear() came in between). */
  async get(key: string, render: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const cached = this.pages.get(key);
    if (cached) return cached;
    let pending = this.pending.get(key);
    if (!pending) {
      const generation = this.generation;
      const started = render()
        .then((page) => {
          if (generation === this.generation) this.pages.set(key, page, { ttl: untilNextMinute(this.now()) });
          return page;
        })
        .finally(() => {
          if (this.pending.get(key) === started) this.pending.delete(key);
        });
      pending = started;
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** Drops every page (the data changed): later requests render again; renders under way are not kept. */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.pending.clear();
  }

  get count(): number {
    return this.pages.size;
  }
}
