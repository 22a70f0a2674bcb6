import type { Request, RequestHandler } from 'express';
import type { Logger } from './logger.js';
import { countRequest } from './metrics.js';

// Every request, kept answers included, is logged once and counted once, here: one listener
// for the end of its answer writes its JSON line (pino: method, path, status, duration and
// the request id that answerHeaders.ts gave it and sent back in X-Request-Id) and counts it
// in the request metrics (metrics.ts). Client errors (4xx) are logged at info: they are not
// the server's problem. pino-http did this for the chain, with two child loggers and three
// listeners per request, while a kept answer costs little more than that; so the line is
// written here, in pino-http's shape, and only when its level is on.

const MAX_LOGGED_PATH = 200;

/** The path a log line shows: without the query string, at most 200 characters. */
function pathOf(url: string): string {
  const path = url.split('?')[0];
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/** What a request carries for the log: its id (startAnswer) and the logger for a server bug's line (errorResponses.ts). */
export interface LoggedRequest {
  id?: string;
  log?: Logger;
}

/** Mounted right after startAnswer, ahead of the answer cache's look-up. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    (req as LoggedRequest).log = logger;
    // 'finish': once the answer is sent (listening for 'close' instead stalled keep-alive clients in tests/server/metrics.test.ts).
    res.once('finish', () => logAndCount(logger, req, res.statusCode, performance.now() - started));
    next();
  };
}

function logAndCount(logger: Logger, req: Request, status: number, ms: number): void {
  countRequest(req, status, ms / 1000);
  const level = status >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const line = { requestId: (req as LoggedRequest).id, req: { method: req.method, path: pathOf(req.originalUrl) }, res: { status }, durationMs: Math.round(ms) };
  logger[level](line, status >= 500 ? 'request failed' : 'request');
}
