import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { WEB_DIST } from '../paths.js';
import type { PageRenderer } from '../render/pageRenderer.js';
import { RenderCache, type CachedPage, type Encoding } from '../render/renderCache.js';
import { chooseEncoding } from './answerCache.js';
import type { Logger } from './logger.js';
import { IMMUTABLE_ASSET, matchesIfNoneMatch, NO_STORE, relativeTimeCacheControl } from './cachePolicy.js';
import { renderCacheHits, renderCacheMisses } from './metrics.js';
import { webAppCsp } from './securityHeaders.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GharInsight</title></head>
<body><h1>GharInsight</h1><p>The web app has not been built yet: run <code>npm run build</code> (npm start does it for you).
The GraphQL API is at <a href="/graphql">/graphql</a> and the REST API under /api.</p></body></html>`;

/**
 * The CSP source of each inline script (no src) of a page: 'sha256-…' of its exact text.
 * Data blocks (type="application/json", JSON-LD) are not scripts a browser runs, so
 * they need none: every page then has the same policy.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\btype="application\/(?:json|ld\+json)"/i.test(attributes))
    .map(([, , body]) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

interface IndexPage {
  csp: string;
  /** The page as sent for each Content-Encoding, compressed once when it is read. */
  bodies: { br: Buffer; gzip: Buffer; identity: Buffer };
}

function indexPage(html: string): IndexPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    csp: webAppCsp(inlineScriptHashes(html)),
    bodies: { identity, gzip: gzipSync(identity, { level: 9 }), br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }) },
  };
}

/**
 * index.html with the CSP that allows exactly its inline scripts. Read once and again
 * only when the file changes (a rebuild while the server runs), so the hash always
 * matches the page that is sent.
 */
function indexPageReader(indexFile: string): () => IndexPage {
  let cached: { mtimeMs: number; page: IndexPage } | undefined;
  const placeholder = indexPage(PLACEHOLDER);
  let checkedAt = -Infinity;
  let current = placeholder;
  return () => {
    // Looked at once a second at most: a stat per request was a good part of a cached page's cost.
    const now = performance.now();
    if (now - checkedAt < 1000) return current;
    checkedAt = now;
    if (!existsSync(indexFile)) return (current = placeholder);
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, page: indexPage(readFileSync(indexFile, 'utf8')) };
    }
    return (current = cached.page);
  };
}

/** The service worker's script in web/dist, served at /sw.js (web/build/buildServiceWorker.ts writes it). */
const SERVICE_WORKER_FILE = 'sw.js';

const LAST_SEGMENT_HAS_DOT = /\.[^/]*$/;

/** A path with a segment starting with a dot (/.env, /.git/config): never a file we serve, never the app. */
const DOT_SEGMENT = /(^|\/)\.[^/]*/;

/**
 * Paths that name a static file (a hashed asset, an image, a script): a missing one
 * answers a plain 404. Any other path is a page of the app, even with a dot in it
 * (/property/12.5, /news/a.b), and gets the app's own not-found view.
 */
const STATIC_FILE_PATH = /^\/(?:assets|images)\/|\.(?:js|mjs|css|map|json|txt|xml|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf)$/i;

/** A page kept in the render cache, ready to send: the page, the data version it is kept under, and the CSP of the app's index.html. */
export interface KeptPage {
  page: CachedPage;
  version: string;
  csp: string;
}

/** A kept 200 page for this request (its URL and theme under the current data), if any. */
export type KeptPageLookup = (req: IncomingMessage) => KeptPage | undefined;

/**
 * Sends a kept page: 304 when If-None-Match names its ETag, else its bytes in the encoding the
 * client takes, in one writeHead. `before` are the caller's headers (security headers, CSP,
 * request id); Cache-Control runs to the next minute's turn, when an age on the page may change.
 */
export function sendKeptPage(req: IncomingMessage, res: ServerResponse, { page, version }: KeptPage, before: readonly string[]): void {
  renderCacheHits.inc();
  const ifNoneMatch = req.headers['if-none-match'];
  const notModified = ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, page.etagFor(version));
  const encoding: Encoding = notModified ? 'identity' : chooseEncoding(req.headers['accept-encoding']);
  const head = before.concat(page.head(notModified ? 'notModified' : encoding, version), 'Cache-Control', relativeTimeCacheControl());
  res.writeHead(notModified ? 304 : 200, head);
  res.end(notModified || req.method === 'HEAD' ? undefined : page.body(encoding));
}

export interface WebAppOptions {
  distDir?: string;
  /** Server rendering; without it (no server build) every page is index.html, rendered in the browser. */
  renderer?: PageRenderer;
  cache?: RenderCache;
  /**
   * Applied to renders only (a URL and theme not yet in the cache): a render costs tens
   * of milliseconds of CPU, a cached page almost nothing. RATE_LIMIT_PER_MINUTE, as for the API.
   */
  renderLimit?: RequestHandler;
  logger?: Logger;
  /** The data version: pages are kept, and their ETags made, per version. */
  dataVersion?: () => string;
  /** Serve the service worker, /sw.js (SERVICE_WORKER; default on). Off: /sw.js is a 404. */
  serviceWorker?: boolean;
}

/**
 * Serves the built web app. Files come from web/dist with their precompressed .br or
 * .gz copy when the client accepts one (written at build time). Hashed files under
 * /assets are cached for a year. Every page path is rendered on the server with its
 * data (server/src/render), once per URL and theme, and then sent from the render
 * cache; its status is the page's (404 for the not-found views). A missing static file
 * or a dot-file path gets a plain 404.
 */
export function webApp({ distDir = WEB_DIST, renderer, cache = new RenderCache(), renderLimit, logger, dataVersion = () => '', serviceWorker = true }: WebAppOptions = {}): Router & {
  /** The kept page for a request, for the answer cache's front door (fastAnswers.ts), which sends it before the chain. */
  keptPage: KeptPageLookup;
} {
  const router = Router();
  const readIndex = indexPageReader(path.join(distDir, 'index.html'));

  // Only the router below puts pages in the cache, so a URL found there has passed every
  // handler before it and would come here again: the front door may answer it at once.
  const keptPage: KeptPageLookup = (req) => {
    if (!renderer) return undefined;
    const version = dataVersion();
    const page = cache.peek(`${version} ${renderer.themeOf(req.headers.cookie)} ${req.url}`);
    if (!page || page.page.status !== 200) return undefined;
    return { page, version, csp: readIndex().csp };
  };
  const notFound: RequestHandler = (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  };

  router.use((req, res, next) => {
    res.setHeader('Content-Security-Policy', readIndex().csp);
    if (DOT_SEGMENT.test(req.path)) return notFound(req, res, next);
    next();
  });

  // The service worker (docs/offline.md): revalidated on every update check, so a new build's
  // worker is found at once (a browser would otherwise keep the script up to a day), and
  // allowed to control the whole site. Not served at all when SERVICE_WORKER is off.
  const serviceWorkerFile = path.join(distDir, SERVICE_WORKER_FILE);
  router.get(`/${SERVICE_WORKER_FILE}`, (req, res, next) => {
    if (!serviceWorker || !existsSync(serviceWorkerFile)) return notFound(req, res, next);
    res.setHeader('Service-Worker-Allowed', '/');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(serviceWorkerFile, { cacheControl: false, etag: true, lastModified: false });
  });

  const staticFiles = expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? IMMUTABLE_ASSET : 'public, max-age=3600');
        },
      },
    });
  // A path without a dot in its last segment is a page (every built file has an extension):
  // it skips the file look-up, a stat of the disk per request.
  router.use((req, res, next) => (LAST_SEGMENT_HAS_DOT.test(req.path) ? staticFiles(req, res, next) : next()));

  /** index.html as built: the client-rendered app (no server build, or a failed render). */
  const sendIndex: RequestHandler = (req, res) => {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.type('html').send(readIndex().bodies[encoding]);
  };

  router.get('/{*page}', async (req, res, next) => {
    if (STATIC_FILE_PATH.test(req.path)) return next();
    if (!renderer) return sendIndex(req, res, next);
    const theme = renderer.themeOf(req.headers.cookie);
    const version = dataVersion();
    const key = `${version} ${theme} ${req.originalUrl}`;
    const hit = cache.peek(key) !== undefined;
    (hit ? renderCacheHits : renderCacheMisses).inc();
    if (!hit && renderLimit) {
      const allowed = await new Promise<boolean>((resolve) => {
        void renderLimit(req, res, () => resolve(true));
        res.once('finish', () => resolve(false));
      });
      if (!allowed || res.headersSent) return;
    }
    let page;
    const started = performance.now();
    try {
      page = await cache.get(key, () => renderer.render(req.originalUrl, theme));
    } catch (error) {
      // The page still works, rendered in the browser; the failure is logged to be fixed.
      logger?.error({ err: error, url: req.originalUrl }, 'server render failed; sent the client-rendered page');
      return sendIndex(req, res, next);
    }
    if (page.page.redirect) return res.redirect(page.page.status, page.page.redirect);
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    res.status(page.page.status);
    // Whether this answer was rendered for it, and how long that took (the bench reads these).
    res.setHeader('X-Render-Cache', hit ? 'HIT' : 'MISS');
    if (!hit) res.setHeader('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
    // The theme comes from the cookie, so the page does too.
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    if (page.page.status >= 400) {
      res.setHeader('Cache-Control', NO_STORE);
    } else {
      // Pages may show ages ("8 hours ago"): kept no longer than they stay true, and revalidated by ETag.
      const etag = page.etagFor(version);
      res.setHeader('Cache-Control', relativeTimeCacheControl());
      res.setHeader('ETag', etag);
      if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) return void res.status(304).end();
    }
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.type('html').send(page.body(encoding));
  });

  router.use(notFound);
  return Object.assign(router, { keptPage });
}
