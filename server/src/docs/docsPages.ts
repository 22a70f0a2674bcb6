import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { sendError } from '../http/errorResponses.js';
import { DASHBOARD_QUERY, LOCALITY_HISTORY_QUERY, PURCHASE_COST_QUERY } from './exampleQueries.js';
import { contentSecurityPolicy, setCacheControl, setContentSecurityPolicy } from '../http/answerHeaders.js';

// The API's reference pages, served from this server so they work offline (no CDN):
//   /api/docs  Swagger UI (swagger-ui-dist) over /api/openapi.json, "Try it out" filled in
//              with each path's example parameters;
//   /graphiql  GraphiQL (@graphql-yoga/graphiql's self-contained build, React included),
//              with the schema's docs and saved example queries as tabs.
// Each page's script is a file of this server (no inline script), and each page's CSP
// allows this server only.

const require = createRequire(import.meta.url);
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const GRAPHIQL_DIR = path.join(path.dirname(require.resolve('@graphql-yoga/graphiql/package.json')), 'dist');

/** Only this server: scripts and styles from its files (the UIs set inline style attributes), data: images and fonts. */
const docsCsp = (extra: string[] = []) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ...extra,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const API_DOCS_CSP = docsCsp();
/** GraphiQL's editor (Monaco) runs its language services in workers from this server. */
export const GRAPHIQL_CSP = docsCsp(["worker-src 'self'"]);

const page = (title: string, head: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="robots" content="noindex">
${head}
</head>
<body>
${body}
</body>
</html>
`;

const API_DOCS_HTML = page(
  'GharInsight REST API reference',
  '<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">',
  `<noscript><p>The reference needs JavaScript; the contract itself is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></noscript>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>`,
);

const API_DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  // The document is checked by the server's tests; no call to an online validator.
  validatorUrl: null,
});
`;

const GRAPHIQL_HTML = page(
  'GharInsight GraphiQL',
  `<link rel="stylesheet" href="/graphiql/assets/graphiql.css">
<style>html, body, #graphiql { height: 100%; margin: 0; }</style>`,
  `<noscript><p>GraphiQL needs JavaScript. The API answers plain GraphQL over HTTP at <a href="/graphql">/graphql</a>.</p></noscript>
<div id="graphiql"></div>
<script src="/graphiql/assets/yoga-graphiql.umd.js"></script>
<script src="/graphiql/init.js"></script>`,
);

const WORKERS: Record<string, string> = {
  json: 'json.worker.bundle.js',
  graphql: 'graphql.worker..bundle.js',
  editorWorkerService: 'editor.worker.bundle.js',
};

function graphiqlInit(): string {
  const tabs = [
    { query: DASHBOARD_QUERY, variables: JSON.stringify({ city: 'Pune' }, null, 2) },
    { query: LOCALITY_HISTORY_QUERY, variables: JSON.stringify({ city: 'pune', slug: 'baner' }, null, 2) },
    { query: PURCHASE_COST_QUERY, variables: JSON.stringify({ input: { city: 'Pune', price: 9500000, status: 'READY_TO_MOVE' } }, null, 2) },
  ];
  return `// Monaco's language services run in workers served from this server.
self.MonacoEnvironment = {
  getWorkerUrl: function (_moduleId, label) {
    var workers = ${JSON.stringify(WORKERS)};
    return '/graphiql/assets/monacoeditorwork/' + (workers[label] || workers.editorWorkerService);
  },
};
YogaGraphiQL.renderYogaGraphiQL(document.getElementById('graphiql'), {
  endpoint: '/graphql',
  title: 'GharInsight GraphiQL',
  // The saved example queries: the dashboard's, a locality's history, a purchase cost.
  defaultTabs: ${JSON.stringify(tabs, null, 2)},
  // The tab shown first (this build of GraphiQL otherwise opens a welcome text).
  query: ${JSON.stringify(tabs[0].query)},
  variables: ${JSON.stringify(tabs[0].variables)},
  defaultEditorToolsVisibility: 'variables',
  shouldPersistHeaders: false,
});
`;
}

const send =
  (type: string, body: string, csp: string): RequestHandler =>
  (_req, res) => {
    setContentSecurityPolicy(res, csp);
    setCacheControl(res, 'no-cache');
    res.type(type).send(body);
  };

/** Package files: versioned by the package, so cached for a day and revalidated (serve-static's ETag). */
const packageFiles = (dir: string, csp: string) => [
  contentSecurityPolicy(csp),
  express.static(dir, { index: false, maxAge: '1d' }),
  (_req: express.Request, res: express.Response) => sendError(res, 404, 'NOT_FOUND', 'No such file.'),
];

/** GET /api/docs (Swagger UI) and its files; mounted before the REST router. */
export function apiDocs(): Router {
  const router = Router();
  router.get('/', send('html', API_DOCS_HTML, API_DOCS_CSP));
  router.get('/init.js', send('js', API_DOCS_INIT, API_DOCS_CSP));
  router.use('/assets', ...packageFiles(SWAGGER_DIR, API_DOCS_CSP));
  return router;
}

/** GET /graphiql and its files. */
export function graphiql(): Router {
  const router = Router();
  router.get('/', send('html', GRAPHIQL_HTML, GRAPHIQL_CSP));
  router.get('/init.js', send('js', graphiqlInit(), GRAPHIQL_CSP));
  router.use('/assets', ...packageFiles(GRAPHIQL_DIR, GRAPHIQL_CSP));
  return router;
}

/** The link the /graphql landing page (Apollo's Sandbox, online only) gets to the offline explorer. */
export const GRAPHIQL_LINK = '<p id="offline-explorer"><a href="/graphiql">Offline? Open GraphiQL, served from this server.</a></p>';
