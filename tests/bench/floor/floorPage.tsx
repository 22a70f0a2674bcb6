import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Renders the floor's page with its data from the server at `serverUrl`, writes it beside the scripts, and gives its URL path. */
  writePage: (serverUrl: string) => Promise<string>;
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
    const writePage = async (serverUrl: string) => {
      const { body, state } = await renderFloor(serverUrl);
      writeFileSync(
        path.join(dir, 'index.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
          `<link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>Floor</title><script type="module" src="/${FLOOR_DIR}/${entry.fileName}"></script>${preloads}</head>` +
          `<body><div id="root">${body}</div><script type="application/json" id="${FLOOR_STATE_ID}">${scriptJson(state)}</script></body></html>`,
      );
      return `/${FLOOR_DIR}/index.html`;
    };
    return { writePage, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
