import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { inlineScriptHashes } from '../../server/src/http/webApp.js';
import { WEB_DIST, WEB_SERVER_DIST } from '../../server/src/paths.js';
import { scriptJson } from '../../server/src/render/scriptJson.js';
import { formatCrore, formatNumber, formatRupees } from '../../web/src/shared/format.js';
import { inOneMinute } from './support/minuteTurn.js';
import { startTestServer, type TestServer } from './support/testServer.js';
import type { BootData } from '../../web/src/app/bootData.js';

// The server-rendered pages as a crawler, a link preview or a browser without
// JavaScript gets them: real HTTP against the real app and the real web build
// (vitest makes it first when it is missing: support/webBuild.ts).

const data = DataStore.fromFixtureDir();
let server: TestServer;

beforeAll(async () => {
  if (!existsSync(path.join(WEB_SERVER_DIST, 'entry-server.js')) || !existsSync(path.join(WEB_DIST, '.vite', 'manifest.json'))) {
    throw new Error('These tests read the real web build: run `npm run build` first (npm test does).');
  }
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
  /** The visible text of <div id="root">, tags removed and entities decoded, spaces collapsed. */
  text: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&nbsp;': ' ' };

function visibleText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="gharinsight-boot">'));
  return root
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#x27|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ');
}

async function get(route: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await fetch(`${server.url}${route}`, { headers, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, text: visibleText(html) };
}

function h1(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return visibleText(`<div id="root">${match?.[1] ?? ''}<script type="application/json" id="gharinsight-boot">`).trim();
}

describe('every page arrives rendered with its data', () => {
  it('the landing page', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe('Make smarter property decisions in Indian cities');
    expect(page.text).toContain(`Popular Cities ${data.cities().map((city) => city.label).join(' ')}`);
  });

  it('the dashboard of the city in the query string, with its market figures', async () => {
    const page = await get('/dashboard?city=Pune');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe('Pune Real Estate Dashboard');
    const pune = data.marketData('Pune');
    expect(page.text).toContain(formatNumber(pune.propertiesListed));
  });

  it('a property, with its name, price and locality', async () => {
    const property = data.property('101')!;
    const page = await get('/property/101');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toContain(property.name);
    expect(page.text).toContain(formatCrore(property.price));
    expect(page.text).toContain(property.locality);
  });

  it('the news list and an article', async () => {
    const [first, second] = data.newsArticles();
    const list = await get('/news');
    expect(list.status).toBe(200);
    expect(h1(list.html)).toBe('Real Estate News & Insights');
    expect(list.text).toContain(first.title);
    expect(list.text).toContain(second.title);

    const article = await get(`/news/${first.slug}`);
    expect(article.status).toBe(200);
    expect(h1(article.html)).toBe(first.title);
    expect(article.text).toContain(first.body[0].slice(0, 60));
  });

  it('the comparison of the cities in the query string', async () => {
    const page = await get('/compare?cities=Mumbai,Pune');
    expect(page.status).toBe(200);
    expect(h1(page.html)).toBe('Compare Cities');
    const mumbai = data.marketData('Mumbai');
    const pune = data.marketData('Pune');
    expect(page.text).toContain(formatNumber(mumbai.propertiesListed));
    expect(page.text).toContain(formatNumber(pune.propertiesListed));
  });

  it('the affordability and rent-or-buy tools, with their answers for the address (issue 20)', async () => {
    const afford = await get('/tools/affordability?city=Pune&income=200000&existingEmi=0&savings=4000000&rate=8.5&tenureYears=20&foir=50&bedrooms=2');
    expect(afford.status).toBe(200);
    expect(h1(afford.html)).toBe('What can I afford?');
    const answer = data.affordability({ city: 'Pune', income: 200000, existingEmi: 0, savings: 4000000, rate: 8.5, tenureYears: 20, foir: 50, bedrooms: 2 });
    expect(afford.text).toContain(`Maximum price ${formatRupees(answer.maxPrice)} Loan ${formatRupees(answer.loan)} EMI a month ${formatRupees(answer.emi)}`);
    const rentOrBuy = await get('/tools/rent-vs-buy?property=401');
    expect(rentOrBuy.status).toBe(200);
    expect(h1(rentOrBuy.html)).toBe('Rent or buy?');
    const years = data.rentVsBuy({ property: '401' });
    expect(rentOrBuy.text).toContain(years.breakEvenYear === null ? 'Buying pays off Not within 20 years' : `Buying pays off From year ${years.breakEvenYear}`);
    for (const assumption of years.assumptions) expect(rentOrBuy.text).toContain(assumption.source);
  });

  it('a locality page and a mall', async () => {
    const locality = await get('/localities/pune/baner');
    expect(locality.status).toBe(200);
    expect(h1(locality.html)).toBe('Baner');

    const mall = data.shoppingMalls('Mumbai')[0];
    const mallPage = await get(`/shopping-malls/${mall.id}`);
    expect(mallPage.status).toBe(200);
    expect(h1(mallPage.html)).toBe(mall.name);
  });

  it('hands the browser the Apollo cache it rendered from, so hydration fetches nothing', async () => {
    const page = await get('/property/101');
    const state = /<script type="application\/json" id="gharinsight-apollo-state">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
    const cache = JSON.parse(state ?? 'null') as Record<string, Record<string, unknown>>;
    expect(Object.keys(cache.ROOT_QUERY)).toContain('property({"id":"101"})');
    const boot = JSON.parse(/<script type="application\/json" id="gharinsight-boot">([\s\S]*?)<\/script>/.exec(page.html)?.[1] ?? 'null') as BootData;
    expect(boot.hydrate).toBe(true);
    // The queries the render ran, the page's own first: the browser reads it from the cache before it hydrates.
    expect(boot.queries.map((query) => query.operationName)).toEqual(['PropertyPage', 'PropertyPriceCheck', 'PurchaseCost', 'SimilarProperties']);
    expect(boot.queries[0].variables).toEqual({ id: '101' });
  });

  it('links one stylesheet and lists its scripts, each once, for after the first paint, with no inline antd styles', async () => {
    const { html } = await get('/property/101');
    expect([...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1])).toHaveLength(1);
    // The only inline style is index.html's background rule: antd's styles are in the stylesheet.
    expect([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1].length).reduce((sum, length) => sum + length, 0)).toBeLessThan(300);
    // No script tag of its own: the list that index.html's start script adds after the first paint.
    expect([...html.matchAll(/<script[^>]*\ssrc=/g)]).toHaveLength(0);
    expect([...html.matchAll(/<link rel="modulepreload"/g)]).toHaveLength(0);
    const scripts = JSON.parse(/<script type="application\/json" id="gharinsight-scripts">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as { entry: string; preload: string[] };
    const { preload: preloads } = scripts;
    const entry = [scripts.entry];
    expect(entry).toEqual([expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/)]);
    // The property page's own chunk is named, so the browser fetches it with the entry; no file twice; at most 12 scripts.
    expect(preloads.some((file) => /\/assets\/Property(?:Route|Page)-[\w-]+\.js$/.test(file))).toBe(true);
    expect(new Set([...preloads, ...entry]).size).toBe(preloads.length + 1);
    expect(preloads.length + 1).toBeLessThanOrEqual(12);
  });
});

