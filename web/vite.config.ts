import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

// The web app's root is web/: index.html and public/ live there. `npm run build` makes
// two builds: the browser's in web/dist (with a manifest, .vite/manifest.json, which
// the server reads to know each page's chunks, and .gz/.br copies of each text asset,
// precompress.ts), and the server renderer's (`--ssr src/entry-server.tsx`) in
// web/dist-server. In dev (`npm run dev:web`) the app is client-rendered and the API
// is proxied to the server on port 4000.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:4000';

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // The server bundle needs no copy of the images.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // No <link rel=modulepreload> added at run time for a lazy chunk's imports: adding a
    // link to the head makes the browser recompute the whole page's styles, a long task
    // on a phone. The first page's chunks are fetched by the loader in index.html; a page
    // reached later fetches its imports as the browser finds them.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
  },
  server: {
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
    },
  },
}));
