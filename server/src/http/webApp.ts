import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

import { WEB_DIST } from '../paths.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GharInsight</title></head>
<body><h1>GharInsight</h1><p>The web app has not been built yet: run <code>npm run build</code> (npm start does it for you).
The GraphQL API is at <a href="/graphql">/graphql</a> and the REST API under /api.</p></body></html>`;

/**
 * Serves the built web app. Hashed files under /assets are cached for a year;
 * any other path without a file extension gets index.html so client routes
 * (deep links such as /property/101) work; a missing file gets a plain 404.
 */
export function webApp(distDir: string = WEB_DIST): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    }),
  );

  router.get('/{*clientRoute}', (req, res, next) => {
    if (path.extname(req.path) !== '') return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(indexFile)) {
      res.type('html').send(PLACEHOLDER);
      return;
    }
    res.sendFile(indexFile);
  });

  router.use((req, res) => {
    res.status(404).type('text/plain').send(`Not found: ${req.path}`);
  });
  return router;
}
