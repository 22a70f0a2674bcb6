import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_DIST, WEB_SERVER_DIST } from '../../../server/src/paths.js';

// vitest's globalSetup for the server project. The app renders pages from the web build
// (web/dist: index.html, Vite's manifest, the service worker; web/dist-server: the server
// renderer): without it the app still starts but serves pages rendered in the browser only,
// and the files that read server-rendered HTML fail far from the cause. So on a fresh clone
// (`npm install`, then `npx vitest run`) the build is made first, once, before any test file
// runs. An existing build is used as it is: `npm test` builds before it runs vitest, and after
// changing web/src run `npm run build` (a stale build is not detected here).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The files the server needs from the build: what PageRenderer.load and webApp read. */
export const BUILD_FILES = [
  path.join(WEB_DIST, 'index.html'),
  path.join(WEB_DIST, '.vite', 'manifest.json'),
  path.join(WEB_DIST, 'sw.js'),
  path.join(WEB_SERVER_DIST, 'entry-server.js'),
];

export default function buildWebIfMissing(): void {
  const missing = BUILD_FILES.filter((file) => !existsSync(file)).map((file) => path.relative(ROOT, file));
  if (missing.length === 0) return;
  console.log(`\nThe server tests render pages from the web build, and ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: running npm run build first.\n`);
  // Without vitest's NODE_ENV=test, as `npm run build` runs from a shell: Vite builds for the
  // NODE_ENV it finds, and a server renderer built for "test" calls React's development JSX
  // runtime, which the server started on its own (production) does not have.
  const { NODE_ENV: _testMode, ...env } = process.env;
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, env, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    throw new Error(`npm run build failed (${build.error?.message ?? `exit ${build.status}`}; its output is above). The server tests need web/dist and web/dist-server: fix the build, or run it yourself, then run vitest again.`);
  }
  const stillMissing = BUILD_FILES.filter((file) => !existsSync(file)).map((file) => path.relative(ROOT, file));
  if (stillMissing.length > 0) throw new Error(`npm run build finished but did not write ${stillMissing.join(', ')}: the server tests cannot render pages without them.`);
}
