import type { Server } from 'node:http';
import express, { type Express } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from './context.js';
import { DataStore } from './data/DataStore.js';
import { createApolloServer } from './graphql/apolloServer.js';
import { AnswerCache } from './http/answerCache.js';
import { graphqlAnswerKey, graphqlHttp } from './graphql/graphqlHttp.js';
import { fastAnswers } from './http/fastAnswers.js';
import { apiDocs, graphiql } from './docs/docsPages.js';
import { errorHandler, rejectMalformedPath, sendError } from './http/errorResponses.js';
import { healthRoutes, type Lifecycle } from './http/health.js';
import { createLogger, type Logger } from './http/logger.js';
import { apiRateLimit, rateLimitPerMinute } from './http/rateLimit.js';
import { requestLog } from './http/requestLog.js';
import { API_CSP, baseSecurityHeaders, contentSecurityPolicy, SANDBOX_CSP } from './http/securityHeaders.js';
import { createHttpServer } from './http/serverTimeouts.js';
import { seoFiles } from './http/seoFiles.js';
import { feeds } from './http/feeds.js';
import { webApp } from './http/webApp.js';
import { publicUrl as configuredPublicUrl } from './config/publicUrl.js';
import { WEB_DIST, WEB_SERVER_DIST } from './paths.js';
import { PageRenderer } from './render/pageRenderer.js';
import { clipInput } from './data/errors.js';
import { apiRouter } from './rest/apiRouter.js';

/** Request bodies above this are refused with 413; a real query is a few kB. */
export const BODY_LIMIT = '100kb';
const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppOptions {
  data?: DataStore;
  webDist?: string;
  /** The server renderer's build; default web/dist-server. Without it pages are rendered in the browser only. */
  webServerDist?: string;
  logger?: Logger;
  /** Requests per client per minute on /api and /graphql; 0 = off. Default: RATE_LIMIT_PER_MINUTE or 600. */
  rateLimitPerMinute?: number;
  /** Express's `trust proxy` (TRUST_PROXY): whom to believe for the client IP and HTTPS. Default: TRUST_PROXY or off. */
  trustProxy?: boolean | number | string;
  /** The public origin for absolute URLs (sitemap, canonical links). Default: PUBLIC_URL or http://localhost:{PORT}. */
  publicUrl?: string;
}

export interface GharInsightApp {
  app: Express;
  /** The HTTP server, not yet listening (Apollo's drain plugin waits on it at shutdown). */
  server: Server;
  apollo: ApolloServer<GraphQLContext>;
  data: DataStore;
  logger: Logger;
  lifecycle: Lifecycle;
  /** Kept REST and GraphQL answers; clear() them when the data changes. */
  answers: AnswerCache;
}

/** TRUST_PROXY: `true`, a hop count (`1`), or Express's list form (`loopback`, `10.0.0.0/8`…). */
export function parseTrustProxy(value: string | undefined = process.env.TRUST_PROXY): boolean | number | string {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A path that looks like the API's (/api2/x, /apix, /graphqlx) is never the web app. */
const API_LIKE_PATH = /^\/(api|graphql)/i;

/** Builds the whole server (GraphQL, REST, web app) without listening, so tests can run it on port 0. */
export async function createApp({
  data = DataStore.fromFixtureDir(),
  webDist = WEB_DIST,
  webServerDist = WEB_SERVER_DIST,
  logger = createLogger(),
  rateLimitPerMinute: perMinute = rateLimitPerMinute(),
  trustProxy = parseTrustProxy(),
  publicUrl = configuredPublicUrl(),
}: AppOptions = {}): Promise<GharInsightApp> {
  const lifecycle: Lifecycle = { ready: false, shuttingDown: false };
  const app = express();
  const server = createHttpServer(app);
  const apollo = createApolloServer({ httpServer: server, logger });
  await apollo.start();

  app.disable('x-powered-by');
  // ETags are the app's own and strong (cachePolicy.ts), on answers worth revalidating; Express's
  // weak ones would also mark errors. Static files keep serve-static's.
  app.set('etag', false);
  app.set('trust proxy', trustProxy);
  const answers = new AnswerCache(() => data.version);
  const limit = apiRateLimit(perMinute);
  // Kept answers are sent from here, with the headers, id, limit and log line the chain below gives.
  app.use(
    fastAnswers({
      cache: answers,
      logger,
      securityHeaders: baseSecurityHeaders(),
      limit,
      rateLimited: perMinute > 0,
      csp: { api: API_CSP, graphql: SANDBOX_CSP },
      shuttingDown: () => lifecycle.shuttingDown,
      bodyLimitBytes: BODY_LIMIT_BYTES,
      graphqlKey: graphqlAnswerKey,
    }),
  );
  app.use(requestLog(logger));
  // While shutting down, every answer tells the client not to reuse its connection,
  // so no keep-alive client sends a request on a socket the drain is about to end.
  app.use((_req, res, next) => {
    if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
    next();
  });
  app.use(baseSecurityHeaders());
  app.use(healthRoutes(lifecycle));
  app.use(rejectMalformedPath);

  // REST answers are compressed once, when kept (answerCache.ts); errors are small.
  // The API's reference (Swagger UI over /api/openapi.json) and GraphiQL, both served from here.
  app.use('/api/docs', apiDocs());
  app.use('/graphiql', graphiql());
  app.use('/api', contentSecurityPolicy(API_CSP), limit, apiRouter(data, { cache: answers }));
  app.use('/graphql', contentSecurityPolicy(SANDBOX_CSP), limit, ...graphqlHttp(apollo, { data, cache: answers, bodyLimit: BODY_LIMIT }));
  app.use((req, res, next) => {
    if (!API_LIKE_PATH.test(req.path)) return next();
    res.setHeader('Content-Security-Policy', API_CSP);
    sendError(res, 404, 'NOT_FOUND', `No API path ${clipInput(req.path)}. See the README for the list.`);
  });
  const renderer = await PageRenderer.load({ distDir: webDist, serverDir: webServerDist, apollo, data, publicUrl });
  app.use(seoFiles(data, publicUrl));
  app.use(feeds(data, publicUrl));
  app.use(webApp({ distDir: webDist, renderer, renderLimit: apiRateLimit(perMinute), logger, dataVersion: () => data.version }));
  app.use(errorHandler);
  lifecycle.ready = true;
  return { app, server, apollo, data, logger, lifecycle, answers };
}
