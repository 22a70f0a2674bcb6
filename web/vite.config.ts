import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStaticCss } from './build/antdCssPlugin';
import { antdMapTokens } from './build/antdMapTokens';
import { antdStyleCodeOut } from './build/antdStyleCode';
import { antdThemeTokens } from './build/antdThemeTokens';
import { antdZeroRuntimeVariables } from './build/antdZeroRuntime';
import { chunkGroups, shellModules } from './build/chunkGroups';
import { precompress } from './precompress';

// The web app's root is web/: index.html and public/ live there. `npm run build` makes
// two builds: the browser's in web/dist (with a manifest, .vite/manifest.json, which
// the server reads to know each page's chunks, and .gz/.br copies of each text asset,
// precompress.ts), and the server renderer's (`--ssr src/entry-server.tsx`) in
// web/dist-server. In dev (`npm run dev:web`) the app is client-rendered and the API
// is proxied to the server on port 4000.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:4000';

// react-router 7 exports only its development build (remix-run/react-router#14102, #14753):
// dev-only warnings and checks ran on every visitor's phone. Both entries react-router-dom
// imports go to the production build (two copies would mean two router contexts), in the builds
// only: `npm run dev:web` keeps the warnings. When the package's exports offer a production
// condition, this can go (tests/server/clientBundle.test.ts fails while the warnings ship).
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  // The server bundle needs no copy of the images.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), antdStaticCss(), antdMapTokens(), antdThemeTokens(), antdZeroRuntimeVariables(), antdStyleCodeOut(), shellModules(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // One stylesheet for the whole app (antd's, generated at build time, and ours): a
    // page links it in its <head>, and it is cached, immutable, for every page after.
    // Per-page stylesheets would be added to the page as its chunk loads, and every
    // stylesheet added makes the browser recompute the style of the whole page.
    cssCodeSplit: false,
    // The server lists every chunk a page needs in the page it sends
    // (server/src/render/pageTemplate.ts), and index.html's start script preloads them
    // after the first paint; a page reached later loads its chunk, whose imports (the
    // groups below) are already there.
    modulePreload: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups } } },
  },
  // The server build holds every package it uses (the server itself imports none of them:
  // React, Apollo and antd run only inside this build). Left to Node, they were resolved,
  // read and compiled module by module, the icons package's Node entry loading all of its
  // CommonJS icons: importing the server build took 1.8-2.5 s of every server start (each
  // worker, each reload test, each e2e server); bundled and tree-shaken, 0.25-0.35 s. The
  // icons come from their ES modules ('@ant-design/icons/es'), which can be tree-shaken.
  ssr: { noExternal: true },
  resolve: {
    alias: [...(command === 'build' ? reactRouterProduction : []), ...(isSsrBuild ? [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }] : [])],
  },
  server: {
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
    },
  },
}));
