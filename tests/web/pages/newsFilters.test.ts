import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEWS_FILTERS,
  activeFilterLabels,
  filterArticles,
  hasChangedFilters,
  matchesCategory,
  matchesDateRange,
  matchesReadingTime,
  matchesSearch,
  matchesType,
  pageCount,
  pageOf,
  relatedArticles,
  type DateRange,
  type NewsFilters,
  type NewsType,
} from '../../../web/src/features/news/newsFilters';
import { testData } from '../../support/graphqlExecutor';
import { NEWS_NOW } from '../../support/newsClock';

// Every news filter rule (spec section 5, with the date ranges and the reading time of
// issue 12), one row per case. "now" is always injected: nothing depends on the day.

const NOW = NEWS_NOW.getTime();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const publishedBefore = (ms: number) => new Date(NOW - ms).toISOString();

const article = (category: string, title = 'A headline', publishedAt = publishedBefore(2 * DAY), readingTimeMinutes = 2) => ({
  category,
  title,
  publishedAt,
  readingTimeMinutes,
});

describe('type tab', () => {
  const rows: [NewsType, string, boolean][] = [
    ['all', 'Technology', true],
    ['market', 'Market Analysis', true],
    ['market', 'Investment', true],
    ['market', 'Stock MARKET watch', true],
    ['market', 'Policy Update', false],
    ['market', 'Economy', false],
    ['policy', 'Policy Update', true],
    ['policy', 'Regulatory update', true],
    ['policy', 'Public Policy', true],
    ['policy', 'Market Analysis', false],
    ['projects', 'Commercial', true],
    ['projects', 'Residential', true],
    ['projects', 'residential towers', true],
    ['projects', 'Green Building', false],
    ['projects', 'Investment', false],
  ];
  it.each(rows)('%s tab with category "%s" matches: %s', (type, category, expected) => {
    expect(matchesType(article(category), type)).toBe(expected);
  });
});

describe('search: case-insensitive substring of the title', () => {
  const rows: [string, string, boolean][] = [
    ['', 'Anything', true],
    ['   ', 'Anything', true],
    ['metro', 'New Metro Line Lifts Thane Prices', true],
    ['METRO LINE', 'New Metro Line Lifts Thane Prices', true],
    ['  thane ', 'New Metro Line Lifts Thane Prices', true],
    ['pune', 'New Metro Line Lifts Thane Prices', false],
    ['Commercial', 'Office rents rise', false], // the category is not searched
  ];
  it.each(rows)('"%s" in "%s": %s', (search, title, expected) => {
    expect(matchesSearch(article('Commercial', title), search)).toBe(expected);
  });
});

describe('category: exact match', () => {
  const rows: [string, string, boolean][] = [
    ['all', 'Economy', true],
    ['Economy', 'Economy', true],
    ['Economy', 'economy', false],
    ['Market Analysis', 'Market', false],
    ['Policy Update', 'Policy Update', true],
  ];
  it.each(rows)('selected %s, article %s: %s', (selected, category, expected) => {
    expect(matchesCategory(article(category), selected)).toBe(expected);
  });
});

describe('date range: a rolling window ending now (24 h, 7, 30, 90, 365 days)', () => {
  const rows: [DateRange, string, number, boolean][] = [
    ['all', '3 years', 3 * 365 * DAY, true],
    ['today', '1 hour', HOUR, true],
    ['today', '45 minutes', 45 * MINUTE, true], // no longer needs the word 'hour'
    ['today', 'exactly 24 hours', DAY, true],
    ['today', '24 hours and a minute', DAY + MINUTE, false],
    ['today', 'in the future (clock behind)', -HOUR, true],
    ['week', '6 days 23 hours', 7 * DAY - HOUR, true],
    ['week', '7 days', 7 * DAY, true],
    ['week', '7 days and a minute', 7 * DAY + MINUTE, false],
    ['week', '4 weeks', 28 * DAY, false], // the spec's text rule kept '4 weeks ago'
    ['month', '30 days', 30 * DAY, true],
    ['month', '31 days', 31 * DAY, false],
    ['quarter', '90 days', 90 * DAY, true],
    ['quarter', '91 days', 91 * DAY, false],
    ['quarter', '1 year', 365 * DAY, false], // the spec's quarter kept everything
    ['year', '365 days', 365 * DAY, true],
    ['year', '366 days', 366 * DAY, false],
    ['year', '2 years', 730 * DAY, false], // the spec's year kept everything
  ];
  it.each(rows)('%s, published %s before now: %s', (range, _, age, expected) => {
    expect(matchesDateRange(article('Economy', 'T', publishedBefore(age)), range, NOW)).toBe(expected);
  });
});

