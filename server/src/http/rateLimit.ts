import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { errorBody } from './errorResponses.js';
import { rateLimitRefusals } from './metrics.js';
import { setNoStore } from './answerHeaders.js';

// Requests per client IP per minute on /api and /graphql (express-rate-limit, one
// counter for both). The web app and its assets are not limited: a page load is
// dozens of files. Behind a proxy, set TRUST_PROXY so the client IP is the real one.
// Its headers (RateLimit, RateLimit-Policy, Retry-After) are set on every limited request,
// a kept answer's too (answerCache.ts applies the limit to them); a 429 carries every
// header startAnswer gave the request (answerHeaders.ts).

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 600;
const WINDOW_MS = 60_000;

/** RATE_LIMIT_PER_MINUTE: a whole number; 0 turns limiting off (the benchmarks and tests use it). */
export function rateLimitPerMinute(value: string | undefined = process.env.RATE_LIMIT_PER_MINUTE): number {
  if (value === undefined || value.trim() === '') return DEFAULT_RATE_LIMIT_PER_MINUTE;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`RATE_LIMIT_PER_MINUTE must be a whole number (0 turns limiting off), got "${value}"`);
  return limit;
}

export interface RateLimitOptions {
  /** The limiter's name in the refusals metric (`api`, `render`). */
  name?: string;
  /** Where the counts are kept (sharedRateLimit.ts with REDIS_URL); default express-rate-limit's memory store. */
  store?: Store;
}

/** The limiter, or a pass-through when the limit is 0. */
export function apiRateLimit(perMinute: number, { name = 'api', store }: RateLimitOptions = {}): RequestHandler {
  if (perMinute === 0) return (_req, _res, next) => next();
  return rateLimit({
    store,
    windowMs: WINDOW_MS,
    limit: perMinute,
    // RateLimit and RateLimit-Policy (IETF draft 8); Retry-After on every 429.
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      setNoStore(res);
      rateLimitRefusals.inc({ limiter: name });
      const message = `Too many requests: the limit is ${perMinute} a minute per client. Try again in ${res.getHeader('Retry-After') ?? 60} seconds.`;
      if (req.originalUrl.startsWith('/graphql')) res.status(429).json({ errors: [{ message, extensions: { code: 'TOO_MANY_REQUESTS' } }] });
      else res.status(429).json(errorBody('TOO_MANY_REQUESTS', message));
    },
  });
}
