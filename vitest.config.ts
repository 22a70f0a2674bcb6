import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { antdMapTokens } from './web/build/antdMapTokens';
import { createRequire } from 'node:module';

// Node loads `graphql` for Apollo Server and graphql-query-complexity as CommonJS
// (graphql 16 has no "exports"); Vite would give the test files the .mjs build, a
// second copy whose schema objects the first rejects. The server tests use Node's.
const graphqlForNode = createRequire(import.meta.url).resolve('graphql');

// Three projects: the server suite runs in Node against the real app on port 0; the
// web suite renders components in jsdom with msw serving the real schema; the lint
// suite runs ESLint's Node API on snippets (tests/lint).
export default defineConfig({
  test: {
    // Two files at a time: vitest's default is one worker fewer than the cores (one, on the 2-core CI
    // machine), and most files spend their time waiting on a server process or a socket, not the CPU.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          alias: [{ find: /^graphql$/, replacement: graphqlForNode }],
          include: ['tests/server/**/*.test.ts'],
          // Starting the app (fixtures, the price-check index, the renderer) and a first render take a few
          // seconds on a busy machine: wait for them rather than fail on vitest's 5 s / 10 s defaults.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Every REST answer a test receives is checked against the OpenAPI document.
          setupFiles: ['tests/server/support/contractSetup.ts'],
          // Pages are rendered from the web build: on a fresh clone it is made once, first.
          globalSetup: ['tests/server/support/webBuild.ts'],
        },
      },
      {
        plugins: [react(), antdMapTokens()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // Above the 15 s a single findBy… may wait (tests/web/setup.ts): a test waits for several things.
          testTimeout: 45_000,
        },
      },
      {
        // The lint rules' own tests (ESLint's Node API on snippets): loading the parser and
        // the plugins takes a few seconds.
        test: { name: 'lint', environment: 'node', include: ['tests/lint/**/*.test.ts'], testTimeout: 60_000 },
      },
    ],
  },
});
