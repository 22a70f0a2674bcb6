import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { GraphQLContext } from '../context.js';
import type { DataStore } from '../data/DataStore.js';
import { GRAPHIQL_LINK } from '../docs/docsPages.js';
import { AnswerCache, CachedAnswer, sendKept } from '../http/answerCache.js';
import { SANDBOX_CSP, setContentSecurityPolicy, setNoStore } from '../http/answerHeaders.js';
import { API_CACHE_CONTROL } from '../http/cachePolicy.js';
import { dynamicCompression } from '../http/dynamicCompression.js';

// /graphql over HTTP: Apollo Server's Express integration (@as-integrations/express5), with
// what it sends caught on the way out. A query's 200 answer without errors is kept in the
// answer cache under the key the look-up gave the request (answerCache.ts: for GET the URL,
// for a plain-JSON POST the exact body, plus the Accept header, which picks the media type),
// so a repeat is sent without GraphQL's parse, validation, cost check and execution. Only
// answers that passed every check (depth, aliases, cost) are kept, so a query over the
// limits is never found in the cache: Apollo refuses it each time. Errors are never kept.
//
// Lifetimes come from the SDL's @cacheControl hints (Apollo's cache-control plugin works
// out each answer's max-age): a GET answer is public for the API's lifetimes (cachePolicy.ts),
// or until the next minute when a hint says it shows ages (NewsArticle.timeAgo, 60 s).

/** A hinted max-age at or below this means the answer shows ages, true until the next minute only. */
const RELATIVE_TIME_MAX_AGE_S = 60;
/** POST answers are not kept by HTTP caches; the ETag still lets a client revalidate. */
const POST_CACHE_CONTROL = 'no-cache';

export interface GraphqlHttpOptions {
  /** The data being served now (it changes on a reload); each request uses the data current when it runs. */
  data: () => DataStore;
  cache: AnswerCache;
  /** Request bodies above this are refused with 413. */
  bodyLimit: string;
}

/** A body the look-up read as bytes (answerCache.ts), parsed as body-parser's strict JSON would be. */
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

function publicMaxAge(cacheControl: unknown): number | undefined {
  if (typeof cacheControl !== 'string' || !/\bpublic\b/.test(cacheControl)) return undefined;
  const match = /max-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

/**
 * Catches the one res.send of Apollo's integration: a keepable answer is kept and sent as
 * kept answers are (so the first answer and later hits carry the same headers), an error is
 * no-store, and the Sandbox landing page gets its CSP and a link to GraphiQL.
 */
function keepWhatApolloSends(req: Request, res: Response, cache: AnswerCache, dataVersion: string): void {
  const send = res.send.bind(res);
  res.send = ((body: unknown) => {
    res.send = send;
    if (typeof body !== 'string') return send(body);
    const type = String(res.getHeader('content-type') ?? '');
    if (/^text\/html/.test(type)) {
      // Apollo's Sandbox page needs the internet; it links to GraphiQL, which does not.
      setContentSecurityPolicy(res, SANDBOX_CSP);
      return send(body.replace(/<body([^>]*)>/, `<body$1>${GRAPHIQL_LINK}`));
    }
    const maxAge = res.statusCode === 200 && /json/.test(type) ? publicMaxAge(res.getHeader('cache-control')) : undefined;
    if (maxAge !== undefined && maxAge > 0 && (JSON.parse(body) as { errors?: unknown }).errors === undefined) {
      const answer = new CachedAnswer(body, type, dataVersion, maxAge <= RELATIVE_TIME_MAX_AGE_S, {
        // Kept POST answers are revalidated rather than kept by HTTP caches.
        cacheControl: req.method === 'POST' ? POST_CACHE_CONTROL : API_CACHE_CONTROL,
        vary: 'Accept, Accept-Encoding',
        mark: 'X-Answer-Cache',
        route: '/graphql',
      });
      cache.keep(req, answer);
      sendKept(req, res, answer, false);
      return res;
    }
    // Errors, refusals and answers too short-lived to keep are never kept by anyone.
    setNoStore(res);
    return send(body);
  }) as Response['send'];
}

export function graphqlHttp(apollo: ApolloServer<GraphQLContext>, { data, cache, bodyLimit }: GraphqlHttpOptions): RequestHandler[] {
  const compression = dynamicCompression();
  const parseJson = express.json({ limit: bodyLimit });
  // A plain-JSON POST was read by the look-up; any other body (another charset, compressed, chunked) by body-parser.
  const parseBody: RequestHandler = (req, res, next) => {
    if (!Buffer.isBuffer(req.body)) return parseJson(req, res, next);
    try {
      req.body = parseReadBody(req.body);
    } catch (error) {
      return next(error);
    }
    next();
  };
  const apolloHandler = expressMiddleware(apollo, { context: async ({ res }) => ({ data: res.locals.data as DataStore }) });
  const execute: RequestHandler = (req, res, next) => {
    // Without a JSON body (a GET, or a POST of another content type) Apollo expects an
    // empty object; it then answers with its own 400s (missing query) instead of a 500.
    req.body ??= {};
    const current = data();
    res.locals.data = current;
    keepWhatApolloSends(req, res, cache, current.version);
    return apolloHandler(req, res, next);
  };
  return [parseBody, compression, execute];
}
