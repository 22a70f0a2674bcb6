import type { DataStore } from '../DataStore.js';
import { appPaths } from '../appPaths.js';
import { BadInputError, quoteInput } from '../errors.js';
import type { LocalityRecord, NewsArticleModel } from '../models.js';
import { articleMentions } from '../news/articleMentions.js';

// What the Atom and JSON feeds list (server/src/http/feeds.ts writes them): the news,
// optionally of one city and one category, and a locality's articles plus one entry per
// quarter of its price figures. Paths here are the app's; the writer makes them absolute.

/** The categories an article can have (schema/news.graphql); `?category=` must be one of them. */
export const NEWS_CATEGORIES = [
  'Market Analysis',
  'Policy Update',
  'Commercial',
  'Investment',
  'Green Building',
  'Economy',
  'Residential',
  'Trends',
  'Technology',
] as const;

export interface FeedEntry {
  /** The page the entry opens, e.g. `/news/some-slug` or `/localities/pune/baner#q-2025-3`. */
  path: string;
  /** A stable id suffix; the writer prefixes the public origin, e.g. `/news/some-slug`. */
  idPath: string;
  title: string;
  summary: string;
  date: Date;
  category?: string;
  /** Who wrote it, when known (an article's source, e.g. "Economic Times"); the feed's author (the publisher) stands for the rest. */
  author?: string;
}

export interface FeedContent {
  title: string;
  description: string;
  /** The page this feed follows, e.g. `/news` or `/localities/pune/baner`. */
  pagePath: string;
  /** The feed's own query string as the data spells it, e.g. `?city=Pune&category=Policy+Update` ('' when none). */
  selfQuery: string;
  entries: FeedEntry[];
}

/** The category as the data spells it, matched without regard to case; undefined when none is given. */
export function resolveCategory(category: string | null | undefined): string | undefined {
  if (category === null || category === undefined || category.trim() === '') return undefined;
  const known = NEWS_CATEGORIES.find((name) => name.toLowerCase() === category.trim().toLowerCase());
  if (!known) throw new BadInputError(`Unknown category ${quoteInput(category)}. Known categories: ${NEWS_CATEGORIES.join(', ')}.`);
  return known;
}

const articleEntry = (article: NewsArticleModel): FeedEntry => ({
  path: `/news/${encodeURIComponent(article.slug)}`,
  idPath: `/news/${encodeURIComponent(article.slug)}`,
  title: article.title,
  summary: article.summary,
  date: new Date(article.publishedAt),
  category: article.category,
  author: article.source,
});

/** The articles that name `city` (all of them without one), newest first. Unknown city: BadInputError. */
export function articlesAbout(data: DataStore, city: string | undefined): NewsArticleModel[] {
  const articles = data.newsArticles();
  return city ? articles.filter((article) => articleMentions(article, city)) : articles;
}

/** The news feed: every article, or those naming `city` and/or of `category`. Bad city or category: BadInputError. */
export function newsFeed(data: DataStore, options: { city?: string | null; category?: string | null }): FeedContent {
  const city = data.resolveCity(options.city);
  const category = resolveCategory(options.category);
  const articles = articlesAbout(data, city).filter((article) => !category || article.category === category);
  const query = new URLSearchParams();
  if (city) query.set('city', city);
  if (category) query.set('category', category);
  const scope = [city, category].filter(Boolean).join(', ');
  return {
    title: scope ? `GharInsight news: ${scope}` : 'GharInsight news',
    description: `Real estate news and insights${city ? ` naming ${city}` : ''}${category ? ` in ${category}` : ''}. Illustrative sample articles.`,
    pagePath: '/news',
    selfQuery: query.toString() ? `?${query}` : '',
    entries: articles.map(articleEntry),
  };
}

/** The last day of a quarter, at midnight UTC: the date a quarter's figures stand for. */
export function quarterEnd(year: number, quarter: number): Date {
  return new Date(Date.UTC(year, quarter * 3, 0));
}

const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;

/** A locality's feed: the articles naming it and one entry per quarter of its figures, newest first. */
export function localityFeed(data: DataStore, locality: LocalityRecord): FeedContent {
  const pagePath = appPaths.locality(locality.city, locality.name);
  const articles = data.newsArticles().filter((article) => articleMentions(article, locality.name));
  const quarters = locality.history.map((quarter, index): FeedEntry => {
    const previous = locality.history[index - 1];
    const change = previous ? Math.round((quarter.pricePerSqft / previous.pricePerSqft - 1) * 1000) / 10 : null;
    const changeText = change === null ? '' : `, ${change > 0 ? '+' : ''}${change}% on the quarter before`;
    return {
      path: pagePath,
      idPath: `${pagePath}/quarters/${quarter.year}-q${quarter.quarter}`,
      title: `${locality.name}, ${locality.city}: Q${quarter.quarter} ${quarter.year} average ${rupees(quarter.pricePerSqft)}/sqft`,
      summary: `Average ${rupees(quarter.pricePerSqft)} per sqft over ${quarter.deals} deals in Q${quarter.quarter} ${quarter.year}${changeText}. Illustrative sample figures.`,
      date: quarterEnd(quarter.year, quarter.quarter),
      category: 'Locality figures',
    };
  });
  return {
    title: `GharInsight: ${locality.name}, ${locality.city}`,
    description: `News naming ${locality.name} and each quarter's price figures for it. Illustrative sample data.`,
    pagePath,
    selfQuery: '',
    entries: [...articles.map(articleEntry), ...quarters].sort((a, b) => b.date.getTime() - a.date.getTime()),
  };
}
