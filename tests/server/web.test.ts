import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';

// Serving the web app and the sandbox. A stand-in build keeps this suite
// independent of `npm run build` (the Playwright suite uses the real one).

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gharinsight-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>GharInsight</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  server = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app', () => {
  it.each(['/', '/dashboard?city=Pune', '/property/101', '/news/some-article', '/no/such/page'])('GET %s answers index.html (client routes, deep links)', async (route) => {
    const response = await fetch(`${server.url}${route}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves hashed assets with a long cache lifetime, compressed', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing file instead of the app', async () => {
    const response = await fetch(`${server.url}/images/no-such-image.svg`);
    expect(response.status).toBe(404);
  });

  it('shows a placeholder page when the web app is not built', async () => {
    const bare = await startTestServer({ webDist: path.join(dist, 'missing') });
    try {
      const response = await fetch(`${bare.url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('The web app has not been built yet');
    } finally {
      await bare.close();
    }
  });
});

describe('GraphQL sandbox', () => {
  it('GET /graphql from a browser answers the Apollo Sandbox landing page', async () => {
    const response = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('embeddable-sandbox');
    expect(html).toContain('Apollo');
  });
});
