import { describe, expect, it } from 'vitest';
import { formatLocalDay, monthOf } from '../../../web/src/shared/dates';

describe('dates as the app prints them', () => {
  it.each([
    ['2025-09-30', 'Sep 2025'],
    ['2026-11', 'Nov 2026'],
    ['2024-01-01', 'Jan 2024'],
    ['soon', 'soon'],
  ])('the month of %s is %s', (iso, shown) => expect(monthOf(iso)).toBe(shown));

  // Midday UTC: the same day in every time zone from UTC-11 to UTC+11.
  it.each([
    ['2026-09-05T12:00:00.000Z', '5 Sep 2026'],
    ['2026-01-15T12:00:00.000Z', '15 Jan 2026'],
    ['not a moment', 'not a moment'],
  ])('the day of %s is %s (Sep, not ICU en-IN’s Sept)', (iso, shown) => expect(formatLocalDay(iso)).toBe(shown));
});
