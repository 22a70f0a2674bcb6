import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { articleMentions } from '../../server/src/data/news/articleMentions.js';
import { localitySlug } from '../../server/src/data/localities/slug.js';
import { startTestServer, type TestServer } from './support/testServer.js';

// The Atom and JSON feeds over real HTTP with a configured PUBLIC_URL: each parsed with an
// XML parser (Atom) or as JSON (JSON Feed), every id and link absolute on PUBLIC_URL, every
// date a real date, entries newest first, and the documented 400/404 for bad input.

const ORIGIN = 'https://gharinsight.example';
const data = DataStore.fromFixtureDir();
let server: TestServer;

// Starting the app loads the web build: generous on a machine busy with other work.
beforeAll(async () => {
  server = await startTestServer({ data, publicUrl: ORIGIN });
}, 60_000);
afterAll(() => server.close());

interface AtomAuthor {
  name: string;
  uri?: string;
}
interface AtomEntry {
  id: string;
  title: { '#text': string };
  updated: string;
  published: string;
  link: { '@_href': string; '@_rel'?: string }[];
  author?: AtomAuthor[];
}
interface AtomFeed {
  id: string;
  title: string;
  updated: string;
  link: { '@_rel': string; '@_href': string }[];
  author?: AtomAuthor[];
  entry?: AtomEntry | AtomEntry[];
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' || name === 'link' || name === 'author' });

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const text = (value: unknown) => (typeof value === 'object' && value !== null ? String((value as { '#text'?: unknown })['#text'] ?? '') : String(value ?? ''));

/**
 * What RFC 4287 requires of a feed (§4.1.1) and of each entry (§4.1.2): an id (an absolute
 * IRI), a title, an updated date (RFC 3339), an author on the feed or on every entry (§4.2.1:
 * each with a name), a rel="alternate" link on the feed (when it has no content, on each
 * entry) and every href absolute.
 */
function expectRfc4287(feed: AtomFeed, entries: AtomEntry[], path: string): void {
  expect(feed.id.startsWith(`${ORIGIN}/`), `${path}: feed id`).toBe(true);
  expect(text(feed.title), `${path}: feed title`).not.toBe('');
  expect(feed.updated, `${path}: feed updated`).toMatch(RFC3339);
  const feedAuthors = feed.author ?? [];
  for (const author of feedAuthors) expect(text(author.name), `${path}: feed author name`).not.toBe('');
  expect(feed.link.filter((link) => (link['@_rel'] ?? 'alternate') === 'alternate'), `${path}: feed rel=alternate`).toHaveLength(1);
  for (const link of feed.link) expect(link['@_href'].startsWith(`${ORIGIN}/`), `${path}: ${link['@_href']}`).toBe(true);
  for (const entry of entries) {
    expect(entry.id.startsWith(`${ORIGIN}/`), `${path}: entry id`).toBe(true);
    expect(text(entry.title), `${path}: entry title`).not.toBe('');
    expect(entry.updated, `${path}: entry updated`).toMatch(RFC3339);
    if (feedAuthors.length === 0) expect(entry.author?.length ?? 0, `${path}: ${entry.id} has no author and neither has the feed`).toBeGreaterThan(0);
    for (const author of entry.author ?? []) expect(text(author.name), `${path}: entry author name`).not.toBe('');
    expect(entry.link.some((link) => (link['@_rel'] ?? 'alternate') === 'alternate'), `${path}: entry rel=alternate`).toBe(true);
  }
}

async function atom(path: string): Promise<{ feed: AtomFeed; entries: AtomEntry[] }> {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const { feed } = parser.parse(text) as { feed: AtomFeed & { '@_xmlns': string } };
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  const entries = (feed.entry ?? []) as AtomEntry[];
  for (const entry of entries) {
    expect(entry.id.startsWith(`${ORIGIN}/`), entry.id).toBe(true);
    expect(entry.link).toHaveLength(1);
    const href = entry.link[0]['@_href'];
    expect(href.startsWith(`${ORIGIN}/`), href).toBe(true);
    expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
    expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  }
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  const dates = entries.map((entry) => Date.parse(entry.updated));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  if (entries.length) expect(feed.updated).toBe(entries[0].updated);
  expectRfc4287(feed, entries, path);
  return { feed, entries };
}

interface JsonFeedAuthor {
  name?: string;
  url?: string;
  avatar?: string;
}
interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  authors?: JsonFeedAuthor[];
  items: { id: string; url: string; title: string; date_published: string; date_modified: string; content_html?: string; content_text?: string; authors?: JsonFeedAuthor[] }[];
}

/**
 * JSON Feed 1.1's required fields: version 1.1, a title, items; each item an id (a string) and
 * content_html or content_text; an author object has at least one of name, url, avatar.
 */
