import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Router, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

import { WEB_DIST } from '../paths.js';
import type { PageRenderer } from '../render/pageRenderer.js';
import { RenderCache, type RenderedPage } from '../render/renderCache.js';
import { CachedAnswer, chooseEncoding, sendKept } from './answerCache.js';
import { setCacheControl, setContentSecurityPolicy, setServerTiming, setVary, webAppCsp } from './answerHeaders.js';
import type { Logger } from './logger.js';
import { IMMUTABLE_ASSET } from './cachePolicy.js';
import { renderCacheHits, renderCacheMisses } from './metrics.js';

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

/** The route label of a page in the request metrics (as Express's route gives it). */
const PAGE_ROUTE = '/{*page}';

/**
 * A rendered page as the answer cache keeps it: shows ages (so kept until the minute turns),
 * varies with the theme cookie, carries the CSP of the index.html it was made from, and is
 * marked X-Render-Cache. A 404 page is kept too (no-store for clients); a redirect as well.
 */
function pageAnswer(page: RenderedPage, version: string, csp: string): CachedAnswer {
  return new CachedAnswer(page.html, 'text/html; charset=utf-8', version, true, {
    status: page.status,
    location: page.redirect,
    vary: 'Accept-Encoding, Cookie',
    csp,
    mark: 'X-Render-Cache',
    route: PAGE_ROUTE,
  });
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
  /** The kept page for a request, for the answer cache's look-up (answerCache.ts), which sends it ahead of the chain. */
  keptPage: (req: Request) => CachedAnswer | undefined;
} {
  const router = Router();
  const readIndex = indexPageReader(path.join(distDir, 'index.html'));
  const pageKey = (version: string, theme: string, url: string) => `${version} ${theme} ${url}`;

  // Only the route below puts pages in the cache, so a URL found there has passed every
  // handler before it and would come here again: the look-up may answer it at once.
  // A redirect is left to the route (res.redirect writes its Location).
  const keptPage = (req: Request): CachedAnswer | undefined => {
    if (!renderer) return undefined;
    const page = cache.peek(pageKey(dataVersion(), renderer.themeOf(req.headers.cookie), req.url));
    if (!page || page.location !== undefined) return undefined;
    renderCacheHits.inc();
    return page;
  };
  const notFound: RequestHandler = (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  };

  router.use((req, res, next) => {
    setContentSecurityPolicy(res, readIndex().csp);
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
    setCacheControl(res, 'no-cache');
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
          setCacheControl(res, immutable ? IMMUTABLE_ASSET : 'public, max-age=3600');
        },
      },
    });
  // A path without a dot in its last segment is a page (every built file has an extension):
  // it skips the file look-up, a stat of the disk per request.
  router.use((req, res, next) => (LAST_SEGMENT_HAS_DOT.test(req.path) ? staticFiles(req, res, next) : next()));

  /** index.html as built: the client-rendered app (no server build, or a failed render). */
  const sendIndex: RequestHandler = (req, res) => {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    setCacheControl(res, 'no-cache');
    setVary(res, 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.type('html').send(readIndex().bodies[encoding]);
  };

  // A page the answer cache's look-up did not send: one to render (or a render under way to
  // wait for), or a kept redirect.
  router.get(PAGE_ROUTE, async (req, res, next) => {
    if (STATIC_FILE_PATH.test(req.path)) return next();
    if (!renderer) return sendIndex(req, res, next);
    const theme = renderer.themeOf(req.headers.cookie);
    const version = dataVersion();
    const key = pageKey(version, theme, req.originalUrl);
    const kept = cache.peek(key);
    (kept ? renderCacheHits : renderCacheMisses).inc();
    if (!kept && renderLimit) {
      const allowed = await new Promise<boolean>((resolve) => {
        void renderLimit(req, res, () => resolve(true));
        res.once('finish', () => resolve(false));
      });
      if (!allowed || res.headersSent) return;
    }
    let page;
    const started = performance.now();
    try {
      page = await cache.get(key, async () => pageAnswer(await renderer.render(req.originalUrl, theme), version, readIndex().csp));
    } catch (error) {
      // The page still works, rendered in the browser; the failure is logged to be fixed.
      logger?.error({ err: error, url: req.originalUrl }, 'server render failed; sent the client-rendered page');
      return sendIndex(req, res, next);
    }
    if (page.location !== undefined) return res.redirect(page.status, page.location);
    // How long the render took (the bench reads it).
    if (!kept) setServerTiming(res, 'render', performance.now() - started);
    sendKept(req, res, page, Boolean(kept));
  });

  router.use(notFound);
  return Object.assign(router, { keptPage });
}
