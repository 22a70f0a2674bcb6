// The compare page's 'Price Trend (Last 6 Months)' row. The spec fetches price trends
// for the compare page without showing them; a buyer comparing cities wants this figure.

export interface TrendPoint {
  month: string;
  year: number;
  price: number;
}

export interface TrendChange {
  /** Percent change from `from` to `to`. */
  percent: number;
  from: TrendPoint;
  to: TrendPoint;
}

/**
 * The change over the last 6 months: the latest record against the one six records
 * earlier (records are monthly, oldest first), or the oldest when there are fewer.
 * Null when there is nothing to compare.
 */
export function sixMonthChange(records: readonly TrendPoint[], months = 6): TrendChange | null {
  if (records.length < 2) return null;
  const to = records[records.length - 1];
  const from = records[Math.max(0, records.length - 1 - months)];
  if (from.price === 0) return null;
  return { percent: ((to.price - from.price) / from.price) * 100, from, to };
}
