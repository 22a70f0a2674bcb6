import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { NO_STORE, relativeTimeCacheControl } from './cachePolicy.js';

// Every answer's headers come from this module, whoever sends the answer (a kept answer, a
// route, the rate limiter's 429, an error): the request id, the security headers (helmet's,
// HSTS over HTTPS), the Content-Security-Policy of the part of the app that answers,
// `Connection: close` while shutting down, and the caching headers (Cache-Control, ETag,
// Vary; their values are cachePolicy.ts's). The rate-limit headers are express-rate-limit's
// (rateLimit.ts), which sets them on every limited request, kept or not.
//
// `startAnswer` gives a request the per-request ones as it arrives, before anything can
// answer it, so no answer can miss them (a 429 sent from the answer cache once did); they
// are set on the response as one list with a kept answer's, or before anything else answers.

// ── Content-Security-Policy: what each part of the app may load ──────────────────────────

const APOLLO_CDN = {
  scripts: ['https://embeddable-sandbox.cdn.apollographql.com', 'https://embeddable-explorer.cdn.apollographql.com', 'https://apollo-server-landing-page.cdn.apollographql.com'],
  styles: ['https://fonts.googleapis.com'],
  fonts: ['https://fonts.gstatic.com'],
  frames: ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'],
};

/**
 * Everything that is not a page (JSON, errors, feeds, health checks): nothing may load or
 * frame it. The policy an answer has unless its part of the app sets another.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The web app's policy. Scripts: only this server's files plus the inline scripts of
 * index.html by their hashes (`scriptHashes`, computed from the built file by webApp.ts, so
 * editing a script cannot silently break it). Styles need 'unsafe-inline': antd and
 * Highcharts write style attributes at run time. Images: data: and blob: for Highcharts'
 * exports and antd's inline icons.
 */
