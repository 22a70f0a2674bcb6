// Dates as the app prints them ('30 Sep 2025', 'Sep 2025'), built by hand rather than with
// Intl: an en-IN date formatter loads ICU's locale data, a long task on a phone (see
// indianDigits.ts), and its short month for September is 'Sept' on newer ICU.

export const MONTHS: readonly string[] = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2025-09-30' -> '30 Sep 2025' (anything else as given). */
export function formatAsOfDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** '2025-09-30' or '2025-09' -> 'Sep 2025' (anything else as given). */
export function monthOf(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(isoDate);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : isoDate;
}

/** A moment (an ISO timestamp) as its day in the browser's time zone: '5 Sep 2026'. */
export function formatLocalDay(isoTimestamp: string): string {
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return isoTimestamp;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
