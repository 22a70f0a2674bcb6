import type { NewsArticleRecord } from '../models.js';

// Which articles are about a city or a locality. The articles carry no place field, so an
// article is about a place when it names it as a whole word (any case) in its title,
// summary or body: "Baner" matches "Baner's rents", not "Banerjee". The news feeds'
// `?city=`, a locality's feed and the saved page's "new articles for a city" all use this.

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A test for `name` as a whole word (letters and digits on neither side), ignoring case. */
export function mentionPattern(name: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu');
}

export function articleMentions(article: Pick<NewsArticleRecord, 'title' | 'summary' | 'body'>, name: string): boolean {
  const pattern = mentionPattern(name);
  return pattern.test(article.title) || pattern.test(article.summary) || article.body.some((paragraph) => pattern.test(paragraph));
}
