import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The web app's root is web/: index.html and public/ live there, the build goes to
// web/dist (served by the Express server with an index.html fallback). In dev the
// API is proxied to the server on port 4000.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiServer = 'http://localhost:4000';

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react()],
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