export function webAppCsp(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * GET /graphql from a browser is Apollo's Sandbox landing page, which loads Apollo's
 * embeddable UI from Apollo's CDN and frames it. The page carries its own meta CSP with a
 * per-response nonce; browsers enforce both, so the 'unsafe-inline' here is narrowed to that
 * nonce by Apollo's, while this one keeps framing and plugins out.
 */
export const SANDBOX_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${APOLLO_CDN.scripts.join(' ')}`,
  `style-src 'self' 'unsafe-inline' ${[...APOLLO_CDN.scripts, ...APOLLO_CDN.styles].join(' ')}`,
  `img-src 'self' data: ${APOLLO_CDN.scripts.join(' ')}`,
  `font-src 'self' ${APOLLO_CDN.fonts.join(' ')}`,
  `frame-src ${APOLLO_CDN.frames.join(' ')}`,
  `manifest-src ${APOLLO_CDN.scripts.join(' ')}`,
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sets the answer's Content-Security-Policy (its part of the app's, instead of API_CSP). */
export function setContentSecurityPolicy(res: ServerResponse, policy: string): void {
  res.setHeader('Content-Security-Policy', policy);
}

/** A middleware that gives the answers of a part of the app its policy. */
export function contentSecurityPolicy(policy: string): RequestHandler {
  return (_req, res, next) => {
    setContentSecurityPolicy(res, policy);
    next();
  };
}

// ── The headers every answer carries, set as the request arrives ─────────────────────────

const CLIENT_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The request's id: a client's (a proxy's) plain token, else a new UUID (crypto's, from a pool of random bytes: cheap). */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}

/** HSTS, sent only over HTTPS: over plain HTTP it means nothing and would pin a local install to HTTPS. */
const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

/**
 * helmet's headers as a flat [name, value, …] list: nosniff, Referrer-Policy, COOP,
 * X-Frame-Options and the rest of its defaults (the CSP is per part of the app, above).
 * They do not depend on the request, so they are recorded once from its middleware.
 */
function helmetHeaders(): string[] {
  const middleware = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The app loads only its own files; no need to opt in to cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    // The legacy twin of frame-ancestors 'none' for old browsers.
    xFrameOptions: { action: 'deny' },
  });
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  middleware({} as Request, recorder as unknown as Response, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return [...headers].flat();
}

/**
 * Whether the request came over HTTPS. req.secure believes X-Forwarded-Proto only behind
 * TRUST_PROXY; without that header its answer is the socket's, so the trust look-up is skipped.
 */
function isSecure(req: Request): boolean {
  return req.headers['x-forwarded-proto'] === undefined ? Boolean((req.socket as { encrypted?: boolean }).encrypted) : req.secure;
}

let helmetOnly: readonly string[] | undefined;
let commonList: readonly string[] | undefined;
/** helmet's headers (built once). */
function helmetList(): readonly string[] {
  return (helmetOnly ??= helmetHeaders());
}
/** The headers every answer carries whatever the request: helmet's and the default CSP (built once). */
function commonHeaders(): readonly string[] {
  return (commonList ??= [...helmetList(), 'Content-Security-Policy', API_CSP]);
}

/**
 * The same headers as raw lines, for the answer Node's HTTP parser gives a request it cannot
 * read (errorResponses.ts's answerClientError), which no handler sees.
 */
export function clientErrorHeaderLines(): string {
  const list = commonHeaders();
  let lines = '';
  for (let index = 0; index < list.length; index += 2) lines += `${list[index]}: ${list[index + 1]}\r\n`;
  return lines;
}

export interface StartAnswerOptions {
  /** True from the shutdown signal on: every answer then tells its client not to reuse the connection. */
  shuttingDown: () => boolean;
}

/** The headers startAnswer gave a response and that are not yet on it: [name, value, …]. */
const PENDING = Symbol('answerHeadersPending');
type StartedResponse = ServerResponse & { [PENDING]?: string[] };

/**
 * The first handler of the app: gives the request its id (`req.id`, which the log line
 * shows) and the headers every answer carries. Anything that answers later only adds to
 * them (its CSP, its caching headers).
 *
 * They are held, not set, until the request leaves the first handlers: a kept answer then
 * writes them with its own in one writeHead of one list (keptAnswerHead), which costs Node
 * far less than a dozen setHeader calls and the merge writeHead does after them (the cache
 * bench: 30 % of a REST hit's cost, most of it garbage). Whatever else answers gets them
 * set (setAnswerHeaders) before it runs: the chain, the rate limit's 429, an error.
 */
export function startAnswer({ shuttingDown }: StartAnswerOptions): RequestHandler {
  return (req, res, next) => {
    // The log line (requestLog.ts) shows it too.
    const id = ((req as { id?: string }).id = requestId(req));
    const own = ['X-Request-Id', id];
    if (isSecure(req)) own.push(HSTS[0], HSTS[1]);
    // So no keep-alive client sends a request on a socket the drain is about to end.
    if (shuttingDown()) own.push('Connection', 'close');
    (res as StartedResponse)[PENDING] = own;
    next();
  };
}

/** Gives a response the own property startAnswer sets, empty (frontDoor: while it still has Node's prototype). */
export function reserveAnswerHeaders(res: ServerResponse): void {
  (res as StartedResponse)[PENDING] = undefined;
}

/** Sets the headers startAnswer gave the response, unless they are on it already: before anything but a kept answer may answer. */
export function setAnswerHeaders(res: ServerResponse): void {
  const own = (res as StartedResponse)[PENDING];
  if (!own) return;
  (res as StartedResponse)[PENDING] = undefined;
  const common = commonHeaders();
  for (let index = 0; index < common.length; index += 2) res.setHeader(common[index], common[index + 1]);
  for (let index = 0; index < own.length; index += 2) res.setHeader(own[index], own[index + 1]);
}

// ── Caching headers ──────────────────────────────────────────────────────────────────────

/** Cache-Control of an answer made by a route (kept answers get theirs from keptAnswerHead). */
export function setCacheControl(res: ServerResponse, cacheControl: string): void {
  res.setHeader('Cache-Control', cacheControl);
}

/** Errors and refusals (4xx, 5xx, 429): never kept by a browser or a CDN, and no validator. */
export function setNoStore(res: ServerResponse): void {
  res.setHeader('Cache-Control', NO_STORE);
  res.removeHeader('ETag');
}

/** Vary of an answer made by a route (what besides the URL it depends on). */
export function setVary(res: ServerResponse, vary: string): void {
  res.setHeader('Vary', vary);
}

/** Server-Timing: how long a named step of the answer took (the bench reads a render's). */
export function setServerTiming(res: ServerResponse, name: string, ms: number): void {
  res.setHeader('Server-Timing', `${name};dur=${ms.toFixed(1)}`);
}

/** What keptAnswerHead needs of a kept answer (answerCache.ts's CachedAnswer). */
export interface KeptAnswerFields {
  readonly status: number;
  readonly etag: string;
  readonly contentType: string;
  readonly relativeTime: boolean;
  readonly cacheControl: string;
  readonly vary: string;
  readonly csp?: string;
  readonly disposition?: string;
  /** The header that tells a client whether the answer was kept (X-Answer-Cache, X-Render-Cache). */
  readonly mark?: string;
  /** Memo of keptAnswerHead's lists, one slot per kind and HIT or MISS. */
  readonly heads: (readonly string[] | undefined)[];
  byteLength(encoding: 'br' | 'gzip' | 'identity'): number;
}

const KINDS = ['br', 'gzip', 'identity', 'notModified'] as const;

/**
 * The headers of a kept answer as a flat [name, value, …] list for one writeHead: for a
 * 200 (or the status it was kept with) in `encoding`, or a 304, with the ones startAnswer
 * gave the response first when they are not set yet (writeHead's list wins over those
 * set). Cache-Control of an answer that shows ages runs to the next minute's turn, so it is
 * added per answer; the rest is built once per kind.
 */
export function keptAnswerHead(res: ServerResponse, answer: KeptAnswerFields, kind: (typeof KINDS)[number], hit: boolean): string[] {
  const slot = KINDS.indexOf(kind) * 2 + (hit ? 1 : 0);
  let head = answer.heads[slot];
  if (!head) {
    const list: string[] = ['Vary', answer.vary];
    if (answer.mark) list.push(answer.mark, hit ? 'HIT' : 'MISS');
    if (answer.csp) list.push('Content-Security-Policy', answer.csp);
    if (answer.status !== 200) list.push('Cache-Control', NO_STORE);
    else {
      list.push('ETag', answer.etag);
      if (!answer.relativeTime) list.push('Cache-Control', answer.cacheControl);
    }
    if (kind !== 'notModified') {
      list.push('Content-Type', answer.contentType, 'Content-Length', String(answer.byteLength(kind)));
      if (kind !== 'identity') list.push('Content-Encoding', kind);
      if (answer.disposition) list.push('Content-Disposition', answer.disposition);
    }
    head = answer.heads[slot] = list;
  }
  const ages = answer.relativeTime && answer.status === 200;
  const own = (res as StartedResponse)[PENDING];
  if (!own) return ages ? head.concat('Cache-Control', relativeTimeCacheControl()) : (head as string[]);
  (res as StartedResponse)[PENDING] = undefined;
  // One list, so each name once (writeHead sends a list as it is): the default CSP only if the answer has none.
  const all = (answer.csp ? helmetList() : commonHeaders()).concat(own, head);
  if (ages) all.push('Cache-Control', relativeTimeCacheControl());
  return all;
}
