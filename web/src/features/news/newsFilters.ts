// The client-side news filters of spec section 5, kept pure so every rule can be
// table-tested. The filter panel edits a draft of NewsFilters; the list applies it.

export const NEWS_TYPE_TABS = [
  { value: 'all', label: 'All' },
  { value: 'market', label: 'Market' },
  { value: 'policy', label: 'Policy' },
  { value: 'projects', label: 'Projects' },
] as const;
export type NewsType = (typeof NEWS_TYPE_TABS)[number]['value'];

export const DATE_RANGE_OPTIONS = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'quarter', label: 'Last 3 Months' },
  { value: 'year', label: 'This Year' },
] as const;
export type DateRange = (typeof DATE_RANGE_OPTIONS)[number]['value'];

/** The reading-time slider (spec: 0 to 30, step 5, default 10; it filters nothing). */
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
  timeAgo: string;
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

/** Judged from the timeAgo text only: the data has no dates. Quarter and year filter nothing. */
export function matchesDateRange(article: FilterableArticle, dateRange: DateRange): boolean {
  const timeAgo = article.timeAgo;
  switch (dateRange) {
    case 'today':
      return contains(timeAgo, 'hour');
    case 'week':
      return !contains(timeAgo, 'month') && !contains(timeAgo, 'year');
    case 'month':
      return !contains(timeAgo, 'year');
    default:
      return true;
  }
}

export function filterArticles<T extends FilterableArticle>(articles: readonly T[], filters: NewsFilters): T[] {
  return articles.filter(
    (article) =>
      matchesType(article, filters.type) &&
      matchesSearch(article, filters.search) &&
      matchesCategory(article, filters.category) &&
      matchesDateRange(article, filters.dateRange),
  );
}

/** Labels of the filters that differ from the defaults, for the summary line. The slider is left out: it filters nothing. */
export function activeFilterLabels(filters: NewsFilters): string[] {
  const labels: string[] = [];
  if (filters.type !== 'all') labels.push(NEWS_TYPE_TABS.find((tab) => tab.value === filters.type)!.label);
  if (filters.search.trim() !== '') labels.push(`“${filters.search.trim()}”`);
  if (filters.category !== ALL_CATEGORIES) labels.push(filters.category);
  if (filters.dateRange !== 'all') labels.push(DATE_RANGE_OPTIONS.find((option) => option.value === filters.dateRange)!.label);
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
