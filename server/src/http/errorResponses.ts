import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, Request, Response } from 'express';
import { BadInputError, NotFoundError } from '../data/errors.js';
import { clientErrorHeaderLines, setNoStore } from './answerHeaders.js';
import type { LoggedRequest } from './requestLog.js';

// The REST error contract: {"error":{"code","message"}} with a matching status.
// /graphql answers in the GraphQL response format instead.

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'REQUEST_TIMEOUT'
  | 'REQUEST_HEADER_FIELDS_TOO_LARGE'
  | 'SERVICE_UNAVAILABLE'
  | 'INVALID_DATA'
  | 'INTERNAL_SERVER_ERROR';

export function errorBody(code: ErrorCode, message: string) {
  return { error: { code, message } };
}

/** An error answer; never kept by a browser or a CDN (no-store). */
export function sendError(res: Response, status: number, code: ErrorCode, message: string): void {
  setNoStore(res);
  res.status(status).json(errorBody(code, message));
}

/** A server bug: logged with its stack and request id (the request's logger when there is one), never shown to the client. */
function logBug(req: Request | undefined, error: unknown): void {
  const { log, id } = (req ?? {}) as LoggedRequest;
  if (log) log.error({ err: error, requestId: id }, 'request failed');
  else console.error(error);
}

/** Maps the data layer's errors to 400 and 404; anything else is a bug and a 500 without details. */
export function sendDataError(res: Response, error: unknown): void {
  if (error instanceof BadInputError) sendError(res, 400, 'BAD_USER_INPUT', error.message);
  else if (error instanceof NotFoundError) sendError(res, 404, 'NOT_FOUND', error.message);
  else {
    logBug(res.req, error);
    sendError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  }
}

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

function describeHttpError(error: HttpError): { status: number; code: ErrorCode; message: string } {
  const status = error.status ?? error.statusCode ?? 500;
  if (error.type === 'entity.too.large') return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is larger than the 100 kB limit.' };
  if (error.type === 'entity.parse.failed') return { status: 400, code: 'BAD_REQUEST', message: 'Malformed JSON in the request body.' };
  // The router marks an undecodable path parameter (a broken %-escape) 400 without `expose`.
  if (error instanceof URIError && status === 400) return { status, code: 'BAD_REQUEST', message: 'The URL has a malformed percent-encoding.' };
  if (status >= 400 && status < 500 && error.expose) return { status, code: 'BAD_REQUEST', message: 'The request could not be read.' };
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' };
}

/** The last handler: body-parser failures (malformed JSON, too large) and anything unexpected, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: HttpError, req, res, next) => {
  if (res.headersSent) return next(error);
  const { status, code, message } = describeHttpError(error);
  if (status === 500) logBug(req, error);
  if (req.path.startsWith('/graphql')) {
    setNoStore(res);
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  } else {
    sendError(res, status, code, message);
  }
};

/** A URL whose path does not decode is refused here, before any static-file or routing code tries. */
export function rejectMalformedPath(req: Request, _res: Response, next: (error?: unknown) => void): void {
  try {
    decodeURIComponent(req.path);
    next();
  } catch {
    next(Object.assign(new URIError('malformed percent-encoding'), { status: 400 }));
  }
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'The request headers are larger than the 16 kB limit.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
};

/**
 * Node's answer to a request it cannot parse (the http.Server 'clientError' event):
 * the same JSON error shape instead of Node's empty-bodied 400 or 431, then close.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, code: 'BAD_REQUEST' as const, message: 'The request is not valid HTTP.' };
  const body = JSON.stringify(errorBody(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      clientErrorHeaderLines() +
      'Connection: close\r\n\r\n' +
      body,
  );
}
