import { Router } from 'express';
import { sendError } from './errorResponses.js';
import { setNoStore } from './answerHeaders.js';

/** What /readyz reports: ready once the data is loaded and Apollo started, not while shutting down. */
export interface Lifecycle {
  ready: boolean;
  shuttingDown: boolean;
}

/**
 * GET /healthz: the process is up and serving HTTP (200 always).
 * GET /readyz: it should get traffic (200), or it is starting or shutting down (503),
 * so a load balancer stops sending requests before the server stops taking them.
 * `details` adds what an operator should see (with REDIS_URL: where the rate limit counts).
 */
export function healthRoutes(lifecycle: Lifecycle, details: () => Record<string, unknown> = () => ({})): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    setNoStore(res);
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    setNoStore(res);
    if (lifecycle.ready && !lifecycle.shuttingDown) res.json({ status: 'ready', ...details() });
    else sendError(res, 503, 'SERVICE_UNAVAILABLE', lifecycle.shuttingDown ? 'The server is shutting down.' : 'The server is starting.');
  });
  return router;
}
