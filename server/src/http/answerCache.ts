import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { keptAnswerHead, reserveAnswerHeaders, setAnswerHeaders, type KeptAnswerFields } from './answerHeaders.js';
import { API_CACHE_CONTROL, matchesIfNoneMatch, strongEtag, untilNextMinute } from './cachePolicy.js';
import { errorHandler } from './errorResponses.js';
import { answerCacheHits, answerCacheMisses, CACHED_ROUTE } from './metrics.js';
import type { LoggedRequest } from './requestLog.js';

// Kept answers: REST JSON, GraphQL results and rendered pages, as bytes, sent as they are
// until the data changes. A repeat request costs a look-up and one writeHead, not a
// data-layer read and a JSON.stringify, GraphQL's parse, validation and execution, or a
// render. API answers are kept here (AnswerCache); pages in the render cache
// (render/renderCache.ts, which also joins requests for a page being rendered); both hold
// CachedAnswers, and both are looked up in one place, `cachedAnswers` below, the third of
// the app's first handlers (firstHandlers, frontDoor). The key is the whole request that
// makes the answer (URL, and for GraphQL the Accept header and a POST's exact body), so one
// client's variables never answer another's. Keys carry the data version, and clear()
// drops everything (a reload).
// Bounded by size (lru-cache, least recently used out first).

export type Encoding = 'br' | 'gzip' | 'identity';
/** Answers under this are sent uncompressed (as dynamicCompression does). */
const COMPRESS_FROM_BYTES = 1024;
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

export interface AnswerOptions {
  /** The status it is sent with: 200, or a page's 404 or redirect (those are no-store, without an ETag). */
  status?: number;
  /** Cache-Control of a 200 that does not show ages (default: the API's). */
  cacheControl?: string;
  /** The request headers the answer depends on besides the URL (GraphQL's media type follows Accept, a page's theme the cookie). */
  vary?: string;
  /** Its own Content-Security-Policy (a page's); otherwise the API's, which every answer starts with. */
  csp?: string;
  /** A page's redirect target: webApp.ts sends it with res.redirect; the look-up never does. */
  location?: string;
  /** Content-Disposition, for a file download (a CSV). */
  disposition?: string;
  /** The header that says whether it was kept: X-Answer-Cache (GraphQL) or X-Render-Cache (pages). */
  mark?: string;
  /** The route pattern that made it (`/api/properties/:id`), for the metrics of a request it answers. */
  route?: string;
}

/** One kept answer, API or page, with its headers built once (answerHeaders.ts). */
export class CachedAnswer implements KeptAnswerFields {
  readonly identity: Buffer;
  readonly etag: string;
  readonly status: number;
  readonly cacheControl: string;
  readonly vary: string;
  readonly csp?: string;
  readonly location?: string;
  readonly disposition?: string;
  readonly mark?: string;
  readonly route?: string;
  readonly heads: (readonly string[] | undefined)[] = [];
  private readonly compressed: Partial<Record<'br' | 'gzip', Buffer>> = {};

  constructor(
    body: string,
    readonly contentType: string,
    /** The version of the data the answer was made from; it is kept under that version only. */
    readonly dataVersion: string,
    /** The answer shows ages: kept, and cacheable by clients, until the next minute only. */
    readonly relativeTime: boolean,
    { status = 200, cacheControl = API_CACHE_CONTROL, vary = 'Accept-Encoding', csp, location, disposition, mark, route }: AnswerOptions = {},
  ) {
    this.identity = Buffer.from(body, 'utf8');
    this.etag = strongEtag(dataVersion, this.identity);
    this.status = status;
    this.cacheControl = cacheControl;
    this.vary = vary;
    this.csp = csp;
    this.location = location;
    this.disposition = disposition;
    this.mark = mark;
    this.route = route;
  }

