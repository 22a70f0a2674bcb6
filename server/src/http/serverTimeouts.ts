import { createServer, type RequestListener, type Server } from 'node:http';
import { answerClientError } from './errorResponses.js';

// The HTTP server's own limits, set deliberately rather than left to Node's defaults
// (300 s for a whole request, 60 s for headers): a client that trickles its request
// byte by byte holds a socket only this long.

/** An idle keep-alive socket is closed after this (Node's default; a browser reopens as needed). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** The request line and headers must arrive within this (slow-header clients). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, body included (at most 100 kB), must arrive within this. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node checks the two timeouts above. */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

/** The app's http.Server, not yet listening: main.ts listens, tests listen on port 0. */
export function createHttpServer(app: RequestListener): Server {
  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    app,
  );
  // Node's own 400, 408 and 431 answers, in the API's JSON error shape.
  server.on('clientError', answerClientError);
  return server;
}
