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
  },
  server: {
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
    },
  },
}));
