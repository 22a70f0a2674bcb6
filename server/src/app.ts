import type { RequestListener, Server } from 'node:http';
import express, { type Express } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from './context.js';
import { DataStore } from './data/DataStore.js';
import { loadFixturesAsync } from './data/loadFixtures.js';
import { dataDir } from './data/dataDir.js';
import { LiveData } from './data/liveData.js';
import { createApolloServer } from './graphql/apolloServer.js';
import { AnswerCache, cachedAnswers, firstHandlers, frontDoor } from './http/answerCache.js';
import { startAnswer } from './http/answerHeaders.js';
import { graphqlHttp } from './graphql/graphqlHttp.js';
import { apiDocs, graphiql } from './docs/docsPages.js';
import { errorHandler, rejectMalformedPath, sendError } from './http/errorResponses.js';
import { healthRoutes, type Lifecycle } from './http/health.js';
import { createLogger, type Logger } from './http/logger.js';
import { metricsPort } from './http/adminServer.js';
import { collectProcessMetrics, dataLoadedAt, metricsRoute } from './http/metrics.js';
import { queueReloads, reloadData, type ReloadOutcome } from './http/reload.js';
import { apiRateLimit, rateLimitPerMinute } from './http/rateLimit.js';
import { requestLog } from './http/requestLog.js';
import { RedisConnection, RedisOrMemoryStore } from './http/sharedRateLimit.js';
import { RedisOrMemoryCache } from './graphql/sharedPersistedQueries.js';
import { createHttpServer } from './http/serverTimeouts.js';
import { seoFiles } from './http/seoFiles.js';
import { feeds } from './http/feeds.js';
import { webApp } from './http/webApp.js';
import { publicUrl as configuredPublicUrl } from './config/publicUrl.js';
import { serviceWorkerEnabled } from './config/serviceWorker.js';
import { WEB_DIST, WEB_SERVER_DIST } from './paths.js';
import { PageRenderer } from './render/pageRenderer.js';
import { RenderCache } from './render/renderCache.js';
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
  /** How a reload reads the data again. Default: DATA_DIR (else the shipped fixtures), validated. */
  loadData?: () => DataStore | Promise<DataStore>;
  /** GET /metrics on this (public) port. Default: when METRICS_PORT is unset. */
  metricsOnPublicPort?: boolean;
  /** REDIS_URL: count the rate limit in Redis, shared by every worker and instance (http/sharedRateLimit.ts). Default: memory. */
  redisUrl?: string;
  /** Serve the service worker and have pages register it (SERVICE_WORKER, default on). */
  serviceWorker?: boolean;
}

