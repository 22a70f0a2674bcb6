import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NEWS_FILTERS,
  activeFilterLabels,
  filterArticles,
  matchesCategory,
  matchesDateRange,
  matchesSearch,
  matchesType,
  pageCount,
  pageOf,
  relatedArticles,
  type DateRange,
  type NewsFilters,
  type NewsType,
} from '../../../web/src/features/news/newsFilters';

// Every news filter rule of spec section 5, one row per case.

const article = (category: string, title = 'A headline', timeAgo = '2 days ago') => ({ category, title, timeAgo });

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

describe('date range, judged from timeAgo', () => {
  const rows: [DateRange, string, boolean][] = [
    ['all', '3 years ago', true],
    ['today', '3 hours ago', true],
    ['today', '1 hour ago', true],
    ['today', '2 days ago', false],
    ['today', '45 minutes ago', false], // the rule requires the word 'hour'
    ['week', '3 hours ago', true],
    ['week', '5 days ago', true],
    ['week', '2 weeks ago', true], // only 'month' and 'year' are excluded
    ['week', '1 month ago', false],
    ['week', '1 year ago', false],
    ['month', '2 weeks ago', true],
    ['month', '3 months ago', true],
    ['month', '1 year ago', false],
    ['month', '2 Years ago', false],
    ['quarter', '2 years ago', true],
    ['quarter', '8 months ago', true],
    ['year', '5 years ago', true],
  ];
  it.each(rows)('%s with "%s": %s', (range, timeAgo, expected) => {
    expect(matchesDateRange(article('Economy', 'T', timeAgo), range)).toBe(expected);
  });
});

describe('filterArticles combines every rule', () => {
  const articles = [
    { id: '1', category: 'Market Analysis', title: 'Mumbai prices climb', timeAgo: '2 hours ago' },
    { id: '2', category: 'Investment', title: 'Where to invest in Pune', timeAgo: '3 days ago' },
    { id: '3', category: 'Policy Update', title: 'RERA update for Mumbai', timeAgo: '2 months ago' },
    { id: '4', category: 'Residential', title: 'Mumbai towers launch', timeAgo: '1 year ago' },
  ];
  const rows: [string, Partial<NewsFilters>, string[]][] = [
    ['defaults', {}, ['1', '2', '3', '4']],
    ['market type', { type: 'market' }, ['1', '2']],
    ['market type + search', { type: 'market', search: 'mumbai' }, ['1']],
    ['search alone', { search: 'MUMBAI' }, ['1', '3', '4']],
    ['category', { category: 'Residential' }, ['4']],
    ['category + wrong type', { category: 'Residential', type: 'policy' }, []],
    ['week', { dateRange: 'week' }, ['1', '2']],
    ['month', { dateRange: 'month' }, ['1', '2', '3']],
    ['quarter filters nothing', { dateRange: 'quarter' }, ['1', '2', '3', '4']],
    ['year filters nothing', { dateRange: 'year' }, ['1', '2', '3', '4']],
    ['reading time has no effect', { readingTime: 0 }, ['1', '2', '3', '4']],
    ['reading time 30 has no effect', { readingTime: 30 }, ['1', '2', '3', '4']],
  ];
  it.each(rows)('%s', (_, change, expected) => {
    expect(filterArticles(articles, { ...DEFAULT_NEWS_FILTERS, ...change }).map((a) => a.id)).toEqual(expected);
  });
});

describe('summary labels', () => {
  it('lists nothing for the defaults, nor for the reading time alone', () => {
    expect(activeFilterLabels(DEFAULT_NEWS_FILTERS)).toEqual([]);
    expect(activeFilterLabels({ ...DEFAULT_NEWS_FILTERS, readingTime: 25 })).toEqual([]);
  });
  it('names every applied filter', () => {
    expect(
      activeFilterLabels({ type: 'policy', search: ' rera ', category: 'Policy Update', dateRange: 'quarter', readingTime: 10 }),
    ).toEqual(['Policy', '“rera”', 'Policy Update', 'Last 3 Months']);
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
