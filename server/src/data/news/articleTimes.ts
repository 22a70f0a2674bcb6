// The two article fields computed from the fixture rather than stored in it:
// `timeAgo` from `publishedAt` at read time (so it stays true as the data ages),
// and `readingTimeMinutes` from the body once at start-up.

/** Reading speed used for the reading time (a common figure for adult readers of English). */
export const WORDS_PER_MINUTE = 200;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Minutes to read the body at 200 words a minute, rounded up (a 210-word text is a
 * 2-minute read, not 1), and at least 1.
 */
export function readingTimeMinutes(body: readonly string[]): number {
  const words = body.reduce((count, paragraph) => count + paragraph.split(/\s+/).filter(Boolean).length, 0);
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const ago = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long before `now` an article was published, in the largest whole unit: minutes
 * under an hour, hours under a day, days under a week, weeks under 30 days, months
 * (of 30 days) under 365 days, then years. A date in the future (a clock running
 * behind) reads 'just now'.
 */
export function timeAgo(publishedAt: Date, now: Date): string {
  const elapsed = now.getTime() - publishedAt.getTime();
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}

/** An ISO 8601 date-time in UTC with seconds, as the fixture stores it: 2026-11-23T06:30:00Z. */
export function isIsoDateTime(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(text)) return false;
  const date = new Date(text);
  // Round-trips only when every part is in range (no 30 February, no hour 24).
  return !Number.isNaN(date.getTime()) && date.toISOString() === text.replace('Z', '.000Z');
}
