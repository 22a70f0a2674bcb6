import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { answerCacheHits, answerCacheMisses, CACHED_ROUTE } from './metrics.js';
import { API_CACHE_CONTROL, matchesIfNoneMatch, relativeTimeCacheControl, strongEtag, untilNextMinute } from './cachePolicy.js';

// Serialised answers (REST JSON and GraphQL results), kept as bytes and sent as they are
// until the data changes: a repeat request costs a look-up and a write, not a data-layer
// read and a JSON.stringify, nor GraphQL's parse, validation and execution. Only 200
// answers are stored (never an error nor a 429); the key is the whole request that makes
// the answer (URL, and for GraphQL POST the body and the negotiated media type), so one
// client's variables never answer another's. Keys carry the data version, and clear()
// drops everything (for a data reload). Bounded by size (lru-cache, least recently used
// out first), so any number of distinct URLs cannot exhaust memory.

export type Encoding = 'br' | 'gzip' | 'identity';
/** Answers under this are sent uncompressed (as dynamicCompression does). */
const COMPRESS_FROM_BYTES = 1024;
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

export class CachedAnswer {
  readonly identity: Buffer;
  readonly etag: string;
  private gzip?: Buffer;
  private br?: Buffer;
  /** Content-Disposition, for a file download (a CSV). */
  disposition?: string;
  /** The route pattern that made the answer (`/api/properties/:id`), for the metrics of a request it answers. */
  route?: string;
  /** The headers of a 200 in each encoding and of a 304, built once: a hit sends them in one writeHead. */
  private readonly heads: Partial<Record<Encoding | 'notModified', readonly string[]>> = {};

  constructor(
    body: string,
    readonly contentType: string,
    /** The version of the data the answer was made from; it is kept under that version only. */
    readonly dataVersion: string,
    /** The answer shows ages: kept, and cacheable by clients, until the next minute only. */
    readonly relativeTime: boolean,
    /** Cache-Control for a long-lived answer (a GraphQL answer's may be shorter, from its hints). */
    private readonly cacheControl: string = API_CACHE_CONTROL,
    /** The request headers the answer depends on besides the URL (GraphQL's media type follows Accept). */
    readonly vary: string = 'Accept-Encoding',
  ) {
    this.identity = Buffer.from(body, 'utf8');
    this.etag = strongEtag(dataVersion, this.identity);
  }

  body(encoding: Encoding): Buffer {
    if (encoding === 'gzip') return (this.gzip ??= gzipSync(this.identity, { level: 6 }));
    if (encoding === 'br') return (this.br ??= brotliCompressSync(this.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }));
    return this.identity;
  }

  /**
   * The answer's own headers as a flat [name, value, …] list, for a 200 in `encoding` or a 304
   * (`notModified`). Cache-Control is left out of an answer that shows ages (it changes each second).
   */
  head(kind: Encoding | 'notModified'): readonly string[] {
    let head = this.heads[kind];
    if (!head) {
      const list = ['ETag', this.etag, 'Vary', this.vary];
      if (!this.relativeTime) list.push('Cache-Control', this.cacheControl);
      if (kind !== 'notModified') {
        list.push('Content-Type', this.contentType, 'Content-Length', String(this.body(kind).byteLength));
        if (kind !== 'identity') list.push('Content-Encoding', kind);
        if (this.disposition) list.push('Content-Disposition', this.disposition);
      }
      head = this.heads[kind] = list;
    }
    return head;
  }

  get size(): number {
    return Math.ceil(this.identity.byteLength * 1.5) + 200;
  }
}

export class AnswerCache {
  private readonly answers: LRUCache<string, CachedAnswer>;

  constructor(
    /** The data version now; a key made under another version is never found. */
    private readonly dataVersion: () => string,
    maxBytes = ANSWER_CACHE_BYTES,
    private readonly now: () => number = Date.now,
  ) {
    // A key counts too: a GraphQL POST's is its body (up to the body limit), so the bound holds whatever the keys.
    this.answers = new LRUCache({ maxSize: maxBytes, sizeCalculation: (answer, key) => answer.size + 2 * key.length, perf: { now }, ttlResolution: 0 });
  }

  get version(): string {
    return this.dataVersion();
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.answers.get(`${this.dataVersion()} ${key}`);
    // A miss is counted where the answer is made and kept (set), since a request may look twice.
    if (hit) answerCacheHits.inc();
    return hit;
  }

  /**
   * Keeps a 200 answer (until the next minute when it shows ages) under the version of the data it
   * was made from: an answer a request made from the old data while a reload swapped it in is never
   * found under the new version.
   */
  set(key: string, answer: CachedAnswer): void {
    answerCacheMisses.inc();
    this.answers.set(`${answer.dataVersion} ${key}`, answer, answer.relativeTime ? { ttl: untilNextMinute(this.now()) } : undefined);
  }

  /** Drops every answer (the data changed). */
  clear(): void {
    this.answers.clear();
  }

  get count(): number {
    return this.answers.size;
  }
}

/** Accept-Encoding headers seen, and the encoding each gets (a handful of distinct values in practice). */
const encodingByHeader = new LRUCache<string, Encoding>({ max: 256 });

/** The smallest encoding the client accepts (browsers list gzip before br). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = encodingByHeader.get(acceptEncoding);
  if (!encoding) {
    const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip', 'identity']);
    encoding = (['br', 'gzip'] as const).find((candidate) => accepted.includes(candidate)) ?? 'identity';
    encodingByHeader.set(acceptEncoding, encoding);
  }
  return encoding;
}

/**
 * Sends a cached answer: 304 when If-None-Match names its ETag, else its bytes in the
 * encoding the client takes, in one writeHead of its prebuilt headers. `before` are
 * headers the caller adds (the front door's security headers, request id…, fastAnswers.ts);
 * headers set earlier with setHeader (the middleware chain's) stay as well.
 */
export function sendCachedAnswer(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, before?: readonly string[]): void {
  if (answer.route) (req as { [CACHED_ROUTE]?: string })[CACHED_ROUTE] = answer.route;
  const notModified = req.headers['if-none-match'] !== undefined && matchesIfNoneMatch(req.headers['if-none-match'], answer.etag);
  const encoding = notModified || answer.identity.byteLength < COMPRESS_FROM_BYTES ? 'identity' : chooseEncoding(req.headers['accept-encoding']);
  const own = answer.head(notModified ? 'notModified' : encoding);
  let head = before ? before.concat(own) : (own as string[]);
  if (answer.relativeTime) head = head.concat('Cache-Control', relativeTimeCacheControl());
  if (notModified) {
    res.writeHead(304, head);
    res.end();
    return;
  }
  res.writeHead(200, head);
  res.end(req.method === 'HEAD' ? undefined : answer.body(encoding));
}
