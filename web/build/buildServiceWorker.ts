import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { getManifest } from 'workbox-build';

// Builds the service worker (web/src/sw/serviceWorker.ts) into web/dist/sw.js, after the
// browser build (npm run build runs it between the two Vite builds). Workbox's getManifest
// lists the build's hashed files under web/dist/assets; the list and a version made from it
// are compiled into the worker, so every new build is a new worker (byte for byte), and the
// worker knows which stored files belong to older builds. Workbox's runtime modules are
// bundled in by Vite: the worker loads nothing from any other server.
// Why workbox-build and not vite-plugin-pwa: the server renders every page and serves /sw.js
// itself (on or off, SERVICE_WORKER); the plugin's page precaching, registration script and
// manifest generation would all have to be turned off, leaving only this.

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const distDir = path.join(webDir, 'dist');

export async function buildServiceWorker(): Promise<{ version: string; files: number }> {
  if (!existsSync(path.join(distDir, 'assets'))) throw new Error('web/dist/assets is missing: run the browser build first');
  const { manifestEntries = [], warnings } = await getManifest({
    globDirectory: distDir,
    globPatterns: ['assets/**/*.{js,css,woff2,woff,ttf,svg,png,webp,json}'],
    // The precompressed copies are the same files.
    globIgnores: ['**/*.gz', '**/*.br'],
    maximumFileSizeToCacheInBytes: 20 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`workbox-build: ${warnings.join('; ')}`);
  const files = manifestEntries.map((entry) => `/${entry.url}`).sort();
  const version = createHash('sha256').update(JSON.stringify(manifestEntries.map((entry) => [entry.url, entry.revision]))).digest('hex').slice(0, 16);
  await build({
    configFile: false,
    root: webDir,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __SW_VERSION__: JSON.stringify(version),
      __BUILD_FILES__: JSON.stringify(files),
      // Workbox's modules keep their development logging behind this.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: distDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: path.join(webDir, 'src/sw/serviceWorker.ts'), formats: ['iife'], name: 'gharinsightServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const size = statSync(path.join(distDir, 'sw.js')).size;
  console.log(`service worker: web/dist/sw.js, ${(size / 1024).toFixed(1)} kB, version ${version}, ${files.length} build files`);
  return { version, files: files.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServiceWorker();