// Issue 32: a first visit fetches at most 12 scripts, and antd's data displays (tables, tabs,
// lists: the antd-data file, web/build/chunkGroups.ts) only on the pages that show one. The
// shell is a group of its own so that no other page reaches that file through shared code.
describe("each main route's script list", () => {
  const scriptsOf = (html: string) => {
    const list = JSON.parse(/<script type="application\/json" id="gharinsight-scripts">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as { entry: string; preload: string[] };
    return [list.entry, ...list.preload];
  };
  it.each([
    ['/', false],
    ['/dashboard?city=Pune', true],
    ['/property/101', false],
    ['/news', false],
    [`/news/${data.newsArticles()[0].slug}`, false],
    ['/compare?cities=Mumbai,Pune', true],
    ['/localities/pune', true],
    ['/localities/pune/baner', true],
    ['/tools/affordability?city=Pune', false],
    ['/tools/rent-vs-buy?property=401', false],
    ['/saved', true],
    ['/methodology', false],
  ])('%s: at most 12 scripts, antd\'s data displays listed: %s', async (route, showsData) => {
    const scripts = scriptsOf((await get(route)).html);
    expect(scripts.length).toBeLessThanOrEqual(12);
    expect(scripts.some((file) => /^\/assets\/shell-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.some((file) => /^\/assets\/antd-data-[\w-]+\.js$/.test(file))).toBe(showsData);
    expect(scripts.some((file) => /^\/assets\/antd-libraries-[\w-]+\.js$/.test(file))).toBe(true);
  });

  // antd's base is two files, evaluated in two boot steps (main.tsx): the libraries' file must
  // import nothing of antd's own (statically, with or without bindings), or importing it would
  // evaluate both in one task again.
  it("antd's libraries file imports only React and the bundler's runtime", async () => {
    const file = scriptsOf((await get('/')).html).find((name) => /^\/assets\/antd-libraries-[\w-]+\.js$/.test(name));
    const code = await (await fetch(`${server.url}${file}`)).text();
    const imports = [...code.matchAll(/(?:from|import)\s*["']\.\/([^"']+)["']/g)].map((match) => match[1].replace(/-[\w-]{8}\.js$/, ''));
    expect(imports.length).toBeGreaterThan(0);
    expect(new Set(imports)).toEqual(new Set(['rolldown-runtime', 'react']));
  });
});

describe('link previews', () => {
  const meta = (html: string, attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

  it.each([
    ['a property (its first picture)', '/property/101', '/images/share/properties/101-1.png'],
    ['an article', `/news/${data.newsArticles()[0].slug}`, `/images/share/news/${data.newsArticles()[0].slug}.png`],
    ['a mall', '/shopping-malls/3001', '/images/share/malls/3001.png'],
    ['a theater', '/theaters/4001', '/images/share/theaters/4001.png'],
    ['a developer (its logo)', '/property-developers/5001', '/images/share/developers/5001.png'],
  ])('%s: og:image and twitter:image are its 1200×630 PNG card, which is served', async (_, route, card) => {
    const page = await get(route);
    expect(page.status).toBe(200);
    const ogImage = meta(page.html, 'property', 'og:image');
    expect(ogImage).toMatch(new RegExp(`^https?://[^/]+${card.replace(/[.]/g, '\\.')}$`));
    expect(meta(page.html, 'name', 'twitter:image')).toBe(ogImage);
    const image = await fetch(`${server.url}${card}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('status codes', () => {
  it.each([
    ['/no/such/page', '404 Page Not Found'],
    ['/property/12.5', 'Invalid Property ID'],
    ['/property', 'Invalid Property ID'],
    ['/property/999', 'Failed to load property details.'],
    ['/news/a.b', 'Article Not Found'],
    ['/news/no-such-article', 'Article Not Found'],
    ['/shopping-malls/999', 'Shopping Mall Not Found'],
    ['/theaters/999', 'Theater Not Found'],
    ['/property-developers/999', 'Property Developer Not Found'],
    ['/localities/pune/nowhere', 'Locality Not Found'],
  ])('%s answers 404 with the view "%s"', async (route, heading) => {
    const page = await get(route);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(h1(page.html)).toBe(heading);
  });

  it.each(['/assets/no-such-chunk.js', '/images/no-such-image.svg', '/favicon.png'])('a missing static file %s is a plain 404', async (route) => {
    const page = await get(route);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('the render cache', () => {
  it('renders a URL once, then sends the same page from the cache', async () => {
    const [first, second] = await inOneMinute(async (query) => {
      const url = `/dashboard?city=Kochi&${query}`;
      return [await get(url), await get(url)];
    });
    expect(first.headers.get('x-render-cache')).toBe('MISS');
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
    expect(second.headers.get('x-render-cache')).toBe('HIT');
    expect(second.html).toBe(first.html);
  });

  it('keeps the themes apart: the cookie picks the theme the page is rendered in', async () => {
    const light = await get('/news');
    const dark = await get('/news', { cookie: 'other=1; gharinsight-theme=dark' });
    expect(light.html).toMatch(/<html lang="en" data-theme="light" data-ssr-theme="light">/);
    expect(dark.html).toMatch(/<html lang="en" data-theme="dark" data-ssr-theme="dark">/);
    // Both pages link the same stylesheet, which holds both themes' colours.
    const stylesheet = (html: string) => /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(stylesheet(dark.html)).toBe(stylesheet(light.html));
    expect(dark.headers.get('vary')).toBe('Accept-Encoding, Cookie');
  });

  it('sends the page compressed as the client asks', async () => {
    const response = await fetch(`${server.url}/news`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toContain('Real Estate News &amp; Insights');
  });
});

describe('the page frame', () => {
  it('allows exactly its inline scripts in the Content-Security-Policy; the data blocks are not scripts', async () => {
    const page = await get('/property/101');
    const csp = page.headers.get('content-security-policy') ?? '';
    const executable = inlineScriptHashes(page.html);
    expect(executable).toHaveLength(2); // the theme script, and the start script that adds the page's scripts after the first paint
    for (const hash of executable) expect(csp).toContain(`'${hash}'`);
    expect(csp).not.toContain('unsafe-inline\' ;');
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
  });

  it("escapes the data blocks so no value can end the script: '<', U+2028 and U+2029", () => {
    const text = scriptJson({ title: '</script><script>alert(1)</script>', separators: '\u2028\u2029' });
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>', separators: '\u2028\u2029' });
  });
});

describe("antd's styles: one static stylesheet, built with the app", () => {
  it('holds the components, both themes as CSS variables and the icons; it is immutable and precompressed', async () => {
    const page = await get('/dashboard?city=Pune');
    const href = /<link rel="stylesheet"[^>]*href="(\/assets\/style-[\w-]+\.css)"/.exec(page.html)?.[1] ?? '';
    const response = await fetch(`${server.url}${href}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    const css = await response.text();
    // The light theme's tokens on :root, the dark theme's under html[data-theme=dark] (antd's dark container: #141414).
    expect(css).toMatch(/:root\{[^}]*--ant-color-bg-container:#fff[;}]/);
    expect(css).toMatch(/html\[data-theme=dark\]\{[^}]*--ant-color-bg-container:#141414[;}]/);
    // A component's rules read the variables; the icons' base style is there too.
    expect(css).toMatch(/\.ant-card\{[^}]*var\(--ant-/);
    expect(css).toMatch(/@keyframes loadingCircle/);
    // The page itself carries no antd style: the classes it uses are the stylesheet's.
    expect(page.html).not.toMatch(/data-css-hash|data-token-hash|rc-util-key/);
    expect(page.html).toContain('class="ant-card ');
    expect(page.html).toContain('css-var-root');
  });
});

describe('renders are rate limited, cached pages are not', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ rateLimitPerMinute: 2 });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 in the JSON shape once a client has asked for more renders than the limit', async () => {
    expect((await fetch(`${limited.url}/news`)).status).toBe(200);
    expect((await fetch(`${limited.url}/properties`)).status).toBe(200);
    const third = await fetch(`${limited.url}/compare?cities=Pune,Kochi`);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = (await third.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('TOO_MANY_REQUESTS');
    // A page already rendered is sent from the cache, whatever the count.
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${limited.url}/news`)).status).toBe(200);
  });
});
