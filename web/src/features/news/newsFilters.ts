// The client-side news filters of spec section 5, kept pure so every rule can be
// table-tested. The filter panel edits a draft of NewsFilters; the list applies it.

export const NEWS_TYPE_TABS = [
  { value: 'all', label: 'All' },
  { value: 'market', label: 'Market' },
  { value: 'policy', label: 'Policy' },
  { value: 'projects', label: 'Projects' },
] as const;
export type NewsType = (typeof NEWS_TYPE_TABS)[number]['value'];

/**
 * The date ranges, each a rolling window ending now: Today is the last 24 hours, This
 * Week 7 days, This Month 30 days, Last 3 Months 90 days, This Year 365 days. (The spec
 * judged them from the timeAgo text, so 'Last 3 Months' and 'This Year' kept everything.)
 */
export const DATE_RANGE_OPTIONS = [
  { value: 'all', label: 'All Time', days: null },
  { value: 'today', label: 'Today', days: 1 },
  { value: 'week', label: 'This Week', days: 7 },
  { value: 'month', label: 'This Month', days: 30 },
  { value: 'quarter', label: 'Last 3 Months', days: 90 },
  { value: 'year', label: 'This Year', days: 365 },
] as const;
export type DateRange = (typeof DATE_RANGE_OPTIONS)[number]['value'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reading-time slider (spec: 0 to 30, step 5, default 10): articles of up to that
 * many minutes (the server's readingTimeMinutes, 200 words a minute rounded up); 0 means
 * no limit.
 */
export const READING_TIME = { min: 0, max: 30, step: 5, default: 10 } as const;

/** Value of the category select meaning "every category". */
export const ALL_CATEGORIES = 'all';

export interface NewsFilters {
  type: NewsType;
  search: string;
  category: string;
  dateRange: DateRange;
  readingTime: number;
}

export const DEFAULT_NEWS_FILTERS: NewsFilters = {
  type: 'all',
  search: '',
  category: ALL_CATEGORIES,
  dateRange: 'all',
  readingTime: READING_TIME.default,
};

export interface FilterableArticle {
  title: string;
  category: string;
  /** ISO 8601 date-time. */
  publishedAt: string;
  readingTimeMinutes: number;
}

/** Keywords a category must contain (case-insensitive) for each type tab. */
const TYPE_KEYWORDS: Record<Exclude<NewsType, 'all'>, string[]> = {
  market: ['market', 'investment'],
  policy: ['policy', 'update'],
  projects: ['commercial', 'residential'],
};

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

export function matchesType(article: FilterableArticle, type: NewsType): boolean {
  if (type === 'all') return true;
  return TYPE_KEYWORDS[type].some((keyword) => contains(article.category, keyword));
}

export function matchesSearch(article: FilterableArticle, search: string): boolean {
  const query = search.trim();
  return query === '' || contains(article.title, query);
}

export function matchesCategory(article: FilterableArticle, category: string): boolean {
  return category === ALL_CATEGORIES || article.category === category;
}

/**
 * Published within the range's window before `now` (ms since the epoch; injected so the
 * rule can be tested against fixed dates). An article dated after `now` (a clock running
 * behind the server's) counts as just published.
 */
export function matchesDateRange(article: FilterableArticle, dateRange: DateRange, now: number): boolean {
  const days = DATE_RANGE_OPTIONS.find((option) => option.value === dateRange)!.days;
  if (days === null) return true;
  return now - Date.parse(article.publishedAt) <= days * DAY_MS;
}

/** Up to `limit` minutes of reading; 0 is no limit. */
export function matchesReadingTime(article: FilterableArticle, limit: number): boolean {
  return limit === 0 || article.readingTimeMinutes <= limit;
}

export function filterArticles<T extends FilterableArticle>(articles: readonly T[], filters: NewsFilters, now: number): T[] {
  return articles.filter(
    (article) =>
      matchesType(article, filters.type) &&
      matchesSearch(article, filters.search) &&
      matchesCategory(article, filters.category) &&
      matchesDateRange(article, filters.dateRange, now) &&
      matchesReadingTime(article, filters.readingTime),
  );
}

/** The changed filters: the summary line shows when there is one. */
export function hasChangedFilters(filters: NewsFilters): boolean {
  return (Object.keys(DEFAULT_NEWS_FILTERS) as (keyof NewsFilters)[]).some((key) =>
    key === 'search' ? filters.search.trim() !== '' : filters[key] !== DEFAULT_NEWS_FILTERS[key],
  );
}

/** 'Up to 10 min read'. */
export const readingTimeLabel = (minutes: number) => `Up to ${minutes} min read`;

/**
 * Labels of every filter in effect, for the summary line: the changed ones and the
 * reading-time limit whenever there is one (the default 10 minutes included), so the
 * line never hides a filter that removed articles.
 */
export function activeFilterLabels(filters: NewsFilters): string[] {
  const labels: string[] = [];
  if (filters.type !== 'all') labels.push(NEWS_TYPE_TABS.find((tab) => tab.value === filters.type)!.label);
  if (filters.search.trim() !== '') labels.push(`“${filters.search.trim()}”`);
  if (filters.category !== ALL_CATEGORIES) labels.push(filters.category);
  if (filters.dateRange !== 'all') labels.push(DATE_RANGE_OPTIONS.find((option) => option.value === filters.dateRange)!.label);
  if (filters.readingTime !== 0) labels.push(readingTimeLabel(filters.readingTime));
  return labels;
}

/** The number of pages for `count` items (at least 1, so 'Page 1 of 1' reads right). */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export interface RelatableArticle {
  id: string;
  title: string;
  category: string;
}

/**
 * Up to `limit` related articles (spec section 2): same category, or a title that
 * contains the first word of this article's title (case-insensitive), never itself.
 */
export function relatedArticles<T extends RelatableArticle>(article: RelatableArticle, all: readonly T[], limit: number): T[] {
  const firstWord = article.title.trim().split(/\s+/)[0] ?? '';
  return all
    .filter((other) => other.id !== article.id)
    .filter((other) => other.category === article.category || (firstWord !== '' && contains(other.title, firstWord)))
    .slice(0, limit);
}
