import compression from 'compression';
import type { RequestHandler } from 'express';
import Negotiator from 'negotiator';

// On-the-fly compression for what is made per request (API JSON, index.html, the
// Sandbox page): gzip only, and only above 1 kB. Built assets are never compressed
// here; they have precompressed .br/.gz copies (webApp.ts). The `compression`
// package picks brotli whenever a client offers it, at a 4 MB window per response,
// and has no switch for that, so this middleware offers it gzip or nothing.

const THRESHOLD_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|graphql-response\+json)|text\/html)\b/;

export function dynamicCompression(): RequestHandler {
  const gzip = compression({
    threshold: THRESHOLD_BYTES,
    filter: (_req, res) => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? '')),
  });
  return (req, res, next) => {
    const offered = req.headers['accept-encoding'];
    if (offered !== undefined) {
      const gzipAccepted = new Negotiator({ headers: { 'accept-encoding': String(offered) } }).encodings(['gzip']).includes('gzip');
      req.headers['accept-encoding'] = gzipAccepted ? 'gzip' : 'identity';
    }
    gzip(req, res, next);
  };
}
