import { createServer, type Server } from 'node:http';
import express from 'express';
import { errorHandler, sendError } from './errorResponses.js';
import { metricsContentType } from './metrics.js';
import type { ReloadOutcome } from './reload.js';
import { setNoStore } from './answerHeaders.js';

// The operator's port (METRICS_PORT): GET /metrics for Prometheus and POST /admin/reload
// for new data. Not the public port: put it on a private network only. With
// WEB_CONCURRENCY > 1 the primary serves it for every worker.

export interface AdminServerOptions {
  metrics: () => Promise<string>;
  reload: () => Promise<ReloadOutcome>;
}

export function createAdminServer({ metrics, reload }: AdminServerOptions): Server {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', (_req, res, next) => {
    metrics().then((text) => {
      setNoStore(res);
      res.type(metricsContentType).send(text);
    }, next);
  });
  app.post('/admin/reload', (_req, res, next) => {
    reload().then((outcome) => {
      setNoStore(res);
      if (outcome.ok) res.json({ status: 'reloaded', durationMs: outcome.durationMs });
      else sendError(res, 422, 'INVALID_DATA', `The new data was refused; the previous data keeps serving. ${outcome.message}`);
    }, next);
  });
  app.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'This port serves GET /metrics and POST /admin/reload only.'));
  app.use(errorHandler);
  return createServer(app);
}

/** METRICS_PORT: a port number, or undefined when unset (then /metrics is on the public port and /admin/reload is off). */
export function metricsPort(value: string | undefined = process.env.METRICS_PORT): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number, got "${value}"`);
  return port;
}
