import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

// Security headers on every response (helmet): nosniff, Referrer-Policy,
// Cross-Origin-Opener-Policy, X-Frame-Options plus a Content-Security-Policy that
// depends on what the response is. HSTS is sent only on requests that came over
// HTTPS (behind a proxy, set TRUST_PROXY so Express believes X-Forwarded-Proto):
// over plain HTTP it means nothing and would pin a local install to HTTPS.

const APOLLO_CDN = {
  scripts: ['https://embeddable-sandbox.cdn.apollographql.com', 'https://embeddable-explorer.cdn.apollographql.com', 'https://apollo-server-landing-page.cdn.apollographql.com'],
  styles: ['https://fonts.googleapis.com'],
  fonts: ['https://fonts.gstatic.com'],
  frames: ['https://sandbox.embed.apollographql.com', 'https://explorer.embed.apollographql.com'],
};

/** HSTS, sent only on requests that came over HTTPS. */
const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

/**
 * The headers common to every response (the CSP is set per area below), as a flat
 * [name, value, …] list: helmet's, recorded once from its middleware, plus HSTS over HTTPS.
 * The one source of them: the middleware chain sets them (baseSecurityHeaders) and the
 * answer cache's front door sends the same list in its one writeHead (fastAnswers.ts).
 */
export function securityHeaderList(secure: boolean): string[] {
  const common = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The app loads only its own files; no need to opt in to cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    // The legacy twin of frame-ancestors 'none' for old browsers.
    xFrameOptions: { action: 'deny' },
  });
  // helmet's headers do not depend on the request: what it sets on one response it sets on all.
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  common({} as Request, recorder as unknown as Response, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  const list = [...headers].flat();
  if (secure) list.push(...HSTS);
  return list;
}

/** Sets the security headers (securityHeaderList) on every response of the chain. */
export function baseSecurityHeaders(): RequestHandler[] {
  const plain = securityHeaderList(false);
  const setAll = (res: Response, list: readonly string[]) => {
    for (let index = 0; index < list.length; index += 2) res.setHeader(list[index], list[index + 1]);
  };
  const headers: RequestHandler = (req, res, next) => {
    setAll(res, plain);
    if (req.secure) setAll(res, HSTS);
    next();
  };
  return [headers];
}

/**
 * The web app's policy. Scripts: only this server's files plus the inline theme
 * script of index.html by its hash (`scriptHashes`, computed from the built file by
 * webApp.ts, so editing the script cannot silently break it). Styles need
 * 'unsafe-inline': antd's CSS-in-JS and Highcharts write style attributes and
 * <style> elements at run time. Images: data: and blob: for Highcharts' exports
 * (charts rendered to PNG/SVG, CSV downloads) and antd's inline icons.
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

/** JSON answers (REST, GraphQL results, errors): nothing may load or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * GET /graphql from a browser is Apollo's Sandbox landing page, which loads Apollo's
 * embeddable UI from Apollo's CDN and frames it. The page carries its own meta CSP
 * with a per-response nonce; browsers enforce both policies, so the 'unsafe-inline'
 * here is narrowed to that nonce by Apollo's, while this one keeps framing and
 * plugins out.
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

/** Sets one Content-Security-Policy for the responses of a part of the app. */
export function contentSecurityPolicy(policy: string): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', policy);
    next();
  };
}