export interface GharInsightApp {
  /** The whole app. `server` serves it through frontDoor (answerCache.ts), which sends kept answers ahead of its router; served alone it answers the same, only without that shortcut. */
  app: Express;
  /** The HTTP server, not yet listening (Apollo's drain plugin waits on it at shutdown). */
  server: Server;
  apollo: ApolloServer<GraphQLContext>;
  /** The data at start-up; `live.current` is the data being served (it changes on reload). */
  data: DataStore;
  live: LiveData;
  /** Loads the data again and swaps it in, or refuses it (logged) and keeps the old (http/reload.ts). */
  reload: () => Promise<ReloadOutcome>;
  logger: Logger;
  lifecycle: Lifecycle;
  /** Kept REST and GraphQL answers; clear() them when the data changes (a reload does). */
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
  loadData = async () => new DataStore(await loadFixturesAsync(dataDir())),
  metricsOnPublicPort = metricsPort() === undefined,
  redisUrl = process.env.REDIS_URL?.trim() || undefined,
  serviceWorker = serviceWorkerEnabled(),
}: AppOptions = {}): Promise<GharInsightApp> {
  const lifecycle: Lifecycle = { ready: false, shuttingDown: false };
  collectProcessMetrics();
  // The data being served, swapped whole by a reload (data/liveData.ts). Whatever is built
  // from it is built per data set; each request uses the data current when it started.
  const live = new LiveData(data);
  dataLoadedAt.set(live.loadedAt / 1000);
  // The REST answers are kept in the answer cache, made below (it is keyed to the data's version).
  let answers: AnswerCache;
  const api = live.derive((current) => apiRouter(current, { cache: answers }));
  const seo = live.derive((current) => seoFiles(current, publicUrl));
  const feedRoutes = live.derive((current) => feeds(current, publicUrl));
  // The data-changed hook: caches keyed to the data are dropped at the swap.
  const renderCache = new RenderCache();
  live.onChange(() => renderCache.clear());
  // REDIS_URL: the rate limit and the persisted queries are shared by every worker and instance.
  const redis = redisUrl ? new RedisConnection(redisUrl, logger) : undefined;
  const limiterStore = (name: string) => (redis ? { store: new RedisOrMemoryStore(redis, `gharinsight:rl:${name}:`) } : {});
  const app = express();
  // The listener runs the app's first handlers ahead of its router (answerCache.ts's frontDoor), once they exist.
  let listener: RequestListener = app;
  const server = createHttpServer((req, res) => listener(req, res));
  const apollo = createApolloServer({
    httpServer: server,
    logger,
    sharePersistedQueries: redis ? (memory) => new RedisOrMemoryCache(redis, 'gharinsight:apq:', memory) : undefined,
  });
  await apollo.start();
  // The drain closes the HTTP server at shutdown; the Redis connection goes with it.
  if (redis) server.once('close', () => void redis.close());

  app.disable('x-powered-by');
  // ETags are the app's own and strong (cachePolicy.ts), on answers worth revalidating; Express's
  // weak ones would also mark errors. Static files keep serve-static's.
  app.set('etag', false);
  app.set('trust proxy', trustProxy);
  answers = new AnswerCache(() => live.current.version);
  // Built now for the start-up data, so a problem shows at start-up rather than at the first request.
  api();
  seo();
  feedRoutes();
  // The data-changed hook drops the kept answers too (their keys name the old data's version anyway).
  live.onChange(() => answers.clear());
  const limit = apiRateLimit(perMinute, { name: 'api', ...limiterStore('api') });
  const renderer = await PageRenderer.load({ distDir: webDist, serverDir: webServerDist, apollo, data: () => live.current, publicUrl, serviceWorker });
  const web = webApp({
    distDir: webDist,
    renderer,
    cache: renderCache,
    renderLimit: apiRateLimit(perMinute, { name: 'render', ...limiterStore('render') }),
    logger,
    dataVersion: () => live.current.version,
    serviceWorker,
  });

  // One request path (docs/architecture.md). Every request first gets the headers every answer
  // carries (answerHeaders.ts), its one log line and count (requestLog.ts), then the one look-up of
  // kept answers (answerCache.ts) sends a kept REST, GraphQL or page answer, with the rate limit for
  // /api and /graphql; anything else goes on down the chain. The server's listener runs these very
  // handlers ahead of Express's router (frontDoor), which a kept answer then skips; the app runs
  // them itself only when served without that listener.
  const first = firstHandlers(
    startAnswer({ shuttingDown: () => lifecycle.shuttingDown }),
    requestLog(logger),
    cachedAnswers({ cache: answers, limit: perMinute > 0 ? limit : undefined, pages: web.keptPage, bodyLimit: BODY_LIMIT, bodyLimitBytes: BODY_LIMIT_BYTES }),
  );
  app.use(first);
  listener = frontDoor(app, first);
  app.use(healthRoutes(lifecycle, () => (redis ? { rateLimit: redis.status } : {})));
  if (metricsOnPublicPort) app.get('/metrics', metricsRoute);
  app.use(rejectMalformedPath);

  // The API's reference (Swagger UI over /api/openapi.json) and GraphiQL, both served from here.
  app.use('/api/docs', apiDocs());
  app.use('/graphiql', graphiql());
  app.use('/api', limit, (req, res, next) => api()(req, res, next));
  app.use('/graphql', limit, ...graphqlHttp(apollo, { data: () => live.current, cache: answers, bodyLimit: BODY_LIMIT }));
  app.use((req, res, next) => {
    if (!API_LIKE_PATH.test(req.path)) return next();
    sendError(res, 404, 'NOT_FOUND', `No API path ${clipInput(req.path)}. See the README for the list.`);
  });
  app.use((req, res, next) => seo()(req, res, next));
  app.use((req, res, next) => feedRoutes()(req, res, next));
  app.use(web);
  app.use(errorHandler);
  lifecycle.ready = true;
  const reload = queueReloads(() => reloadData(live, loadData, logger));
  return { app, server, apollo, data, live, reload, logger, lifecycle, answers };
}
