import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { localitySlug } from '../../server/src/data/localities/slug.js';
import { ConfigError, publicUrl } from '../../server/src/config/publicUrl.js';
import { buildSitemap } from '../../server/src/http/seoFiles.js';
import { startTestServer, type TestServer } from './support/testServer.js';

// /sitemap.xml and /robots.txt over real HTTP, with a configured PUBLIC_URL.

const ORIGIN = 'https://gharinsight.example';
const data = DataStore.fromFixtureDir();
let server: TestServer;
let sitemap: { status: number; type: string | null; cache: string | null; body: string };

beforeAll(async () => {
  server = await startTestServer({ data, publicUrl: ORIGIN });
  const response = await fetch(`${server.url}/sitemap.xml`);
  sitemap = { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), body: await response.text() };
});
afterAll(() => server.close());

/** The <loc> values, unescaped, after checking the document is a well-formed urlset of <url><loc> lines. */
function locations(xml: string): string[] {
  const lines = xml.trimEnd().split('\n');
  expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  expect(lines[1]).toBe('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(lines.at(-1)).toBe('</urlset>');
  return lines.slice(2, -1).map((line) => {
    const match = /^ {2}<url><loc>([^<>"']*)<\/loc><\/url>$/.exec(line);
    expect(match, line).not.toBeNull();
    // Every & must be the start of an entity: a bare one is not well-formed XML.
    expect(match![1]).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    return match![1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  });
}

describe('/sitemap.xml', () => {
  it('answers XML, cached for an hour', () => {
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/^application\/xml/);
    expect(sitemap.cache).toBe('public, max-age=3600');
  });

  it('lists absolute URLs on PUBLIC_URL, each once', () => {
    const urls = locations(sitemap.body);
    expect(urls.length).toBeGreaterThan(200);
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every property, article, mall, theater, developer and locality of the data layer', () => {
    const urls = new Set(locations(sitemap.body));
    for (const property of data.properties()) expect(urls).toContain(`${ORIGIN}/property/${property.id}`);
    for (const article of data.newsArticles()) expect(urls).toContain(`${ORIGIN}/news/${article.slug}`);
    for (const mall of data.shoppingMalls()) expect(urls).toContain(`${ORIGIN}/shopping-malls/${mall.id}`);
    for (const theater of data.theaters()) expect(urls).toContain(`${ORIGIN}/theaters/${theater.id}`);
    for (const developer of data.propertyDevelopers()) expect(urls).toContain(`${ORIGIN}/property-developers/${developer.id}`);
    for (const locality of data.localities()) expect(urls).toContain(`${ORIGIN}/localities/${localitySlug(locality.city)}/${locality.slug}`);
    // Issue 19: each city's page of localities, e.g. /localities/pune.
    for (const city of data.cityNames) expect(urls).toContain(`${ORIGIN}/localities/${localitySlug(city)}`);
  });

  it('lists every city dashboard and section route, with the city in the query string', () => {
    const urls = new Set(locations(sitemap.body));
    for (const city of data.cityNames) {
      const query = new URLSearchParams({ city }).toString();
      for (const route of ['/dashboard', '/top-gainers', '/transaction-prices', '/market-analysis', '/properties']) expect(urls).toContain(`${ORIGIN}${route}?${query}`);
    }
    expect(urls).toContain(`${ORIGIN}/dashboard?city=Delhi+NCR`);
    for (const path of ['/', '/properties', '/compare', '/news', '/tools/purchase-cost', '/tools/affordability', '/tools/rent-vs-buy']) expect(urls).toContain(`${ORIGIN}${path}`);
  });

  it('lists the resource and company pages', () => {
    const urls = new Set(locations(sitemap.body));
    for (const page of ['investment-guide', 'glossary', 'trends-report', 'builder-reviews', 'research']) expect(urls).toContain(`${ORIGIN}/resources/${page}`);
    for (const page of ['about', 'contact', 'careers', 'press', 'privacy', 'terms', 'cookies']) expect(urls).toContain(`${ORIGIN}/company/${page}`);
  });

  it('escapes & in query strings as &amp;', () => {
    expect(buildSitemap(ORIGIN, ['/properties?city=Pune&bedrooms=2'])).toContain(`<loc>${ORIGIN}/properties?city=Pune&amp;bedrooms=2</loc>`);
    expect(sitemap.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('/robots.txt', () => {
  it('allows everything but the APIs and names the sitemap on PUBLIC_URL', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /graphql', '', `Sitemap: ${ORIGIN}/sitemap.xml`, ''].join('\n'));
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to http://localhost:{PORT}, port 4000 without PORT', () => {
    expect(publicUrl({})).toBe('http://localhost:4000');
    expect(publicUrl({ PORT: '8080' })).toBe('http://localhost:8080');
  });

  it('is the origin without a trailing slash', () => {
    expect(publicUrl({ PUBLIC_URL: 'https://gharinsight.example/' })).toBe('https://gharinsight.example');
    expect(publicUrl({ PUBLIC_URL: 'http://Example.COM:8080' })).toBe('http://example.com:8080');
  });

  it.each([
    ['gharinsight.example', 'PUBLIC_URL must be an absolute http(s) URL such as https://gharinsight.example, got "gharinsight.example"'],
    ['ftp://gharinsight.example', 'PUBLIC_URL must start with http:// or https://, got "ftp://gharinsight.example"'],
    ['https://gharinsight.example/app', 'PUBLIC_URL must be an origin only (scheme, host and optional port), got "https://gharinsight.example/app"'],
    ['https://gharinsight.example/?x=1', 'PUBLIC_URL must be an origin only (scheme, host and optional port), got "https://gharinsight.example/?x=1"'],
  ])('rejects %s', (value, message) => {
    expect(() => publicUrl({ PUBLIC_URL: value })).toThrow(new ConfigError(message));
  });
});