function expectJsonFeed11(feed: JsonFeed, path: string): void {
  expect(feed.version, path).toBe('https://jsonfeed.org/version/1.1');
  expect(typeof feed.title === 'string' && feed.title !== '', `${path}: title`).toBe(true);
  expect(Array.isArray(feed.items), `${path}: items`).toBe(true);
  const hasAuthor = (author: JsonFeedAuthor) => !!(author.name || author.url || author.avatar);
  expect(feed.authors?.length, `${path}: authors`).toBeGreaterThan(0);
  for (const author of feed.authors ?? []) expect(hasAuthor(author), path).toBe(true);
  for (const item of feed.items) {
    expect(typeof item.id === 'string' && item.id !== '', `${path}: item id`).toBe(true);
    expect(typeof item.content_html === 'string' || typeof item.content_text === 'string', `${path}: ${item.id} content`).toBe(true);
    for (const author of item.authors ?? []) expect(hasAuthor(author), path).toBe(true);
  }
}

async function jsonFeed(path: string): Promise<JsonFeed> {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/feed\+json/);
  const feed = (await response.json()) as JsonFeed;
  expectJsonFeed11(feed, path);
  expect(feed.home_page_url.startsWith(`${ORIGIN}/`)).toBe(true);
  expect(feed.feed_url.startsWith(ORIGIN + path.split('?')[0])).toBe(true);
  for (const item of feed.items) {
    expect(item.id.startsWith(`${ORIGIN}/`), item.id).toBe(true);
    expect(item.url.startsWith(`${ORIGIN}/`), item.url).toBe(true);
    expect(new Date(item.date_published).toISOString()).toBe(item.date_published);
  }
  expect(new Set(feed.items.map((item) => item.id)).size).toBe(feed.items.length);
  return feed;
}

describe('news feeds', () => {
  it('/news/feed.atom lists every article with its page as id and link, newest first', async () => {
    const { feed, entries } = await atom('/news/feed.atom');
    const articles = data.newsArticles();
    expect(feed.title).toBe('GharInsight news');
    expect(feed.link.map((link) => [link['@_rel'], link['@_href']])).toEqual([
      ['alternate', `${ORIGIN}/news`],
      ['self', `${ORIGIN}/news/feed.atom`],
    ]);
    expect(entries.map((entry) => entry.id).sort()).toEqual(articles.map((article) => `${ORIGIN}/news/${article.slug}`).sort());
    const first = articles.reduce((newest, article) => (article.publishedAt > newest.publishedAt ? article : newest));
    expect(entries[0].title['#text']).toBe(first.title);
    expect(Date.parse(entries[0].published)).toBe(Date.parse(first.publishedAt));
  });

  it('every news feed (all, each city, each category) is valid Atom (RFC 4287) and JSON Feed 1.1', { timeout: 60_000 }, async () => {
    const categories = [...new Set(data.newsArticles().map((article) => article.category))];
    const queries = ['', ...data.cityNames.map((city) => `?city=${encodeURIComponent(city)}`), ...categories.map((category) => `?category=${encodeURIComponent(category)}`)];
    for (const query of queries) {
      await atom(`/news/feed.atom${query}`);
      await jsonFeed(`/news/feed.json${query}`);
    }
  });

  it('names the publisher as the feed author and each article source as its entry author', async () => {
    const { feed, entries } = await atom('/news/feed.atom');
    expect(feed.author).toEqual([{ name: 'GharInsight', uri: `${ORIGIN}/` }]);
    const sourceOf = new Map(data.newsArticles().map((article) => [`${ORIGIN}/news/${article.slug}`, article.source]));
    for (const entry of entries) expect(entry.author).toEqual([{ name: sourceOf.get(entry.id) }]);
    const json = await jsonFeed('/news/feed.json');
    expect(json.authors).toEqual([{ name: 'GharInsight', url: `${ORIGIN}/` }]);
    expect(json.items.map((item) => item.authors)).toEqual(entries.map((entry) => [{ name: sourceOf.get(entry.id) }]));
  });

  it('/news/feed.json lists the same articles as the Atom feed', async () => {
    const feed = await jsonFeed('/news/feed.json');
    expect(feed.items.map((item) => item.id)).toEqual((await atom('/news/feed.atom')).entries.map((entry) => entry.id));
  });

  it('?city= keeps the articles naming the city, ?category= those of the category, both together both', async () => {
    const pune = data.newsArticles().filter((article) => articleMentions(article, 'Pune'));
    expect(pune.length).toBeGreaterThan(0);
    const { feed, entries } = await atom('/news/feed.atom?city=pune');
    expect(feed.title).toBe('GharInsight news: Pune');
    expect(entries.map((entry) => entry.id)).toEqual(pune.map((article) => `${ORIGIN}/news/${article.slug}`));

    const policy = data.newsArticles().filter((article) => article.category === 'Policy Update');
    const policyFeed = await jsonFeed('/news/feed.json?category=policy%20update');
    expect(policyFeed.items.map((item) => item.title)).toEqual(policy.map((article) => article.title));
    expect(policyFeed.feed_url).toBe(`${ORIGIN}/news/feed.json?category=Policy+Update`);

    const both = pune.filter((article) => article.category === 'Market Analysis');
    expect((await jsonFeed('/news/feed.json?city=Pune&category=Market%20Analysis')).items.map((item) => item.title)).toEqual(both.map((article) => article.title));
  });

  it('names a whole word only: a locality is not matched inside a longer word', () => {
    const article = { title: 'Banerjee on rents', summary: '', body: [] };
    expect(articleMentions(article, 'Baner')).toBe(false);
    expect(articleMentions({ ...article, body: ["Baner's rents rose"] }, 'baner')).toBe(true);
  });

  it('answers 400 naming the field for an unknown city or category', async () => {
    for (const [path, message] of [
      ['/news/feed.atom?city=Atlantis', 'Unknown city "Atlantis". Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.'],
      ['/news/feed.json?category=Gossip', 'Unknown category "Gossip". Known categories: Market Analysis, Policy Update, Commercial, Investment, Green Building, Economy, Residential, Trends, Technology.'],
    ]) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'BAD_USER_INPUT', message } });
    }
  });
});

