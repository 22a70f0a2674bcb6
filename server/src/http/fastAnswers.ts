import type { IncomingMessage, RequestListener } from 'node:http';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { sendCachedAnswer, type AnswerCache, type CachedAnswer } from './answerCache.js';
import type { Logger } from './logger.js';
import { pathOf, requestId } from './requestLog.js';
import { errorHandler } from './errorResponses.js';
import { securityHeaderList } from './securityHeaders.js';
import { sendKeptPage, type KeptPage, type KeptPageLookup } from './webApp.js';
import { CACHED_ROUTE } from './metrics.js';

// The answer cache's front door: the first handler of the app. A request whose answer is
// kept (a REST GET, a GraphQL GET or POST seen before, a page rendered before) is answered
// here, without the rest of the middleware chain, with everything that chain would add to
// it: the request id, the security headers and the area's CSP, the rate limit (API and
// GraphQL; pages are limited only when rendered), and the request's log line. Anything
// else (a miss, an error to be) goes on to the full chain unchanged.

/** A POST body this handler reads itself: JSON in UTF-8, not compressed, with a length, within the limit. */
const PLAIN_JSON = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;

export interface PostBody {
  raw: Buffer;
  /** The parse failure to report as body-parser would (a 400 'Malformed JSON'), if any. */
  error?: unknown;
}

interface FastRequest extends IncomingMessage {
  fastBody?: PostBody;
}

export interface FastAnswerOptions {
  cache: AnswerCache;
  logger: Logger;
  /** The rate limit of /api and /graphql (a pass-through when off). */
  limit: RequestHandler;
  rateLimited: boolean;
  csp: { api: string; graphql: string };
  shuttingDown: () => boolean;
  bodyLimitBytes: number;
  /** The key of a GraphQL request's answer (graphqlHttp.ts). */
  graphqlKey: (method: string, url: string, accept: string | undefined, raw: Buffer | undefined) => string | undefined;
  /** The kept page for a request (webApp.ts); set once the web app is built. */
  pages?: () => KeptPageLookup | undefined;
}

/** The body read by the front door, for the GraphQL handler (body-parser then skips the finished stream). */
export function takeFastBody(req: IncomingMessage): PostBody | undefined {
  return (req as FastRequest).fastBody;
}

/**
 * Reads a body of `length` bytes (the parser delivers exactly Content-Length bytes) and calls
 * `done` with it as soon as it is whole, or with undefined if the request fails first.
 */
function readBody(req: IncomingMessage, length: number, done: (raw: Buffer | undefined) => void): void {
  // No named closures here: tsx (esbuild keepNames) would name each one on every request.
  const read = { chunks: [] as Buffer[], size: 0, finished: false };
  req.on('data', (chunk: Buffer) => {
    read.size += chunk.byteLength;
    read.chunks.push(chunk);
    if (read.size === length && !read.finished) {
      read.finished = true;
      done(read.chunks.length === 1 ? read.chunks[0] : Buffer.concat(read.chunks, read.size));
    }
  });
  req.once('end', () => {
    if (!read.finished) done(undefined);
    read.finished = true;
  });
  req.once('error', () => {
    if (!read.finished) done(undefined);
    read.finished = true;
  });
}

/** Whether the request came over HTTPS: without X-Forwarded-Proto, Express's answer is the socket's, so skip its trust-proxy look-up. */
function isSecure(req: Request): boolean {
  return req.headers['x-forwarded-proto'] === undefined ? Boolean((req.socket as { encrypted?: boolean }).encrypted) : req.secure;
}

/** Writes a hit's log line (the shape of requestLog.ts's). */
function logHit(req: Request, res: Response, logger: Logger, id: string, started: number): void {
  if (logger.isLevelEnabled('info')) {
    logger.info({ requestId: id, req: { method: req.method, path: pathOf(req.url) }, res: { status: res.statusCode }, durationMs: Math.round(performance.now() - started) }, 'request');
  }
}

/** An area's headers on a kept answer: the security headers (one list with the chain's), its CSP, and for GraphQL the cache's mark. */
function areaHead(secure: boolean, csp: string, mark: boolean): readonly string[] {
  return [...securityHeaderList(secure), 'Content-Security-Policy', csp, ...(mark ? ['X-Answer-Cache', 'HIT'] : [])];
}

/** Sends a hit and writes its log line. */
function sendHit(req: Request, res: Response, hit: CachedAnswer, before: string[], logger: Logger, id: string, started: number): void {
  sendCachedAnswer(req, res, hit, before);
  logHit(req, res, logger, id, started);
}

