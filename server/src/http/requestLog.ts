import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from './logger.js';

// One JSON line per request (pino-http): method, path, status, duration and the
// request id, which is also sent back in X-Request-Id. A client's id is kept when
// it is a plain token (a proxy's), otherwise a new UUID is made. Client errors
// (4xx) are logged at info without a stack: they are not the server's problem.

const CLIENT_REQUEST_ID = /^[\w.:-]{1,64}$/;
const MAX_LOGGED_PATH = 200;

/** The request's id: a client's plain token, else a new UUID (crypto's, from a pool of random bytes: cheap). */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The request's id, also sent back in X-Request-Id (the answer cache's front door sends it in its one writeHead). */
function requestIdHeader(req: IncomingMessage, res: ServerResponse): string {
  const id = requestId(req);
  res.setHeader('X-Request-Id', id);
  return id;
}

/** The path a log line shows: without the query string, at most 200 characters (both request logs use it). */
export function pathOf(url: string | undefined): string {
  const path = (url ?? '').split('?')[0];
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdHeader,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    // A 4xx is the client's; pino-http only attaches an error object to 5xx answers.
  });
}