describe('locality feeds', () => {
  it("lists the locality's articles and one entry per quarter of its figures", async () => {
    const baner = data.locality('Pune', 'baner')!;
    const articles = data.newsArticles().filter((article) => articleMentions(article, 'Baner'));
    const { feed, entries } = await atom('/localities/pune/baner/feed.atom');
    expect(feed.title).toBe('GharInsight: Baner, Pune');
    expect(feed.link.map((link) => link['@_href'])).toEqual([`${ORIGIN}/localities/pune/baner`, `${ORIGIN}/localities/pune/baner/feed.atom`]);
    const quarterIds = baner.history.map((quarter) => `${ORIGIN}/localities/pune/baner/quarters/${quarter.year}-q${quarter.quarter}`);
    expect(entries.map((entry) => entry.id).sort()).toEqual([...quarterIds, ...articles.map((article) => `${ORIGIN}/news/${article.slug}`)].sort());
    const last = baner.history.at(-1)!;
    const latest = entries.find((entry) => entry.id === quarterIds.at(-1))!;
    expect(latest.title['#text']).toBe(`Baner, Pune: Q${last.quarter} ${last.year} average ₹${last.pricePerSqft.toLocaleString('en-IN')}/sqft`);
    expect(latest.updated).toBe('2025-09-30T00:00:00.000Z');

    const json = await jsonFeed('/localities/pune/baner/feed.json');
    expect(json.items.map((item) => item.id)).toEqual(entries.map((entry) => entry.id));
  });

  it('has a feed for every locality, valid and absolute', { timeout: 60_000 }, async () => {
    for (const locality of data.localities()) {
      const { entries } = await atom(`/localities/${localitySlug(locality.city)}/${locality.slug}/feed.atom`);
      expect(entries.length).toBeGreaterThanOrEqual(locality.history.length);
      await jsonFeed(`/localities/${localitySlug(locality.city)}/${locality.slug}/feed.json`);
    }
  });

  it('answers 404 for an unknown locality or city', async () => {
    for (const [path, message] of [
      ['/localities/pune/atlantis/feed.atom', 'Locality "atlantis" not found in Pune'],
      ['/localities/atlantis/baner/feed.json', 'No city "atlantis"; known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.'],
    ]) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message } });
    }
  });
});

describe('the pages the feeds follow', () => {
  // The server-rendered pages (the real web build, made first when missing: support/webBuild.ts).
  it('link their Atom and JSON feeds as rel="alternate", absolute on PUBLIC_URL', { timeout: 60_000 }, async () => {
    for (const [page, feed, title, query = ''] of [
      ['/news', '/news/feed', 'GharInsight news'],
      ['/localities/pune/baner', '/localities/pune/baner/feed', 'Baner, Pune on GharInsight'],
      // A city's pages link the city's feed (issue 36).
      ['/news?city=Pune', '/news/feed', 'GharInsight news: Pune', '?city=Pune'],
      ['/dashboard?city=Pune', '/news/feed', 'GharInsight news: Pune', '?city=Pune'],
      ['/top-gainers?city=Delhi%20NCR', '/news/feed', 'GharInsight news: Delhi NCR', '?city=Delhi+NCR'],
    ]) {
      const html = await (await fetch(server.url + page)).text();
      expect(html).toContain(`<link rel="alternate" type="application/atom+xml" title="${title} (Atom)" href="${ORIGIN}${feed}.atom${query}"/>`);
      expect(html).toContain(`<link rel="alternate" type="application/feed+json" title="${title} (JSON Feed)" href="${ORIGIN}${feed}.json${query}"/>`);
      expect(html.match(/<link rel="alternate"/g), page).toHaveLength(2);
      // The linked feed exists and carries the same title.
      expect((await atom(`${feed}.atom${query}`)).feed.title).toBe(title.replace(/ on GharInsight$/, '').replace(/^(Baner, Pune)$/, 'GharInsight: $1'));
    }
  });
});
