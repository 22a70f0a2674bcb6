// A fixed "now" for tests that read the articles' computed ages: the fixture's
// publication dates were chosen so that at this moment every article reads as below
// (the texts the fixture carried before it had dates). Tests pass this clock to the
// data layer so they never depend on the day they run.

export const NEWS_NOW = new Date('2026-11-23T20:00:00Z');

/** Each article's timeAgo at NEWS_NOW, in fixture order (ids 1 to 24). */
export const TIME_AGO_AT_NEWS_NOW = [
  '1 hour ago',
  '3 hours ago',
  '6 hours ago',
  '11 hours ago',
  '1 day ago',
  '2 days ago',
  '3 days ago',
  '5 days ago',
  '6 days ago',
  '1 week ago',
  '2 weeks ago',
  '2 weeks ago',
  '3 weeks ago',
  '4 weeks ago',
  '1 month ago',
  '2 months ago',
  '2 months ago',
  '3 months ago',
  '4 months ago',
  '5 months ago',
  '7 months ago',
  '9 months ago',
  '11 months ago',
  '1 year ago',
];

/** The fixture articles as the API answers them at NEWS_NOW: with their age and reading time (200 words a minute, rounded up). */
export function articlesAtNewsNow<T extends Record<string, unknown>>(fixture: T[]) {
  return fixture.map((article, index) => {
    const words = (article.body as string[]).join(' ').split(/\s+/).filter(Boolean).length;
    return { ...article, timeAgo: TIME_AGO_AT_NEWS_NOW[index], readingTimeMinutes: Math.ceil(words / 200) };
  });
}