  /** The bytes in an encoding, each compressed form made the first time a client asks for it. */
  body(encoding: Encoding): Buffer {
    if (encoding === 'gzip') return (this.compressed.gzip ??= gzipSync(this.identity, { level: 9 }));
    // Brotli at quality 9: about as small as 11 for JSON and HTML, at a fraction of the time.
    if (encoding === 'br') return (this.compressed.br ??= brotliCompressSync(this.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }));
    return this.identity;
  }

  byteLength(encoding: Encoding): number {
    return this.body(encoding).byteLength;
  }

  /** Bytes held: the answer and the compressed forms it may grow. */
  get size(): number {
    return Math.ceil(this.identity.byteLength * 1.5) + 200;
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
 * Sends a kept answer, just kept (`hit` false) or found: 304 when If-None-Match names its
 * ETag, else its bytes in the encoding the client takes, in one writeHead of its headers
 * (answerHeaders.ts), which add to those every answer got when it arrived.
 */
export function sendKept(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, hit: boolean): void {
  if (answer.route) (req as { [CACHED_ROUTE]?: string })[CACHED_ROUTE] = answer.route;
  const notModified = answer.status === 200 && matchesIfNoneMatch(req.headers['if-none-match'], answer.etag);
  const encoding = notModified || answer.identity.byteLength < COMPRESS_FROM_BYTES ? 'identity' : chooseEncoding(req.headers['accept-encoding']);
  res.writeHead(notModified ? 304 : answer.status, keptAnswerHead(res, answer, notModified ? 'notModified' : encoding, hit));
  res.end(notModified || req.method === 'HEAD' ? undefined : answer.body(encoding));
}

/** The key the look-up computed for a request, for the handler that makes and keeps its answer. */
const ANSWER_KEY = Symbol('answerKey');
type KeyedRequest = IncomingMessage & { [ANSWER_KEY]?: string };

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

  get(key: string): CachedAnswer | undefined {
    const hit = this.answers.get(`${this.dataVersion()} ${key}`);
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

  /** Keeps the answer to `req` under the key cachedAnswers gave it (none: it is not a request the look-up can answer). */
  keep(req: IncomingMessage, answer: CachedAnswer): void {
    const key = (req as KeyedRequest)[ANSWER_KEY];
    if (key !== undefined) this.set(key, answer);
  }

  /** Drops every answer (the data changed). */
  clear(): void {
    this.answers.clear();
  }

  get count(): number {
    return this.answers.size;
  }
}

/** A POST body the look-up reads itself: JSON in UTF-8, not compressed, with a length. Others go to body-parser's json. */
const PLAIN_JSON = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

export interface CachedAnswersOptions {
  cache: AnswerCache;
  /** The rate limit of /api and /graphql, applied to their kept answers too (kept pages are not limited: only renders are); none when it is off. */
  limit?: RequestHandler;
  /** The kept page for a request (webApp.ts), once the web app is built. */
  pages: (req: Request) => CachedAnswer | undefined;
  bodyLimit: string;
  bodyLimitBytes: number;
}

/**
 * The one look-up of kept answers: a REST GET, a GraphQL GET or plain-JSON POST seen before,
 * a page rendered before. It runs right after startAnswer and requestLog, ahead of Express's
 * router (frontDoor), so a kept answer skips the chain (Express's dispatch through it cost more
 * than sending the answer) yet has every header, its log line and its count. On a miss it
 * leaves the request's key (AnswerCache.keep) and, for a POST, the raw body it read
 * (graphqlHttp.ts parses it).
 */
export function cachedAnswers({ cache, limit, pages, bodyLimit, bodyLimitBytes }: CachedAnswersOptions): RequestHandler {
  // body-parser's raw reader; body-parser's json then skips the finished stream.
  const readRaw = express.raw({ type: () => true, limit: bodyLimit });

  function answer(req: Request, res: Response, next: NextFunction, key: string): void {
    (req as KeyedRequest)[ANSWER_KEY] = key;
    const hit = cache.get(key);
    if (!hit) return next();
    if (!limit) return sendKept(req, res, hit, true);
    // The limit counts kept answers as any other; its 429 carries every header startAnswer gave.
    setAnswerHeaders(res);
    void limit(req, res, (error?: unknown) => (error ? next(error) : sendKept(req, res, hit, true)));
  }

  return (req, res, next) => {
    const { method, url } = req;
    if (method === 'GET' || method === 'HEAD') {
      if (url.startsWith('/api/')) return answer(req, res, next, url);
      // Without a query or a persisted-query hash it is the landing page, not an answer.
      if (url.startsWith('/graphql?')) return answer(req, res, next, `GET ${url}\n${req.headers.accept ?? ''}`);
      const page = pages(req);
      return page ? sendKept(req, res, page, true) : next();
    }
    if (method !== 'POST' || !(url === '/graphql' || url.startsWith('/graphql?'))) return next();
    const length = Number(req.headers['content-length']);
    const type = req.headers['content-type'];
    if (!Number.isInteger(length) || length <= 0 || length > bodyLimitBytes || !type || !PLAIN_JSON.test(type) || req.headers['content-encoding'] !== undefined) return next();
    readRaw(req, res, (error?: unknown) => {
      if (error) return next(error);
      // The key is the raw body as sent, not its parse: no JSON.parse on a hit. A body that
      // differs in any byte is another key. Only answers Apollo executed after every check
      // (depth, aliases, cost) are kept, so a key that hits is the exact request (URL, Accept,
      // body) of one that passed them: the checks depend on nothing else.
      answer(req, res, next, `POST ${url}\n${req.headers.accept ?? ''}\n${(req.body as Buffer).toString('utf8')}`);
    });
  };
}

/** Marks a request whose first handlers have run (frontDoor ran them; the app's copy then passes). */
const STARTED = Symbol('started');

/**
 * The first handlers of every request as one — its headers (answerHeaders.ts), its log line and
 * count (requestLog.ts), the look-up of kept answers — run once per request: by the HTTP server's
 * listener (frontDoor), or as the app's first handler when the app is served without it.
 */
export function firstHandlers(begin: RequestHandler, log: RequestHandler, lookUp: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const marked = req as Request & { [STARTED]?: true };
    if (marked[STARTED]) return next();
    marked[STARTED] = true;
    // Both are synchronous and never fail: they only note the headers and add a listener.
    void begin(req, res, noop);
    void log(req, res, noop);
    // Anything but a kept answer gets the headers startAnswer gave before it runs.
    return lookUp(req, res, (error?: unknown) => {
      setAnswerHeaders(res);
      next(error);
    });
  };
}