describe('date ranges against the fixture dates', () => {
  // The ids each range keeps, judged at two injected moments: NEWS_NOW (the dates were
  // chosen so every range has some articles) and a day and a half later.
  const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
  const rows: [string, number, DateRange, string[]][] = [
    ['NEWS_NOW', NOW, 'all', ids(1, 24)],
    ['NEWS_NOW', NOW, 'today', ids(1, 4)],
    ['NEWS_NOW', NOW, 'week', ids(1, 9)],
    ['NEWS_NOW', NOW, 'month', ids(1, 14)],
    ['NEWS_NOW', NOW, 'quarter', ids(1, 17)],
    ['NEWS_NOW', NOW, 'year', ids(1, 23)],
    ['36 hours later', NOW + 36 * HOUR, 'today', []],
    ['36 hours later', NOW + 36 * HOUR, 'week', ids(1, 8)],
    ['36 hours later', NOW + 36 * HOUR, 'year', ids(1, 23)],
  ];
  it.each(rows)('at %s, %s keeps %j', (_, now, range, expected) => {
    const kept = filterArticles(testData().newsArticles(), { ...DEFAULT_NEWS_FILTERS, readingTime: 0, dateRange: range }, now);
    expect(kept.map((a) => a.id)).toEqual(expected);
  });
});

describe('reading time: up to the slider value in minutes, 0 for no limit', () => {
  const rows: [number, number, boolean][] = [
    [0, 2, true],
    [0, 45, true],
    [5, 2, true],
    [5, 5, true],
    [5, 6, false],
    [10, 6, true],
    [10, 11, false],
    [30, 30, true],
  ];
  it.each(rows)('limit %i, a %i-minute article: %s', (limit, minutes, expected) => {
    expect(matchesReadingTime(article('Economy', 'T', publishedBefore(DAY), minutes), limit)).toBe(expected);
  });

  it.each([
    [0, 24],
    [5, 22], // the two 6-minute long reads (ids 13 and 21) are left out
    [10, 24],
    [30, 24],
  ])('against the fixture bodies, limit %i keeps %i articles', (limit, count) => {
    const kept = filterArticles(testData().newsArticles(), { ...DEFAULT_NEWS_FILTERS, readingTime: limit }, NOW);
    expect(kept).toHaveLength(count);
    if (limit === 5) expect(testData().newsArticles().map((a) => a.id).filter((id) => !kept.some((a) => a.id === id))).toEqual(['13', '21']);
  });
});

