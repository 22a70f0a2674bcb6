import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Folders of the repository the server reads at run time, in one place.
// Built from this file's own path rather than `new URL('..', import.meta.url)`:
// Vite (and so vitest's jsdom project, which loads the server for the mock
// GraphQL executor) rewrites that pattern into an http: asset URL.
const SERVER_SRC = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(SERVER_SRC, '../..');

export const SCHEMA_DIR = path.join(REPO_ROOT, 'schema');
export const FIXTURE_DIR = path.join(REPO_ROOT, 'server', 'fixtures');
/**
 * The browser build. WEB_DIST names another copy of it: the offline e2e spec serves a second
 * build beside the first (a new service worker version) this way (docs/offline.md).
 */
export const WEB_DIST = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(REPO_ROOT, 'web', 'dist');
/** The server renderer's build (`vite build --ssr`). */
export const WEB_SERVER_DIST = path.join(REPO_ROOT, 'web', 'dist-server');
