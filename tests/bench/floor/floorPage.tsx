import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { renderToString } from 'react-dom/server';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { precompress } from '../../../web/precompress.js';
import { scriptJson } from '../../../server/src/render/scriptJson.js';
import { FLOOR_STATE_ID, floorRoutes } from './FloorApp.js';

// The floor: the owner's stack alone (React DOM hydrating server-rendered markup, Apollo
// Client with one query restored from the server's state, React Router), no antd and no
// app code, built by Vite as the app is built. For the phone bench it is written as
// static files into web/dist/bench-floor/ (removed afterwards), which the server serves
// as it serves every built file: no server code knows about it.

const ENTRY = path.join(import.meta.dirname, 'client.tsx');
const FLOOR_DIR = 'bench-floor';
/** The floor's second page: its scripts started the way the app's are (see startScript). */
const AFTER_PAINT_PAGE = 'after-paint.html';
const START_SCRIPT_FILE = 'start-after-paint.js';

/**
 * The app's start script, taken from web/index.html: after the page's first frame it adds
 * the scripts the server listed in #gharinsight-scripts (modulepreload links and the entry).
 * Lighthouse counts blocking time from the first contentful paint on: the floor's own page
 * runs its scripts as the browser loads a module script in the head, which its first paint
 * may wait for, so their cost can fall before that paint and out of the count, where the
 * app's all falls after it. The floor started the app's way shows what the same stack costs
 * where the app's scripts run. It is a file of its own: the server's CSP allows only
 * index.html's inline scripts (by hash).
 */
function startScript(): string {
  const html = readFileSync(path.join(process.cwd(), 'web/index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).find((text) => text.includes('gharinsight-scripts'));
  if (!script) throw new Error("web/index.html has no start script reading #gharinsight-scripts: update the floor's after-paint page");
  return script;
}

async function buildFloor(outDir: string, base = '/'): Promise<Rollup.OutputChunk[]> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    // The project's root, so that the entry resolves the project's node_modules.
    root: process.cwd(),
    base,
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, modulePreload: false, rolldownOptions: { input: ENTRY } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  return (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
}

/** The JavaScript the owner's stack needs before any page of ours, gzipped: the budgets are compared with it. */
export async function stackFloor(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-floor-'));
  try {
    const gzipped = (await buildFloor(dir)).reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
    console.log(`\nThe stack's floor (React DOM hydrating, Apollo Client with useQuery, React Router's browser router; no antd, no app code): ${(gzipped / 1024).toFixed(1)} kB gzipped`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The floor's markup and Apollo state, rendered with the page's query answered by the server at `serverUrl`. */
async function renderFloor(serverUrl: string): Promise<{ body: string; state: object }> {
  const handler = createStaticHandler(floorRoutes);
  const context = await handler.query(new Request(`${serverUrl}/${FLOOR_DIR}/`));
  if (context instanceof Response) throw new Error(`the floor's route answered ${context.status}`);
  const client = new ApolloClient({ ssrMode: true, link: new HttpLink({ uri: `${serverUrl}/graphql` }), cache: new InMemoryCache() });
  const tree = (
    <ApolloProvider client={client}>
      {/* hydrate={false}: as the app, no inline router state (no loaders, and the CSP allows no such script). */}
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </ApolloProvider>
  );
  const { result } = await prerenderStatic({ tree, renderFunction: renderToString });
  return { body: result, state: client.extract() as object };
}

export interface FloorFiles {
  /**
   * Renders the floor's page with its data from the server at `serverUrl` and writes it beside
   * the scripts twice: as it was (`page`: its module script in the head) and with its scripts
   * started after the first frame as the app's are (`afterPaint`). Gives their URL paths.
   */
  writePage: (serverUrl: string) => Promise<{ page: string; afterPaint: string }>;
  remove: () => void;
}

/**
 * Builds the floor's scripts into `distDir`/bench-floor. Before the server starts: the
 * server (express-static-gzip) lists the precompressed .br/.gz copies when it starts. The
 * page itself is written once the server answers its query; it is under 1 kB, which this
 * server sends uncompressed as it does every answer under 1 kB.
 */
export async function buildFloorFiles(distDir: string): Promise<FloorFiles> {
  const dir = path.join(distDir, FLOOR_DIR);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const entry = (await buildFloor(dir, `/${FLOOR_DIR}/`)).find((chunk) => chunk.isEntry)!;
    const preloads = entry.imports.map((file) => `<link rel="modulepreload" href="/${FLOOR_DIR}/${file}">`).join('');
    // Written before the server starts, as the scripts are.
    writeFileSync(path.join(dir, START_SCRIPT_FILE), startScript());
    const scripts = { preload: entry.imports.map((file) => `/${FLOOR_DIR}/${file}`), entry: `/${FLOOR_DIR}/${entry.fileName}` };
    const writePage = async (serverUrl: string) => {
      const { body, state } = await renderFloor(serverUrl);
      const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Floor</title>`;
      const root = `<div id="root">${body}</div><script type="application/json" id="${FLOOR_STATE_ID}">${scriptJson(state)}</script>`;
      writeFileSync(path.join(dir, 'index.html'), `${head}<script type="module" src="${scripts.entry}"></script>${preloads}</head><body>${root}</body></html>`);
      writeFileSync(
        path.join(dir, AFTER_PAINT_PAGE),
        `${head}</head><body>${root}<script type="application/json" id="gharinsight-scripts">${scriptJson(scripts)}</script><script src="/${FLOOR_DIR}/${START_SCRIPT_FILE}"></script></body></html>`,
      );
      return { page: `/${FLOOR_DIR}/index.html`, afterPaint: `/${FLOOR_DIR}/${AFTER_PAINT_PAGE}` };
    };
    return { writePage, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
