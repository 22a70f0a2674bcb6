import { describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { isIsoDateTime, readingTimeMinutes, timeAgo } from '../../server/src/data/news/articleTimes.js';
import { NEWS_NOW, TIME_AGO_AT_NEWS_NOW } from '../support/newsClock.js';
import { readFixture } from './support/fixtureFiles.js';

// The article fields computed by the data layer: the age from publishedAt at read time,
// the reading time from the body. Every case injects its "now".

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const before = (ms: number) => new Date(NEWS_NOW.getTime() - ms);

describe('timeAgo', () => {
  const rows: [string, number, string][] = [
    ['in the future (clock behind)', -5 * MINUTE, 'just now'],
    ['30 seconds', 30_000, 'just now'],
    ['1 minute', MINUTE, '1 minute ago'],
    ['59 minutes', 59 * MINUTE, '59 minutes ago'],
    ['1 hour', HOUR, '1 hour ago'],
    ['23 h 59 min', DAY - MINUTE, '23 hours ago'],
    ['24 hours', DAY, '1 day ago'],
    ['6 days 23 h', 7 * DAY - HOUR, '6 days ago'],
    ['7 days', 7 * DAY, '1 week ago'],
    ['29 days', 29 * DAY, '4 weeks ago'],
    ['30 days', 30 * DAY, '1 month ago'],
    ['364 days', 364 * DAY, '12 months ago'],
    ['365 days', 365 * DAY, '1 year ago'],
    ['800 days', 800 * DAY, '2 years ago'],
  ];
  it.each(rows)('%s before now reads "%s"', (_, elapsed, expected) => {
    expect(timeAgo(before(elapsed), NEWS_NOW)).toBe(expected);
  });
});

describe('readingTimeMinutes: words in the body at 200 a minute, rounded up', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
  const rows: [number[], number][] = [
    [[0], 1],
    [[1], 1],
    [[200], 1],
    [[201], 2],
    [[150, 150], 2],
    [[400], 2],
    [[1000], 5],
    [[1001], 6],
    [[600, 600, 600], 9],
  ];
  it.each(rows)('paragraphs of %j words: %i min', (paragraphs, minutes) => {
    expect(readingTimeMinutes(paragraphs.map(words))).toBe(minutes);
  });
  it('counts words, not spaces', () => {
    expect(readingTimeMinutes([`  ${words(201)}  `, '   '])).toBe(2);
  });
});

describe('isIsoDateTime', () => {
  it.each([
    ['2026-11-23T06:30:00Z', true],
    ['2026-11-23T06:30:00.000Z', false],
    ['2026-11-23T06:30:00+05:30', false],
    ['2026-11-23', false],
    ['2026-02-30T06:30:00Z', false],
    ['2026-11-23T24:30:00Z', false],
  ])('%s: %s', (text, expected) => expect(isIsoDateTime(text)).toBe(expected));
});

describe('DataStore news ages follow the clock', () => {
  const fixture = readFixture('news.json');

  it('at NEWS_NOW every article reads its age, in fixture order', () => {
    const data = DataStore.fromFixtureDir(undefined, { now: () => NEWS_NOW });
    expect(data.newsArticles().map((article) => article.timeAgo)).toEqual(TIME_AGO_AT_NEWS_NOW);
    expect(data.newsArticle(String(fixture[0].slug))?.timeAgo).toBe('1 hour ago');
  });

  it('a year later the same articles read a year older (computed at read time, not stored)', () => {
    let now = NEWS_NOW;
    const data = DataStore.fromFixtureDir(undefined, { now: () => now });
    expect(data.newsArticles()[0].timeAgo).toBe('1 hour ago');
    now = new Date(NEWS_NOW.getTime() + 365 * DAY);
    expect(data.newsArticles()[0].timeAgo).toBe('1 year ago');
    expect(data.newsArticles()[23].timeAgo).toBe('2 years ago');
  });

  it('gives each article its reading time: two long reads of 6 minutes, the rest 2', () => {
    const data = DataStore.fromFixtureDir(undefined, { now: () => NEWS_NOW });
    const minutes = Object.fromEntries(data.newsArticles().map((article) => [article.id, article.readingTimeMinutes]));
    expect(minutes).toEqual(Object.fromEntries(fixture.map((article) => [article.id, ['13', '21'].includes(String(article.id)) ? 6 : 2])));
  });
});
