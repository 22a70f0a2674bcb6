import { Router, type Request, type Response } from 'express';
import { Feed } from 'feed';
import type { DataStore } from '../data/DataStore.js';
import { localityFeed, newsFeed, type FeedContent } from '../data/feeds/feedEntries.js';
import { sendDataError } from './errorResponses.js';
import { NotFoundError, quoteInput } from '../data/errors.js';
import { localitySlug } from '../data/localities/slug.js';
import { setCacheControl } from './answerHeaders.js';

// Atom 1.0 and JSON Feed 1 for the news (/news/feed.atom, /news/feed.json, with ?city= and
// ?category=) and per locality (/localities/{city}/{locality}/feed.atom and feed.json),
// written by the `feed` library. Every id and link is absolute on PUBLIC_URL. A bad city
// or category is a 400 naming it, an unknown locality a 404 (the REST error shape).

const ONE_HOUR = 'public, max-age=3600';

export const FEED_TYPES = {
  atom: 'application/atom+xml',
  json: 'application/feed+json',
} as const;

type FeedFormat = keyof typeof FEED_TYPES;

/** The feed's own paths, for <link rel="alternate"> and the feeds' self links. */
export const feedPaths = {
  news: (format: FeedFormat) => `/news/feed.${format}`,
  locality: (pagePath: string, format: FeedFormat) => `${pagePath}/feed.${format}`,
};

/** The feed's author (RFC 4287 §4.1.1 wants one on the feed or on every entry): the publisher. */
export const FEED_PUBLISHER = 'GharInsight';

export function writeFeed(content: FeedContent, origin: string, selfPaths: Record<FeedFormat, string>, format: FeedFormat): string {
  const newest = content.entries[0]?.date ?? new Date(0);
  const publisher = { name: FEED_PUBLISHER, link: `${origin}/` };
  const feed = new Feed({
    id: origin + selfPaths.atom,
    title: content.title,
    description: content.description,
    link: origin + content.pagePath,
    language: 'en-IN',
    updated: newest,
    generator: 'GharInsight',
    copyright: 'Illustrative sample data',
    author: publisher,
    feedLinks: { atom: origin + selfPaths.atom, json: origin + selfPaths.json },
  });
  for (const entry of content.entries) {
    feed.addItem({
      id: origin + entry.idPath,
      link: origin + entry.path,
      title: entry.title,
      description: entry.summary,
      date: entry.date,
      published: entry.date,
      category: entry.category ? [{ name: entry.category, term: entry.category }] : undefined,
      author: entry.author ? [{ name: entry.author }] : undefined,
    });
  }
  return format === 'atom' ? feed.atom1() : jsonFeed11(feed.json1(), publisher, content);
}

interface JsonFeedItem {
  id: string;
  author?: { name?: string; url?: string };
  [field: string]: unknown;
}

/**
 * The `feed` library writes JSON Feed 1 (one `author`); readers of 1.1 want `version`
 * 1.1, `authors` lists and `language`. Every item keeps its `content_html` (1.1 requires
 * it or `content_text`); an item without an author of its own takes the publisher's.
 */
function jsonFeed11(json: string, publisher: { name: string; link: string }, content: FeedContent): string {
  const { author: _feedAuthor, items, ...feed } = JSON.parse(json) as { author?: unknown; items: JsonFeedItem[]; [field: string]: unknown };
  return JSON.stringify(
    {
      ...feed,
      version: 'https://jsonfeed.org/version/1.1',
      language: 'en-IN',
      authors: [{ name: publisher.name, url: publisher.link }],
      // The library writes the items in the entries' order.
      items: items.map(({ author: _itemAuthor, ...item }, index) => {
        const own = content.entries[index]?.author;
        return { ...item, authors: [own ? { name: own } : { name: publisher.name, url: publisher.link }] };
      }),
    },
    null,
    4,
  );
}

const firstString = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined);

function send(res: Response, format: FeedFormat, body: string): void {
  setCacheControl(res.type(FEED_TYPES[format]), ONE_HOUR);
  res.send(body);
}

export function feeds(data: DataStore, origin: string): Router {
  const router = Router();
  for (const format of ['atom', 'json'] as const) {
    router.get(feedPaths.news(format), (req: Request, res: Response) => {
      try {
        const content = newsFeed(data, { city: firstString(req.query.city), category: firstString(req.query.category) });
        // The self links keep the filters (as the data spells them), so a reader that follows them gets the same feed.
        const suffix = content.selfQuery;
        send(res, format, writeFeed(content, origin, { atom: feedPaths.news('atom') + suffix, json: feedPaths.news('json') + suffix }, format));
      } catch (error) {
        sendDataError(res, error);
      }
    });
    router.get(`/localities/:city/:locality/feed.${format}`, (req: Request<{ city: string; locality: string }>, res: Response) => {
      try {
        // An unknown city in a locality's address is an unknown page, as the locality page treats it.
        const city = data.cityNames.find((name) => localitySlug(name) === localitySlug(req.params.city));
        if (!city) throw new NotFoundError(`No city ${quoteInput(req.params.city)}; known cities: ${data.cityNames.join(', ')}.`);
        const locality = data.require.locality(city, req.params.locality);
        const content = localityFeed(data, locality);
        send(res, format, writeFeed(content, origin, { atom: feedPaths.locality(content.pagePath, 'atom'), json: feedPaths.locality(content.pagePath, 'json') }, format));
      } catch (error) {
        sendDataError(res, error);
      }
    });
  }
  return router;
}
