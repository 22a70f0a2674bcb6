import type { AxisLabelsFormatterContextObject, Options, Point } from 'highcharts';
import type { TimeRange } from '../../config/constants';
import type { PriceTrendRecord } from '../../generated/graphql';
import { MONTHS } from '../../shared/dates';
import { formatPricePerSqft, formatRupees } from '../../shared/format';

// Pure Highcharts options for the price trends chart (spec section 2): records of
// every city are pivoted by month into one series per shown city.

/** The spec's three reference cities, always drawn. */
export const TREND_CITIES = ['Mumbai', 'Bengaluru', 'Delhi NCR'] as const;

/**
 * The dashboard's city first, then the reference cities (the city is not repeated when
 * it is one of them): a Pune dashboard compares Pune with the three.
 */
export function trendCities(city?: string): string[] {
  return city && !(TREND_CITIES as readonly string[]).includes(city) ? [city, ...TREND_CITIES] : [...TREND_CITIES];
}

/**
 * Each series' own marker and dash, by position: where two cities' prices nearly meet
 * (Bengaluru and Delhi NCR differ by under 1% in Aug-Sep 2025) a different symbol and
 * dash keep the lower line visible instead of hidden under the other.
 */
export const SERIES_STYLES = [
  { symbol: 'circle', dashStyle: 'Solid' },
  { symbol: 'square', dashStyle: 'ShortDash' },
  { symbol: 'diamond', dashStyle: 'Dot' },
  { symbol: 'triangle', dashStyle: 'LongDash' },
] as const;
export const PRICE_AXIS_TITLE = 'Price per sqft (₹)';
export const TREND_CHART_HEIGHT = 320;


/**
 * How many of the newest months each timeframe shows. 1M shows the last month and the
 * one before it: a single point draws no line, and that pair is the last month's change.
 * 3M, 6M and 1Y show the last 3, 6 and 12 months; All shows every month.
 */
export const RANGE_MONTHS: Record<TimeRange, number | null> = { '1M': 2, '3M': 3, '6M': 6, '1Y': 12, All: null };

export type TrendRecord = Pick<PriceTrendRecord, 'city' | 'month' | 'year' | 'price'>;

const monthKey = (record: Pick<TrendRecord, 'month' | 'year'>) => record.year * 12 + MONTHS.indexOf(record.month);
const monthLabel = (key: number) => `${MONTHS[key % 12]} ${Math.floor(key / 12)}`;

/** 'Mumbai', 'Sep 2025', 17230 -> '<b>Mumbai</b><br/>Sep 2025: ₹17,230/sqft'. */
export function trendTooltip(city: string, month: string, price: number | null | undefined): string {
  return `<b>${city}</b><br/>${month}: ${formatPricePerSqft(price)}`;
}

/** What a downloaded trend says about itself: the sample follows Anarock's levels; as of its newest month. */
export function priceTrendSource(records: readonly TrendRecord[]) {
  const newest = records.reduce((latest, record) => Math.max(latest, monthKey(record)), -1);
  return { name: 'GharInsight sample data; city levels follow Anarock Q3 2025 (via Hindustan Times)', asOf: newest < 0 ? null : monthLabel(newest) };
}

export function buildPriceTrendOptions(records: readonly TrendRecord[], range: TimeRange, city?: string): Options {
  const cities = trendCities(city);
  const shownCities = new Set<string>(cities);
  const relevant = records.filter((record) => shownCities.has(record.city));
  const allMonths = [...new Set(relevant.map(monthKey))].sort((a, b) => a - b);
  const count = RANGE_MONTHS[range];
  const months = count === null ? allMonths : allMonths.slice(-count);

  const series = cities.map((name, index) => {
    const priceByMonth = new Map(relevant.filter((record) => record.city === name).map((record) => [monthKey(record), record.price]));
    const { symbol, dashStyle } = SERIES_STYLES[index % SERIES_STYLES.length];
    // Highcharts draws later series on top: earlier ones get wider lines and larger
    // markers, so where two lines meet the one underneath still shows around the other.
    const below = cities.length - 1 - index;
    return {
      type: 'line' as const,
      name,
      // A month a city has no record for stays a gap rather than a made-up price.
      data: months.map((key) => priceByMonth.get(key) ?? null),
      dashStyle,
      lineWidth: 2 + below * 0.75,
      // Markers always drawn (Highcharts hides them on dense series).
      marker: { enabled: true, symbol, radius: 4 + below },
    };
  });

  return {
    chart: { type: 'line', height: TREND_CHART_HEIGHT },
    title: { text: undefined },
    credits: { enabled: false },
    xAxis: { categories: months.map(monthLabel) },
    yAxis: {
      title: { text: PRICE_AXIS_TITLE },
      labels: {
        formatter(this: AxisLabelsFormatterContextObject) {
          return formatRupees(Number(this.value));
        },
      },
    },
    tooltip: {
      formatter(this: Point) {
        return trendTooltip(this.series.name, String(this.category), this.y);
      },
    },
    series,
  };
}
