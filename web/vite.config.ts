import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

// The web app's root is web/: index.html and public/ live there, the build goes to
// web/dist (served by the Express server with an index.html fallback). In dev the
// API is proxied to the server on port 4000. The build also writes .gz and .br
// copies of each text asset (precompress.ts) for the server to send as they are.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:4000';

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/graphql': apiServer,
      '/api': apiServer,
    },
  },
});
