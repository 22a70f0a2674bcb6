import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { AnswerCache, CachedAnswer } from '../../server/src/http/answerCache.js';
import { API_CACHE_CONTROL } from '../../server/src/http/cachePolicy.js';
import { GRAPHQL_RESPONSE_ACCEPT, startTestServer, type TestServer } from './support/testServer.js';

// HTTP caching (issue 21): strong ETags and 304s on API paths, GraphQL GETs and pages;
// Cache-Control per kind of answer; the answer cache keeps only 200s, never mixes
// variables, and still applies the security headers and request ids.

let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  limited = await startTestServer({ rateLimitPerMinute: 2 });
}, 60_000);
afterAll(async () => {
  await server.close();
  await limited.close();
});

const RELATIVE = /^public, max-age=(\d+), s-maxage=\1$/;
const DASHBOARD =
  'query Dashboard($city: String) { marketData(city: $city) { city avgPrice } topGainers(city: $city) { locality priceAppreciation } }';
const graphqlGet = (query: string, variables?: Record<string, unknown>) =>
  `${server.url}/graphql?${new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })}`;

async function revalidates(url: string, init: RequestInit = {}) {
  const first = await fetch(url, init);
  expect(first.status, url).toBe(200);
  const etag = first.headers.get('etag');
  expect(etag, url).toMatch(/^"[0-9a-f]{8}-[\w-]{27}"$/);
  const again = await fetch(url, { ...init, headers: { ...init.headers, 'if-none-match': etag! } });
  expect(again.status, url).toBe(304);
  expect(await again.text()).toBe('');
  expect(again.headers.get('etag')).toBe(etag);
  expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const other = await fetch(url, { ...init, headers: { ...init.headers, 'if-none-match': '"other"' } });
  expect(other.status).toBe(200);
  return first;
}

