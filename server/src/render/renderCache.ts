import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { strongEtag, untilNextMinute } from '../http/cachePolicy.js';

// Rendered pages, kept per URL and theme. The data changes only by a reload, which
// clears this cache (clear()), so a page is rendered once and then sent from here, until the end of the
// minute: pages also show how long ago each article was published ('8 hours ago'),
// which the API works out when it answers, and those ages (whole minutes at the
// finest, from publish times on the minute) change only at a minute's turn. Bounded by
// size (lru-cache, least recently used out first), so any number of distinct URLs
// cannot exhaust memory. Each compressed form is made the first time a client asks for it.

export type Encoding = 'br' | 'gzip' | 'identity';

export interface RenderedPage {
  status: number;
  redirect?: string;
  html: string;
}

export class CachedPage {
  private readonly bodies = new Map<Encoding, Buffer>();
  readonly identity: Buffer;

  private etag?: string;
  /** The headers of a hit in each encoding and of a 304, built once (sent in one writeHead by the front door). */
  private readonly heads: Partial<Record<Encoding | 'notModified', readonly string[]>> = {};

  constructor(readonly page: RenderedPage) {
    this.identity = Buffer.from(page.html, 'utf8');
    this.bodies.set('identity', this.identity);
  }

  body(encoding: Encoding): Buffer {
    let body = this.bodies.get(encoding);
    if (!body) {
      // Brotli at quality 9: about as small as 11 for HTML, at a fraction of the time.
      body =
        encoding === 'br'
          ? brotliCompressSync(this.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(this.identity, { level: 9 });
      this.bodies.set(encoding, body);
    }
    return body;
  }

  /** The page's strong ETag under a data version (hashed once). */
  etagFor(dataVersion: string): string {
    return (this.etag ??= strongEtag(dataVersion, this.identity));
  }

  /**
   * A kept page's own headers as a flat [name, value, …] list, for a 200 in `encoding` or a 304
   * (`notModified`), under the data version it was kept for. Cache-Control is left out: it runs
   * to the next minute's turn (relativeTimeCacheControl), so it changes each second.
   */
  head(kind: Encoding | 'notModified', dataVersion: string): readonly string[] {
    let head = this.heads[kind];
    if (!head) {
      // Vary: the theme comes from the cookie, so the page does too.
      const list = ['X-Render-Cache', 'HIT', 'Vary', 'Accept-Encoding, Cookie', 'ETag', this.etagFor(dataVersion)];
      if (kind !== 'notModified') {
        if (kind !== 'identity') list.push('Content-Encoding', kind);
        list.push('Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(this.body(kind).byteLength));
      }
      head = this.heads[kind] = list;
    }
    return head;
  }

  /** Bytes held: the page and the compressed forms it may grow (about a fifth each). */
  get size(): number {
    return Math.ceil(this.identity.byteLength * 1.4);
  }
}

/** 64 MiB holds every known page in both themes (about 900 pages of 70 kB). */
export const RENDER_CACHE_BYTES = 64 * 1024 * 1024;

export class RenderCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Renders under way, so many requests for one uncached URL cause one render. */
  private readonly pending = new Map<string, Promise<CachedPage>>();
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

  peek(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  async get(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    const cached = this.pages.get(key);
    if (cached) return cached;
    let pending = this.pending.get(key);
    if (!pending) {
      const generation = this.generation;
      const started = render()
        .then((page) => {
          const entry = new CachedPage(page);
          if (generation === this.generation) this.pages.set(key, entry, { ttl: untilNextMinute(this.now()) });
          return entry;
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