/**
 * The HTTP server's listener: runs the app's first handlers (the very functions the app runs,
 * firstHandlers) ahead of Express's router, so a kept answer is sent without the router's
 * dispatch, which cost more than sending it (the cache bench, issue 33's note); anything else
 * goes on to the app. The request and response first get what Express's app.handle and router
 * give them before a first handler: the app's prototypes (req.ip and req.secure read its trust
 * proxy, the limiter's 429 uses res.status), originalUrl and baseUrl.
 */
export function frontDoor(app: Express, first: RequestHandler): RequestListener {
  return (req, res) => {
    const request = req as Request;
    const response = res as Response;
    reserveFields(request, response);
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    // As Express's router does for a handler, a throw is passed on as an error is.
    try {
      void first(request, response, (error?: unknown) => (error ? answerError(error, request, response) : app(req, res)));
    } catch (error) {
      answerError(error, request, response);
    }
  };
}

/**
 * Gives the request and response every own property the first handlers (and the rate limit,
 * express-rate-limit's req.rateLimit) set, before their prototypes change. V8 stops caching an
 * object's hidden-class transitions once its prototype is swapped: each property added after
 * the swap built a new hidden class, copying the request's 40-odd property descriptors, every
 * request (7 on a kept answer; 6 kB of garbage a request, a third of a kept REST answer's CPU
 * in tests/bench's cache figures). Set before the swap, they reuse one class; later writes only
 * change values.
 */
function reserveFields(req: Request, res: Response): void {
  req.res = res;
  res.req = req;
  // What Express's router sets before its first handler (the limiter's 429 reads originalUrl).
  req.originalUrl = req.url;
  req.baseUrl = '';
  const fields = req as Request & LoggedRequest & { [STARTED]?: true; [ANSWER_KEY]?: string; [CACHED_ROUTE]?: string; rateLimit?: unknown };
  fields[STARTED] = undefined;
  fields.id = undefined;
  fields.log = undefined;
  fields[ANSWER_KEY] = undefined;
  fields[CACHED_ROUTE] = undefined;
  fields.rateLimit = undefined;
  reserveAnswerHeaders(res);
}

/** An error from the first handlers run by frontDoor: the app's error answer (errorResponses.ts). */
function answerError(error: unknown, req: Request, res: Response): void {
  setAnswerHeaders(res);
  errorHandler(error, req, res, () => res.end());
}

function noop(): void {}
