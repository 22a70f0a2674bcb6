import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST, WEB_SERVER_DIST } from '../../server/src/paths.js';

// Both builds take react-router from its production files (web/vite.config.ts): its package
// exports only the development build, whose dev-only warnings then ran on every visitor's
// phone. The production build's minifier drops them; this text is one of them.
const DEV_ONLY_WARNING = 'No routes matched location';

const scriptsIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));

describe("react-router's production build", () => {
  it.each([
    ['the browser build', path.join(WEB_DIST, 'assets')],
    ['the server renderer', WEB_SERVER_DIST],
  ])('%s carries none of its dev-only warnings', (_name, dir) => {
    const scripts = scriptsIn(dir);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => readFileSync(file, 'utf8').includes(DEV_ONLY_WARNING))).toEqual([]);
  });
});