/** The route label of a page in the request metrics (as Express's route would give it). */
const PAGE_ROUTE = '/{*page}';

export function fastAnswers(options: FastAnswerOptions): RequestHandler {
  const { cache, logger, limit, rateLimited, csp, shuttingDown, bodyLimitBytes, graphqlKey, pages } = options;
  // Built once: a hit adds only its request id (and Connection: close while shutting down).
  const heads = {
    api: [areaHead(false, csp.api, false), areaHead(true, csp.api, false)],
    graphql: [areaHead(false, csp.graphql, true), areaHead(true, csp.graphql, true)],
    // A page's CSP follows the built index.html, so it is added per request.
    page: [securityHeaderList(false), securityHeaderList(true)],
  };

  const answerPage = (req: Request, res: Response, kept: KeptPage, started: number): void => {
    (req as { [CACHED_ROUTE]?: string })[CACHED_ROUTE] = PAGE_ROUTE;
    const id = requestId(req);
    const before = heads.page[isSecure(req) ? 1 : 0].concat('Content-Security-Policy', kept.csp, 'X-Request-Id', id);
    if (shuttingDown()) before.push('Connection', 'close');
    sendKeptPage(req, res, kept, before);
    logHit(req, res, logger, id, started);
  };

  const answer = (req: Request, res: Response, key: string, area: 'api' | 'graphql', started: number): boolean => {
    const hit = cache.get(key);
    if (!hit) return false;
    const id = requestId(req);
    const before = heads[area][isSecure(req) ? 1 : 0].concat('X-Request-Id', id);
    if (shuttingDown()) before.push('Connection', 'close');
    if (!rateLimited) sendHit(req, res, hit, before, logger, id, started);
    // A limiter that fails (its store, its handler) is answered as the chain would answer it, not passed.
    else void limit(req, res, (error?: unknown) => (error ? errorHandler(error, req, res, () => res.end()) : sendHit(req, res, hit, before, logger, id, started)));
    return true;
  };

  return (req, res, next: NextFunction) => {
    const started = performance.now();
    const { method, url } = req;
    if (method === 'GET' || method === 'HEAD') {
      if (url.startsWith('/api/') && answer(req, res, url, 'api', started)) return;
      if (url.startsWith('/graphql?')) {
        const key = graphqlKey(method, url, req.headers.accept, undefined);
        if (key !== undefined && answer(req, res, key, 'graphql', started)) return;
        return next();
      }
      const kept = pages?.()?.(req);
      if (kept) return answerPage(req, res, kept, started);
      return next();
    }
    if (method === 'POST' && (url === '/graphql' || url.startsWith('/graphql?'))) {
      const length = Number(req.headers['content-length']);
      const type = req.headers['content-type'];
      if (!Number.isInteger(length) || length <= 0 || length > bodyLimitBytes || !type || !PLAIN_JSON.test(type) || req.headers['content-encoding'] !== undefined) {
        return next();
      }
      readBody(req, length, (raw) => {
        if (!raw) return next();
        (req as FastRequest).fastBody = { raw };
        // The key is the raw body as sent, not its parse: no JSON.parse on a hit. A body that
        // differs in any byte (other variables, other spacing) is another key, so one client's
        // variables never answer another's. An over-cost (or otherwise refused) query is never
        // kept (graphqlHttp.ts keeps only answers Apollo executed after every check), so a key
        // that hits is the exact request (URL, Accept, body) of one that passed the checks: the
        // checks depend on nothing else, and would accept it again.
        const key = graphqlKey(method, url, req.headers.accept, raw);
        if (key !== undefined && answer(req, res, key, 'graphql', started)) return;
        next();
      });
      return;
    }
    next();
  };
}

/**
 * The HTTP server's request listener: the request metrics, then the front door, ahead of
 * Express's router; a request the front door does not answer goes on to the app. The
 * request and response get Express's prototypes first, as Express's own app.handle would
 * give them, so the front door's rate limit has req.ip, req.originalUrl and res.status; what a hit saves is
 * the router's dispatch through the chain, which cost more than sending a kept answer.
 */
export function frontDoorListener(app: Express, front: RequestHandler, metrics: RequestHandler): RequestListener {
  const toApp = (req: IncomingMessage, res: Parameters<RequestListener>[1]) => app(req, res);
  return (req, res) => {
    const request = req as Request;
    const response = res as Response;
    request.res = response;
    response.req = request;
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
    // And what the router sets before its first handler (the limiter's 429 reads originalUrl).
    request.originalUrl = req.url ?? '/';
    request.baseUrl = '';
    metrics(request, response, noop);
    front(request, response, () => toApp(req, res));
  };
}

function noop(): void {}
