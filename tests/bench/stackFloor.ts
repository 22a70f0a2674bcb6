import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

// The JavaScript the owner's stack needs before any page of ours: React DOM hydrating,
// Apollo Client with its cache and useQuery, and React Router's browser router, each
// used once, built as the app is built (Vite, production, minified) and gzipped. The
// issue's budget for the landing page (150 kB before interaction) is compared with it.

const ENTRY = `
import { hydrateRoot } from 'react-dom/client';
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
const QUERY = gql\`query Floor { cities { name } }\`;
function Page() { const { data } = useQuery(QUERY); return <p>{JSON.stringify(data)}</p>; }
const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });
const router = createBrowserRouter([{ path: '/', element: <Page /> }]);
hydrateRoot(document.getElementById('root')!, <ApolloProvider client={client}><RouterProvider router={router} /></ApolloProvider>);
`;

export async function stackFloor(): Promise<void> {
  // Inside the project, so that the entry resolves the project's node_modules.
  const dir = mkdtempSync(path.join(process.cwd(), 'node_modules', '.gharinsight-floor-'));
  try {
    const entry = path.join(dir, 'floor.tsx');
    writeFileSync(entry, ENTRY);
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: process.cwd(),
      build: { write: false, rolldownOptions: { input: entry }, modulePreload: false },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
    const gzipped = chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
    console.log(`\nThe stack's floor (React DOM hydrating, Apollo Client with useQuery, React Router's browser router; no antd, no app code): ${(gzipped / 1024).toFixed(1)} kB gzipped`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
