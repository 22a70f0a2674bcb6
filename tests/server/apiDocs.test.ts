import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_CSP, GRAPHIQL_CSP } from '../../server/src/docs/docsPages.js';
import { startTestServer, type TestServer } from './support/testServer.js';

// /api/docs and /graphiql are served from this server with CSPs that allow only it;
// /graphql's landing page links to /graphiql. (tests/e2e/apiDocs.spec.ts loads both in Chromium offline.)

let server: TestServer;
// Start-up can take a while on a busy machine (the default hook timeout is 10 s).
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.close());

describe('offline API docs', () => {
  it.each([
    ['/api/docs', API_DOCS_CSP, ['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/init.js', '/api/docs/assets/swagger-ui.css']],
    ['/graphiql', GRAPHIQL_CSP, ['/graphiql/assets/yoga-graphiql.umd.js', '/graphiql/init.js', '/graphiql/assets/graphiql.css']],
  ])('%s is a page of this server whose files are too', async (pathname, csp, files) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(csp);
    const html = await response.text();
    for (const file of files) {
      expect(html).toContain(`"${file}"`);
      const asset = await fetch(`${server.url}${file}`);
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('content-security-policy'), file).toBe(csp);
    }
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it('lists the saved example queries in GraphiQL', async () => {
    const init = await (await fetch(`${server.url}/graphiql/init.js`)).text();
    for (const name of ['query Dashboard(', 'query LocalityHistory(', 'query PurchaseCost(']) expect(init).toContain(name);
  });

  it('links the Sandbox landing page of /graphql to /graphiql', async () => {
    const landing = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain('<a href="/graphiql">');
  });

  it('answers a missing docs file 404', async () => {
    expect((await fetch(`${server.url}/api/docs/assets/nope.js`)).status).toBe(404);
  });
});
