import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';

// Issue 8 on the HTTP level: security headers, compression, health, request ids
// and the error contract where Node, not Express, answers.

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";
const BUNDLE = `console.log(${JSON.stringify('GharInsight '.repeat(400))});`;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gharinsight-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>GharInsight</title><script>${THEME_SCRIPT}</script><div id="root"></div>`);
  // As the build leaves them (web/precompress.ts): the file and its .br and .gz copies.
  const bundle = path.join(dist, 'assets', 'index-abc123.js');
  writeFileSync(bundle, BUNDLE);
  writeFileSync(`${bundle}.gz`, gzipSync(BUNDLE));
  writeFileSync(`${bundle}.br`, brotliCompressSync(BUNDLE));
  server = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.url}${pathname}`, { headers });

/** A raw HTTP exchange, for what fetch cannot send (oversized or malformed requests). */
function rawRequest(request: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('security headers', () => {
  const asset = '/assets/index-abc123.js';
  it.each(['/', '/api/cities', asset, '/graphql?query=%7B__typename%7D', '/no/such/page', '/api/properties/abc'])('%s has nosniff, Referrer-Policy, COOP, frame-ancestors', async (pathname) => {
    const response = await get(pathname);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it("the web app's CSP allows its inline theme script by hash, and no other inline script", async () => {
    const csp = (await get('/')).headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
  });

  it('JSON answers get a policy that loads nothing', async () => {
    expect((await get('/api/cities')).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("the Sandbox page at /graphql gets its own policy, allowing Apollo's CDN", async () => {
    const response = await get('/graphql', { accept: 'text/html' });
    expect(await response.text()).toContain('embeddable-sandbox');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain('https://embeddable-sandbox.cdn.apollographql.com');
    expect(csp).toContain('frame-src https://sandbox.embed.apollographql.com');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await startTestServer({ webDist: dist, trustProxy: 'loopback' });
    try {
      const https = await fetch(`${proxied.url}/api/cities`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const http = await fetch(`${proxied.url}/api/cities`);
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is not believed.
    expect((await get('/api/cities', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('compression', () => {
  const asset = '/assets/index-abc123.js';
  it('a brotli-accepting client gets the precompressed .br file', async () => {
    const response = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(BUNDLE); // fetch decodes br
  });

  it('a gzip-only client gets the .gz file, others the plain file', async () => {
    const gzip = await get(asset, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(BUNDLE);
    const plain = await get(asset, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BUNDLE);
  });

  it('index.html comes compressed once, in memory, by Accept-Encoding', async () => {
    for (const [accepted, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const response = await get('/dashboard', { 'accept-encoding': accepted });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('JSON above 1 kB is compressed once, when kept: brotli when the client takes it, else gzip', async () => {
    const raw = await rawRequest('GET /api/news HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: close\r\n\r\n');
    expect(raw).toMatch(/\r\ncontent-encoding: br\r\n/i);
    const gzipOnly = await rawRequest('GET /api/news HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n');
    expect(gzipOnly).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
    const small = await get('/api/market-data?city=Pune', { 'accept-encoding': 'gzip, br' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('decodes to the same JSON', async () => {
    const compressed = await fetch(`${server.url}/api/news`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await fetch(`${server.url}/api/news`, { headers: { 'accept-encoding': 'identity' } });
    expect(await compressed.json()).toEqual(await plain.json());
    expect(gunzipSync(gzipSync('x')).toString()).toBe('x');
  });
});

describe('health and request ids', () => {
  it('GET /healthz and /readyz answer 200', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('every answer carries an X-Request-Id; a plain one from the client is kept', async () => {
    expect((await get('/api/cities')).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/api/cities', { 'x-request-id': 'edge-42' })).headers.get('x-request-id')).toBe('edge-42');
    expect((await get('/api/cities', { 'x-request-id': 'x'.repeat(500) })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the error contract where Node answers', () => {
  const jsonBody = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

  it('oversized headers answer 431 in the JSON shape', async () => {
    const raw = await rawRequest(`GET /api/cities HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(raw.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(jsonBody(raw)).toEqual({ error: { code: 'REQUEST_HEADER_FIELDS_TOO_LARGE', message: 'The request headers are larger than the 16 kB limit.' } });
  });

  it('a request that is not HTTP answers 400 in the JSON shape', async () => {
    const raw = await rawRequest('HELLO THERE\r\n\r\n');
    expect(raw.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(jsonBody(raw)).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request is not valid HTTP.' } });
  });

  it.each(['/api2/x', '/apix', '/API2', '/graphqlx', '/graphql2/x'])('%s is a JSON 404, not the web app', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });

  it.each(['/.env', '/.git/config', '/.well-known/x', '/assets/.hidden'])('%s is a 404, not the web app', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<div id="root">');
  });

  it.each([
    ['/api/market-data?city[]=Pune', 'city[]'],
    ['/api/market-data?City=Pune', 'City'],
    ['/api/properties?CITY=Kochi', 'CITY'],
    ['/api/top-gainers?city=Pune&Timeframe=5y', 'Timeframe'],
    ['/api/shopping-malls/3001?city[x]=Pune', 'city[x]'],
  ])('%s is bad input, not the default city', async (pathname, key) => {
    const response = await get(pathname);
    expect(response.status).toBe(400);
    const name = key.replace(/\[.*$/, '').toLowerCase();
    expect(await response.json()).toEqual({ error: { code: 'BAD_USER_INPUT', message: `Unknown query parameter "${key}"; did you mean "${name}"?` } });
  });

  it('an error message quotes at most 100 characters of the input', async () => {
    const city = 'A'.repeat(95_000);
    // A URL must fit in Node's 16 kB of headers; the GraphQL body carries the whole 95 kB.
    const rest = await (await get(`/api/market-data?city=${city.slice(0, 10_000)}`)).json();
    expect(rest.error.message).toBe(`Unknown city "${'A'.repeat(100)}…". Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.`);
    const graphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ($city: String) { marketData(city: $city) { city } }', variables: { city } }),
    });
    const text = await graphql.text();
    expect(text.length).toBeLessThan(1000);
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // graphql-js's own messages quote names from the document.
    const field = 'f'.repeat(50_000);
    const unknownField = await (await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ ${field} }` }) })).json();
    expect(unknownField.errors[0].message).toBe(`Cannot query field "${'f'.repeat(100)}…" on type "Query".`);
  });

  it.each([
    [{ extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }, 'PERSISTED_QUERY_NOT_FOUND'],
    [{ extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } }, 'PERSISTED_QUERY_NOT_SUPPORTED'],
    [{ query: '{ cities { value } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }, 'BAD_REQUEST'],
  ])('a persisted-query error keeps its own code: %j', async (body, code) => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await response.json();
    expect(response.status).toBeLessThan(500);
    expect(json.errors[0].extensions.code).toBe(code);
  });
});
