import type { IncomingMessage } from 'node:http';
import { parse as parseUrl } from 'node:url';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import express, { type RequestHandler } from 'express';
import type { GraphQLContext } from '../context.js';
import type { DataStore } from '../data/DataStore.js';
import { AnswerCache, CachedAnswer, sendCachedAnswer } from '../http/answerCache.js';
import { API_CACHE_CONTROL, NO_STORE } from '../http/cachePolicy.js';
import { dynamicCompression } from '../http/dynamicCompression.js';
import { takeFastBody } from '../http/fastAnswers.js';
import { GRAPHIQL_LINK } from '../docs/docsPages.js';
import { API_CSP } from '../http/securityHeaders.js';

// /graphql over HTTP: Apollo Server's own handling (what @as-integrations/express5 does),
// with the answer cache in front of it. A query's 200 answer without errors is kept as
// bytes under the whole request that made it: for GET the URL (query, variables and
// persisted-query hash are in it), for POST the exact body; plus the Accept header, which
// picks the media type. So a repeat is sent without GraphQL's parse, validation, cost
// check and execution, and one client's variables never answer another's. Only answers
// that passed every check (depth, aliases, cost) are kept, so a query over the limits is
// never found in the cache: it is refused by Apollo each time. Errors are never kept.
//
// Lifetimes come from the SDL's @cacheControl hints (Apollo's cache-control plugin works
// out each answer's max-age): a GET answer is public for the API's lifetimes (cachePolicy.ts),
// or until the next minute when a hint says it shows ages (NewsArticle.timeAgo, 60 s).

/** A hinted max-age at or below this means the answer shows ages, true until the next minute only. */
const RELATIVE_TIME_MAX_AGE_S = 60;
/** POST answers are not kept by HTTP caches; the ETag still lets a client revalidate. */
const POST_CACHE_CONTROL = 'no-cache';

interface RawBodyRequest extends IncomingMessage {
  rawBody?: Buffer;
}

export interface GraphqlHttpOptions {
  /** The data being served now (it changes on a reload); each request uses the data current when it runs. */
  data: () => DataStore;
  cache: AnswerCache;
  /** Request bodies above this are refused with 413. */
  bodyLimit: string;
}

/** The key of a request's answer, or undefined when it is not a read the cache can answer. */
export function graphqlAnswerKey(method: string, url: string, accept: string | undefined, raw: Buffer | undefined): string | undefined {
  if (method === 'GET' || method === 'HEAD') {
    // Without a query or a persisted-query hash it is the landing page, not an answer.
    return url.includes('?') ? `GET ${url}\n${accept ?? ''}` : undefined;
  }
  if (method === 'POST' && raw) return `POST ${url}\n${accept ?? ''}\n${raw.toString('utf8')}`;
  return undefined;
}

/** A body the front door read (fastAnswers.ts), parsed as body-parser's strict JSON would be. */
function parseReadBody(raw: Buffer): unknown {
  const text = raw.toString('utf8').replace(/^\uFEFF/, '');
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400, statusCode: 400, expose: true });
  try {
    return JSON.parse(text);
  } catch (error) {
    throw Object.assign(error as Error, { type: 'entity.parse.failed', status: 400, statusCode: 400, expose: true });
  }
}

function apolloMaxAge(cacheControl: string | undefined): number | undefined {
  if (!cacheControl || !/\bpublic\b/.test(cacheControl)) return undefined;
  const match = /max-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

export function graphqlHttp(apollo: ApolloServer<GraphQLContext>, { data, cache, bodyLimit }: GraphqlHttpOptions): RequestHandler[] {
  const compression = dynamicCompression();
  const bodyParser = express.json({
    limit: bodyLimit,
    verify: (req, _res, buffer) => {
      (req as RawBodyRequest).rawBody = buffer;
    },
  });
  const parseJson: RequestHandler = (req, res, next) => {
    const read = takeFastBody(req);
    if (!read) return bodyParser(req, res, next);
    (req as RawBodyRequest).rawBody = read.raw;
    try {
      req.body = parseReadBody(read.raw);
    } catch (error) {
      return next(error);
    }
    next();
  };

  const lookUp: RequestHandler = (req, res, next) => {
    // Without a JSON body (a GET, or a POST of another content type) Apollo expects an
    // empty object; it then answers with its own 400s (missing query) instead of a 500.
    req.body ??= {};
    const key = graphqlAnswerKey(req.method, req.originalUrl, req.headers.accept, (req as RawBodyRequest).rawBody);
    res.locals.answerKey = key;
    const hit = key === undefined ? undefined : cache.get(key);
    if (hit) {
      res.setHeader('Content-Security-Policy', API_CSP);
      res.setHeader('X-Answer-Cache', 'HIT');
      return sendCachedAnswer(req, res, hit);
    }
    next();
  };

  const execute: RequestHandler = async (req, res, next) => {
    try {
      const current = data();
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: parseUrl(req.url).search ?? '', body: req.body },
        context: async () => ({ data: current }),
      });
      const status = response.status ?? 200;
      const type = response.headers.get('content-type') ?? '';
      const key = res.locals.answerKey as string | undefined;
      // A JSON answer (a result or an error) loads and frames nothing: the API's strict policy,
      // not the Sandbox page's (the landing page keeps the one the chain set).
      if (!/^text\/html/.test(type)) res.setHeader('Content-Security-Policy', API_CSP);
      if (response.body.kind === 'complete' && status === 200 && key !== undefined && /json/.test(type)) {
        const maxAge = apolloMaxAge(response.headers.get('cache-control'));
        const result = JSON.parse(response.body.string) as { errors?: unknown };
        if (maxAge !== undefined && maxAge > 0 && result.errors === undefined) {
          const isGet = req.method !== 'POST';
          const answer = new CachedAnswer(response.body.string, type, current.version, maxAge <= RELATIVE_TIME_MAX_AGE_S, isGet ? API_CACHE_CONTROL : POST_CACHE_CONTROL, 'Accept, Accept-Encoding');
          answer.route = '/graphql';
          cache.set(key, answer);
          for (const [name, value] of response.headers) if (name !== 'cache-control' && name !== 'content-type' && name !== 'content-length') res.setHeader(name, value);
          res.setHeader('X-Answer-Cache', 'MISS');
          // Kept POST answers are revalidated rather than cached by HTTP caches.
          return sendCachedAnswer(req, res, answer);
        }
      }
      for (const [name, value] of response.headers) res.setHeader(name, value);
      // Errors, 429s and other refusals are never kept by anyone.
      if (status >= 400 || (response.body.kind === 'complete' && /json/.test(type) && response.body.string.includes('"errors"'))) res.setHeader('Cache-Control', NO_STORE);
      res.statusCode = status;
      if (response.body.kind === 'complete') {
        // Apollo's Sandbox landing page needs the internet; it links to GraphiQL, which does not.
        res.send(/^text\/html/.test(type) ? response.body.string.replace(/<body([^>]*)>/, `<body$1>${GRAPHIQL_LINK}`) : response.body.string);
        return;
      }
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };

  return [parseJson, lookUp, compression, execute];
}
