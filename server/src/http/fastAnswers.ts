import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AnswerCache } from './answerCache.js';
import { sendCachedAnswer } from './answerCache.js';
import type { Logger } from './logger.js';
import { requestId } from './requestLog.js';

// The answer cache's front door: the first handler of the app. A request whose answer is
// kept (a REST GET, a GraphQL GET or POST seen before) is answered here, without the
// rest of the middleware chain, with everything that chain would add to it: the request
// id, the security headers and the area's CSP, the rate limit, and the request's log line.
// Anything else (a miss, a page, an error to be) goes on to the full chain unchanged.

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
  /** The security headers every answer carries (helmet), run as they are. */
  securityHeaders: RequestHandler[];
  /** The rate limit of /api and /graphql (a pass-through when off). */
  limit: RequestHandler;
  rateLimited: boolean;
  csp: { api: string; graphql: string };
  shuttingDown: () => boolean;
  bodyLimitBytes: number;
  /** The key of a GraphQL request's answer (graphqlHttp.ts). */
  graphqlKey: (method: string, url: string, accept: string | undefined, raw: Buffer | undefined) => string | undefined;
}

/** The body read by the front door, for the GraphQL handler (body-parser then skips the finished stream). */
export function takeFastBody(req: IncomingMessage): PostBody | undefined {
  return (req as FastRequest).fastBody;
}

function readBody(req: IncomingMessage, length: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      chunks.push(chunk);
    });
    req.once('end', () => resolve(size === length ? Buffer.concat(chunks, size) : undefined));
    req.once('error', () => resolve(undefined));
  });
}

export function fastAnswers(options: FastAnswerOptions): RequestHandler {
  const { cache, logger, securityHeaders, limit, rateLimited, csp, shuttingDown, bodyLimitBytes, graphqlKey } = options;

  const answer = (req: Request, res: Response, key: string, policy: string, started: number): boolean => {
    const hit = cache.get(key);
    if (!hit) return false;
    const id = requestId(req, res);
    if (shuttingDown()) res.setHeader('Connection', 'close');
    for (const handler of securityHeaders) handler(req, res, noop);
    res.setHeader('Content-Security-Policy', policy);
    const send = () => {
      if (policy === csp.graphql) res.setHeader('X-Answer-Cache', 'HIT');
      sendCachedAnswer(req, res, hit);
      if (logger.isLevelEnabled('info')) {
        logger.info({ requestId: id, req: { method: req.method, path: req.path }, res: { status: res.statusCode }, durationMs: Math.round(performance.now() - started) }, 'request');
      }
    };
    if (!rateLimited) send();
    else void limit(req, res, send);
    return true;
  };

  return (req, res, next: NextFunction) => {
    const started = performance.now();
    const { method, url } = req;
    if (method === 'GET' || method === 'HEAD') {
      if (url.startsWith('/api/') && answer(req, res, url, csp.api, started)) return;
      if (url.startsWith('/graphql?')) {
        const key = graphqlKey(method, url, req.headers.accept, undefined);
        if (key !== undefined && answer(req, res, key, csp.graphql, started)) return;
      }
      return next();
    }
    if (method === 'POST' && (url === '/graphql' || url.startsWith('/graphql?'))) {
      const length = Number(req.headers['content-length']);
      const type = req.headers['content-type'];
      if (!Number.isInteger(length) || length <= 0 || length > bodyLimitBytes || !type || !PLAIN_JSON.test(type) || req.headers['content-encoding'] !== undefined) {
        return next();
      }
      void readBody(req, length).then((raw) => {
        if (!raw) return next();
        const body: PostBody = { raw };
        (req as FastRequest).fastBody = body;
        const key = graphqlKey(method, url, req.headers.accept, raw);
        if (key !== undefined && answer(req, res, key, csp.graphql, started)) return;
        next();
      });
      return;
    }
    next();
  };
}

const noop = () => {};