describe('REST', () => {
  it('answers a matching If-None-Match with 304, and is public for 5 minutes (CDNs an hour)', async () => {
    const first = await revalidates(`${server.url}/api/market-data?city=Pune`);
    expect(first.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    expect(API_CACHE_CONTROL).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('sends a kept answer with the very headers its first answer had (one header set for both paths)', async () => {
    const perRequest = new Set(['date', 'x-request-id', 'x-answer-cache', 'ratelimit', 'ratelimit-policy', 'keep-alive', 'connection']);
    const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !perRequest.has(name)));
    for (const url of [`${server.url}/api/localities?city=Mumbai`, graphqlGet(DASHBOARD, { city: 'Pune' })]) {
      const first = await fetch(url, { headers: { accept: 'application/json' } });
      const kept = await fetch(url, { headers: { accept: 'application/json' } });
      expect(kept.status, url).toBe(200);
      expect(headersOf(kept), url).toEqual(headersOf(first));
      // JSON, GraphQL's too, loads and frames nothing (the Sandbox page's policy is for the page).
      expect(kept.headers.get('content-security-policy'), url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(Object.keys(headersOf(first)), url).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'x-frame-options', 'etag', 'cache-control']));
    }
  });

  it('keeps the security headers and a request id on answers sent from the cache', async () => {
    await fetch(`${server.url}/api/cities`);
    const cached = await fetch(`${server.url}/api/cities`, { headers: { 'x-request-id': 'edge-7' } });
    expect(cached.headers.get('x-request-id')).toBe('edge-7');
    expect(cached.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(cached.headers.get('x-content-type-options')).toBe('nosniff');
    expect(cached.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('tells clients to keep answers that show ages only until the next minute', async () => {
    const news = await revalidates(`${server.url}/api/news`);
    const [, seconds] = RELATIVE.exec(news.headers.get('cache-control') ?? '') ?? [];
    expect(Number(seconds)).toBeGreaterThanOrEqual(1);
    expect(Number(seconds)).toBeLessThanOrEqual(60);
  });

  it('never stores errors: they are no-store without an ETag, every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const bad = await fetch(`${server.url}/api/market-data?city=Atlantis`);
      expect(bad.status).toBe(400);
      expect(bad.headers.get('cache-control')).toBe('no-store');
      expect(bad.headers.get('etag')).toBeNull();
      const missing = await fetch(`${server.url}/api/properties/999999`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 429 with no-store, also for a URL whose answer is kept', async () => {
    const url = `${limited.url}/api/cities`;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    const refused = await fetch(url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('etag')).toBeNull();
  });
});

describe('GraphQL', () => {
  it('answers a GET query with an ETag, 304 on a match, public like the REST API', async () => {
    const first = await revalidates(graphqlGet(DASHBOARD, { city: 'Pune' }));
    expect(first.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    expect(first.headers.get('vary')).toBe('Accept, Accept-Encoding');
  });

  it("serves a repeat from the answer cache, never with another request's variables", async () => {
    const pune = graphqlGet(DASHBOARD, { city: 'Pune' });
    const kochi = graphqlGet(DASHBOARD, { city: 'Kochi' });
    await fetch(pune);
    const hit = await fetch(pune);
    expect(hit.headers.get('x-answer-cache')).toBe('HIT');
    expect(((await hit.json()) as { data: { marketData: { city: string } } }).data.marketData.city).toBe('Pune');
    const other = await fetch(kochi);
    expect(other.headers.get('x-answer-cache')).toBe('MISS');
    expect(((await other.json()) as { data: { marketData: { city: string } } }).data.marketData.city).toBe('Kochi');
    for (const city of ['Pune', 'Kochi']) {
      const body = JSON.stringify({ query: DASHBOARD, variables: { city } });
      const post = () => fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE_ACCEPT }, body });
      expect((await post()).headers.get('x-answer-cache')).toBe('MISS');
      const repeat = await post();
      expect(repeat.headers.get('x-answer-cache')).toBe('HIT');
      expect(repeat.headers.get('content-type')).toBe('application/graphql-response+json; charset=utf-8');
      expect(((await repeat.json()) as { data: { marketData: { city: string } } }).data.marketData.city).toBe(city);
    }
  });

  it('keeps the media type the Accept header chose apart', async () => {
    const url = graphqlGet('{ cities { value } }');
    await fetch(url, { headers: { accept: GRAPHQL_RESPONSE_ACCEPT } });
    const plain = await fetch(url, { headers: { accept: 'application/json' } });
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('never stores an answer with errors; a query over the cost limit is refused every time', async () => {
    for (let i = 0; i < 2; i += 1) {
      const bad = await fetch(graphqlGet(DASHBOARD, { city: 'Atlantis' }));
      expect(bad.headers.get('cache-control')).toBe('no-store');
      expect(bad.headers.get('x-answer-cache')).toBeNull();
      expect(((await bad.json()) as { errors: unknown[] }).errors).toHaveLength(1);
      const costly = await fetch(graphqlGet(`{ ${Array.from({ length: 3 }, (_, n) => `n${n}: newsArticles { body }`).join(' ')} }`), { headers: { accept: GRAPHQL_RESPONSE_ACCEPT } });
      expect(costly.status).toBe(400);
      expect(costly.headers.get('cache-control')).toBe('no-store');
      expect(((await costly.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/the limit is 256 kB/);
    }
  });

  it("keeps an answer that shows ages (the SDL's @cacheControl hint on timeAgo) only until the next minute", async () => {
    const first = await revalidates(graphqlGet('{ newsArticles { slug timeAgo } }'));
    expect(first.headers.get('cache-control')).toMatch(RELATIVE);
    const plain = await fetch(graphqlGet('{ newsArticles { slug } }'));
    expect(plain.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
  });
});

describe('automatic persisted queries over GET (what the web app sends)', () => {
  it('answers a known hash from a short, cacheable URL; an unknown one is PERSISTED_QUERY_NOT_FOUND and never kept', async () => {
    const query = 'query Probe($city: String) { marketData(city: $city) { city avgPrice } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const hashed = `${server.url}/graphql?${new URLSearchParams({ operationName: 'Probe', variables: JSON.stringify({ city: 'Chennai' }), extensions })}`;
    for (let i = 0; i < 2; i += 1) {
      const unknown = await fetch(hashed);
      expect(unknown.headers.get('cache-control')).toBe('no-store');
      expect(((await unknown.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    }
    const register = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, operationName: 'Probe', variables: { city: 'Chennai' }, extensions: JSON.parse(extensions) }),
    });
    expect(register.status).toBe(200);
    const first = await revalidates(hashed);
    expect(first.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    expect(await first.json()).toEqual({ data: { marketData: { city: 'Chennai', avgPrice: expect.any(Number) } } });
    expect((await fetch(hashed)).headers.get('x-answer-cache')).toBe('HIT');
  });
});

describe('pages', () => {
  it('answers a rendered page with an ETag and 304, kept no longer than its ages stay true', async () => {
    const page = await revalidates(`${server.url}/dashboard?city=Pune`);
    expect(page.headers.get('cache-control')).toMatch(RELATIVE);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends a kept page from the front door with the very headers its render had, for its own theme only', async () => {
    const perRequest = new Set(['date', 'x-request-id', 'x-render-cache', 'server-timing', 'cache-control', 'keep-alive', 'connection']);
    const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !perRequest.has(name)));
    const url = `${server.url}/localities/kochi`;
    const rendered = await fetch(url);
    const kept = await fetch(url);
    expect([rendered.headers.get('x-render-cache'), kept.headers.get('x-render-cache')]).toEqual(['MISS', 'HIT']);
    expect(headersOf(kept)).toEqual(headersOf(rendered));
    expect(kept.headers.get('cache-control')).toMatch(RELATIVE);
    expect(kept.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await kept.text()).toBe(await rendered.text());
    // The dark theme is another page, never answered by the light one kept for the same URL.
    const dark = await fetch(url, { headers: { cookie: 'gharinsight-theme=dark' } });
    expect(dark.headers.get('x-render-cache')).toBe('MISS');
    expect(dark.headers.get('etag')).not.toBe(kept.headers.get('etag'));
  });

  it('sends a not-found page with no-store', async () => {
    const missing = await fetch(`${server.url}/property/999999`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the answer cache and the data version', () => {
  it('is keyed to the data version, which is a hash of the fixtures', () => {
    const data = DataStore.fromFixtureDir();
    expect(data.version).toMatch(/^[0-9a-f]{16}$/);
    expect(DataStore.fromFixtureDir().version).toBe(data.version);
    let version = 'one';
    const cache = new AnswerCache(() => version);
    cache.set('/api/cities', new CachedAnswer('[]', 'application/json', version, false));
    expect(cache.get('/api/cities')).toBeDefined();
    version = 'two';
    expect(cache.get('/api/cities')).toBeUndefined();
    version = 'one';
    cache.clear();
    expect(cache.get('/api/cities')).toBeUndefined();
  });

  it('gives different data a different version', () => {
    const data = DataStore.fromFixtureDir();
    const fixtures = (data as unknown as { fixtures: ConstructorParameters<typeof DataStore>[0] }).fixtures;
    const changed = new DataStore({ ...fixtures, cities: fixtures.cities.slice(1) });
    expect(changed.version).not.toBe(data.version);
  });
});
