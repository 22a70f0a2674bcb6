import cluster, { type Worker } from 'node:cluster';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import { setNoStore } from './answerHeaders.js';

// Prometheus metrics (prom-client), on prom-client's default registry: GET /metrics, or
// on METRICS_PORT (adminServer.ts). With WEB_CONCURRENCY > 1 every worker keeps its own
// and the primary adds them up (prom-client's AggregatorRegistry, cluster.ts). Labels are
// bounded: route patterns, not paths; GraphQL operation names up to MAX_OPERATION_NAMES.

const PREFIX = 'gharinsight_';
const SECONDS_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
});

export const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time from a request arriving to its answer being sent, in seconds, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS_BUCKETS,
});

export const graphqlOperations = new Counter({
  name: `${PREFIX}graphql_operations_total`,
  help: 'GraphQL operations executed (POST /graphql and the server renderer), by operation name and result (ok or error).',
  labelNames: ['operation', 'result'] as const,
});

export const graphqlDuration = new Histogram({
  name: `${PREFIX}graphql_operation_duration_seconds`,
  help: 'GraphQL operation time from request to response, in seconds, by operation name.',
  labelNames: ['operation'] as const,
  buckets: SECONDS_BUCKETS,
});

export const graphqlErrors = new Counter({
  name: `${PREFIX}graphql_errors_total`,
  help: 'Errors in GraphQL responses, by operation name and error code (extensions.code).',
  labelNames: ['operation', 'code'] as const,
});

export const renderCacheHits = new Counter({ name: `${PREFIX}render_cache_hits_total`, help: 'Page requests answered from the render cache.' });
export const renderCacheMisses = new Counter({ name: `${PREFIX}render_cache_misses_total`, help: 'Page requests that needed a server render.' });

/** For the REST/GraphQL answer cache (issue 21): it increments these on each look-up. */
export const answerCacheHits = new Counter({ name: `${PREFIX}answer_cache_hits_total`, help: 'API answers sent from the answer cache.' });
export const answerCacheMisses = new Counter({ name: `${PREFIX}answer_cache_misses_total`, help: 'API answers computed because the answer cache had none.' });

export const rateLimitRefusals = new Counter({
  name: `${PREFIX}rate_limit_refusals_total`,
  help: 'Requests refused with 429 by the rate limit, by limiter (api: /api and /graphql; render: page renders).',
  labelNames: ['limiter'] as const,
});

export const rateLimitStoreUp = new Gauge({
  name: `${PREFIX}rate_limit_redis_up`,
  help: 'Whether the rate limit counts in Redis (1) or has fallen back to memory (0); absent without REDIS_URL. Summed over workers.',
});

export const dataReloads = new Counter({
  name: `${PREFIX}data_reloads_total`,
  help: 'Data reloads (SIGHUP or POST /admin/reload), by result (reloaded or refused).',
  labelNames: ['result'] as const,
});

export const dataLoadedAt = new Gauge({
  name: `${PREFIX}data_loaded_timestamp_seconds`,
  help: 'When the data being served was loaded (Unix time, seconds); across workers, the oldest.',
  aggregator: 'min',
});

let defaultsOn = false;
/** Node's own metrics: event-loop lag, heap, RSS, GC, handles (once per process). */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics();
  // prom-client answers the primary's requests for a worker's metrics once an
  // AggregatorRegistry exists in the worker (its constructor adds the listener).
  if (cluster.isWorker) new AggregatorRegistry();
}

/** A method as a label: the usual ones, else OTHER (a client can send any token). */
function methodLabel(method: string): string {
  return ['GET', 'HEAD', 'POST', 'OPTIONS'].includes(method) ? method : 'OTHER';
}

/**
 * The route pattern a request matched (`/api/properties/:id`, `/{*page}` for pages),
 * `/graphql`, `static` for the web app's files, or `unmatched`.
 */
/** The route pattern of an answer sent from the answer cache, which no Express route handled. */
export const CACHED_ROUTE = Symbol('cachedRoute');

function routeLabel(req: Parameters<RequestHandler>[0]): string {
  const cached = (req as { [CACHED_ROUTE]?: string })[CACHED_ROUTE];
  if (cached) return cached;
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  const path = req.originalUrl.split('?')[0];
  if (/^\/graphql(\/|$)/.test(path)) return '/graphql';
  if (/^\/(assets|images)\/|\.[a-z0-9]+$/i.test(path)) return 'static';
  return 'unmatched';
}

/** Counts and times a request whose answer was sent (requestLog.ts calls it once per request). */
export function countRequest(req: Parameters<RequestHandler>[0], status: number, seconds: number): void {
  const labels = { method: methodLabel(req.method), route: routeLabel(req), status: String(status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, seconds);
}

/** Distinct operation names kept as labels; later new names count as `other`. */
export const MAX_OPERATION_NAMES = 100;
const operationNames = new Set<string>();

function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
  operationNames.add(name);
  return name;
}

/** GraphQL operations by name: count, duration, errors by code. */
export function graphqlMetricsPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, response }) {
          const operation = operationLabel(operationName);
          // The errors as sent, after formatError gave each its final code.
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          graphqlOperations.inc({ operation, result: errors.length > 0 ? 'error' : 'ok' });
          graphqlDuration.observe({ operation }, (performance.now() - started) / 1000);
          for (const error of errors) graphqlErrors.inc({ operation, code: String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') });
        },
      };
    },
  };
}

const METRICS_REQUEST = 'gharinsight:metrics-request';
const METRICS_ANSWER = 'gharinsight:metrics';

/**
 * The metrics text of this process, or, in a cluster worker, of every worker (the
 * primary aggregates them, cluster.ts answers the worker's request).
 */
export async function metricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  const id = `${process.pid}-${Math.random()}`;
  return new Promise<string>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const answer = message as { type?: string; id?: string; text?: string; error?: string };
      if (answer?.type !== METRICS_ANSWER || answer.id !== id) return;
      process.off('message', onMessage);
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer.text ?? '');
    };
    process.on('message', onMessage);
    process.send!({ type: METRICS_REQUEST, id });
  });
}

/** In the primary: answers a worker's request for the cluster's metrics. */
export function answerMetricsRequests(worker: Worker, aggregate: () => Promise<string>): void {
  worker.on('message', (message: unknown) => {
    const request = message as { type?: string; id?: string };
    if (request?.type !== METRICS_REQUEST) return;
    aggregate().then(
      (text) => worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: request.id, text }),
      (error: unknown) => worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: request.id, error: String(error) }),
    );
  });
}

export const metricsContentType = register.contentType;

/** GET /metrics: the Prometheus text (not cached, not compressed by a CDN). */
export const metricsRoute: RequestHandler = (_req, res, next) => {
  metricsText().then((text) => {
    setNoStore(res);
    res.type(metricsContentType).send(text);
  }, next);
};
