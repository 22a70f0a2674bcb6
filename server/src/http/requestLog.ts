import { pinoHttp } from 'pino-http';
import { requestId } from './answerHeaders.js';
import type { Logger } from './logger.js';

// One JSON line per request, kept answers included (pino-http, mounted right after
// startAnswer, ahead of the answer cache's look-up): method, path, status, duration and the
// request id that answerHeaders.ts gave the request and sent back in X-Request-Id. Client
// errors (4xx) are logged at info without a stack: they are not the server's problem.

const MAX_LOGGED_PATH = 200;

/** The path a log line shows: without the query string, at most 200 characters. */
function pathOf(url: string | undefined): string {
  const path = (url ?? '').split('?')[0];
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    // startAnswer has set req.id already; this is only for a request that did not pass it.
    genReqId: (req) => requestId(req),
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
