import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import Negotiator from 'negotiator';

import { WEB_DIST } from '../paths.js';
import { webAppCsp } from './securityHeaders.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GharInsight</title></head>
<body><h1>GharInsight</h1><p>The web app has not been built yet: run <code>npm run build</code> (npm start does it for you).
The GraphQL API is at <a href="/graphql">/graphql</a> and the REST API under /api.</p></body></html>`;

/** The CSP source of each inline <script> (no src) of a page: 'sha256-…' of its exact text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`,
  );
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
  return () => {
    if (!existsSync(indexFile)) return placeholder;
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, page: indexPage(readFileSync(indexFile, 'utf8')) };
    }
    return cached.page;
  };
}

/** A path with a segment starting with a dot (/.env, /.git/config): never a file we serve, never the app. */
const DOT_SEGMENT = /(^|\/)\.[^/]*/;

/**
 * Serves the built web app. Files come from web/dist with their precompressed .br or
 * .gz copy when the client accepts one (written at build time); index.html is kept in
 * memory compressed both ways. Nothing is compressed per request. Hashed files under /assets are cached for a year; any other path
 * without a file extension gets index.html so client routes (deep links such as
 * /property/101) work; a missing file or a dot-file path gets a plain 404.
 */
export function webApp(distDir: string = WEB_DIST): Router {
  const router = Router();
  const readIndex = indexPageReader(path.join(distDir, 'index.html'));
  const notFound: RequestHandler = (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  };

  router.use((req, res, next) => {
    res.setHeader('Content-Security-Policy', readIndex().csp);
    if (DOT_SEGMENT.test(req.path)) return notFound(req, res, next);
    next();
  });

  router.use(
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      },
    }),
  );

  router.get('/{*clientRoute}', (req, res, next) => {
    if (path.extname(req.path) !== '') return next();
    const { bodies } = readIndex();
    // The smallest the client accepts at all (browsers list gzip before br).
    const accepted = new Negotiator(req).encodings(['br', 'gzip', 'identity']);
    const encoding = (['br', 'gzip'] as const).find((candidate) => accepted.includes(candidate)) ?? 'identity';
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.type('html').send(bodies[encoding]);
  });

  router.use(notFound);
  return router;
}
