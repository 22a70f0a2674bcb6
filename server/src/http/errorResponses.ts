import type { ErrorRequestHandler, Response } from 'express';
import { BadInputError, NotFoundError } from '../data/errors.js';

// The REST error contract: {"error":{"code","message"}} with a matching status.
// /graphql answers in the GraphQL response format instead.

export type ErrorCode = 'BAD_USER_INPUT' | 'NOT_FOUND' | 'METHOD_NOT_ALLOWED' | 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'INTERNAL_SERVER_ERROR';

export function sendError(res: Response, status: number, code: ErrorCode, message: string): void {
  res.status(status).json({ error: { code, message } });
}

/** Maps the data layer's errors to 400 and 404; anything else is a bug and a 500 without details. */
export function sendDataError(res: Response, error: unknown): void {
  if (error instanceof BadInputError) sendError(res, 400, 'BAD_USER_INPUT', error.message);
  else if (error instanceof NotFoundError) sendError(res, 404, 'NOT_FOUND', error.message);
  else {
    console.error(error);
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
  if (status === 500) console.error(error);
  if (req.path.startsWith('/graphql')) {
    res.status(status).json({ errors: [{ message, extensions: { code } }] });
  } else {
    sendError(res, status, code, message);
  }
};