describe('filterArticles combines every rule', () => {
  const articles = [
    { id: '1', category: 'Market Analysis', title: 'Mumbai prices climb', publishedAt: publishedBefore(2 * HOUR), readingTimeMinutes: 2 },
    { id: '2', category: 'Investment', title: 'Where to invest in Pune', publishedAt: publishedBefore(3 * DAY), readingTimeMinutes: 7 },
    { id: '3', category: 'Policy Update', title: 'RERA update for Mumbai', publishedAt: publishedBefore(60 * DAY), readingTimeMinutes: 3 },
    { id: '4', category: 'Residential', title: 'Mumbai towers launch', publishedAt: publishedBefore(400 * DAY), readingTimeMinutes: 12 },
  ];
  const rows: [string, Partial<NewsFilters>, string[]][] = [
    ['defaults (up to 10 min)', {}, ['1', '2', '3']],
    ['no reading limit', { readingTime: 0 }, ['1', '2', '3', '4']],
    ['market type', { type: 'market' }, ['1', '2']],
    ['market type + search', { type: 'market', search: 'mumbai' }, ['1']],
    ['search alone', { search: 'MUMBAI', readingTime: 0 }, ['1', '3', '4']],
    ['category', { category: 'Residential', readingTime: 0 }, ['4']],
    ['category + wrong type', { category: 'Residential', type: 'policy' }, []],
    ['today', { dateRange: 'today' }, ['1']],
    ['week', { dateRange: 'week' }, ['1', '2']],
    ['month', { dateRange: 'month' }, ['1', '2']],
    ['quarter', { dateRange: 'quarter' }, ['1', '2', '3']],
    ['year', { dateRange: 'year', readingTime: 0 }, ['1', '2', '3']],
    ['reading time 5', { readingTime: 5 }, ['1', '3']],
    ['reading time 5 + week', { readingTime: 5, dateRange: 'week' }, ['1']],
    ['reading time 30', { readingTime: 30 }, ['1', '2', '3', '4']],
  ];
  it.each(rows)('%s', (_, change, expected) => {
    expect(filterArticles(articles, { ...DEFAULT_NEWS_FILTERS, ...change }, NOW).map((a) => a.id)).toEqual(expected);
  });
});

describe('summary labels', () => {
  it('shows the summary only once a filter is changed', () => {
    expect(hasChangedFilters(DEFAULT_NEWS_FILTERS)).toBe(false);
    expect(hasChangedFilters({ ...DEFAULT_NEWS_FILTERS, search: '   ' })).toBe(false);
    expect(hasChangedFilters({ ...DEFAULT_NEWS_FILTERS, readingTime: 25 })).toBe(true);
    expect(hasChangedFilters({ ...DEFAULT_NEWS_FILTERS, dateRange: 'week' })).toBe(true);
  });
  it('names the reading-time limit whenever there is one, and nothing for no limit', () => {
    expect(activeFilterLabels(DEFAULT_NEWS_FILTERS)).toEqual(['Up to 10 min read']);
    expect(activeFilterLabels({ ...DEFAULT_NEWS_FILTERS, readingTime: 25 })).toEqual(['Up to 25 min read']);
    expect(activeFilterLabels({ ...DEFAULT_NEWS_FILTERS, readingTime: 0 })).toEqual([]);
  });
  it('names every applied filter', () => {
    expect(
      activeFilterLabels({ type: 'policy', search: ' rera ', category: 'Policy Update', dateRange: 'quarter', readingTime: 5 }),
    ).toEqual(['Policy', '“rera”', 'Policy Update', 'Last 3 Months', 'Up to 5 min read']);
  });
});

describe('paging', () => {
  const rows: [number, number][] = [
    [0, 1],
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 3],
  ];
  it.each(rows)('%i items make %i pages of 6', (count, pages) => expect(pageCount(count, 6)).toBe(pages));
  it('slices a page', () => {
    const items = Array.from({ length: 14 }, (_, index) => index);
    expect(pageOf(items, 1, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageOf(items, 3, 6)).toEqual([12, 13]);
  });
});

describe('related articles', () => {
  const current = { id: '1', title: 'Metro lines reshape Pune', category: 'Trends' };
  const all = [
    current,
    { id: '2', title: 'Office space boom', category: 'Trends' },
    { id: '3', title: 'New metro corridor approved', category: 'Policy Update' },
    { id: '4', title: 'Rates steady', category: 'Economy' },
    { id: '5', title: 'Trends in green homes', category: 'Trends' },
    { id: '6', title: 'More trends', category: 'Trends' },
  ];
  it('takes the same category or a title with the first word, never itself, up to the limit', () => {
    expect(relatedArticles(current, all, 3).map((a) => a.id)).toEqual(['2', '3', '5']);
    expect(relatedArticles(current, all, 10).map((a) => a.id)).toEqual(['2', '3', '5', '6']);
  });
  it('finds none when nothing relates', () => {
    expect(relatedArticles({ id: '4', title: 'Rates steady', category: 'Economy' }, all, 3)).toEqual([]);
  });
});
