import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';

// Issue 9, "nothing unreachable": walk the app's links breadth-first from / (same-origin
// hrefs only) and check that every property, developer, mall and theater of the fixtures
// has its page linked from somewhere.
//
// The walk reads the server-rendered pages, as a crawler that runs no JavaScript does: every
// page arrives rendered with its data (serverRendering.test.ts), so its links are in the HTML.
// (It ran in a browser before; the same walk took three minutes of CI there.) Needs the web
// build (vitest makes it first when it is missing: support/webBuild.ts).

const fixtureIds = (file: string) =>
  (JSON.parse(readFileSync(path.join(process.cwd(), 'server/fixtures', file), 'utf8')) as { id: string }[]).map((record) => record.id);

const EXPECTED = [
  ...fixtureIds('properties.json').map((id) => `/property/${id}`),
  ...fixtureIds('property-developers.json').map((id) => `/property-developers/${id}`),
  ...fixtureIds('shopping-malls.json').map((id) => `/shopping-malls/${id}`),
  ...fixtureIds('theaters.json').map((id) => `/theaters/${id}`),
];

/** Detail pages are only collected, not walked: they lead back to pages already walked. */
const LEAF = /^\/(property|property-developers|shopping-malls|theaters|news|localities|resources|company)\//;
const MAX_PAGES = 150;

/** The href of every <a> in the page's body (the head's <link>s are not links a visitor follows). */
function anchorHrefs(html: string): string[] {
  const body = html.slice(html.indexOf('<body'));
  return [...body.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Pages fetched at once: each is a server render (tens of ms of CPU), so the walk goes by batches. */
const BATCH = 4;

// The walk is bounded by MAX_PAGES, not by time: each page is a render, and on a busy machine
// the walk took over vitest's 30 s (17 s when idle). The timeout only catches a hang.
it('every property, developer, mall and theater is linked from a page reachable from /', { timeout: 600_000 }, async () => {
  const origin = new URL(server.url).origin;
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const linked = new Set<string>();
  let walked = 0;

  while (queue.length > 0) {
    const batch = queue.splice(0, BATCH);
    walked += batch.length;
    expect(walked, 'pages walked (the bound)').toBeLessThan(MAX_PAGES);
    const pages = await Promise.all(batch.map(async (address) => ({ address, response: await fetch(`${server.url}${address}`) })));
    for (const { address, response } of pages) {
      expect(response.status, address).toBe(200);
      for (const href of anchorHrefs(await response.text())) {
        const url = new URL(href, `${server.url}${address}`);
        if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname === '/graphql') continue;
        const target = url.pathname + url.search;
        linked.add(url.pathname);
        if (!seen.has(target) && !LEAF.test(url.pathname)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
  }

  const unreachable = EXPECTED.filter((address) => !linked.has(address));
  expect(walked, 'pages walked').toBeGreaterThan(10);
  expect(unreachable).toEqual([]);
});
