import type { AxisLabelsFormatterContextObject, Options, Point } from 'highcharts';
import type { LocalityFiguresFragment } from '../../generated/graphql';
import { formatNumber, formatPricePerSqft, formatRupees } from '../../shared/format';

// Pure Highcharts options for the locality page: quarterly price per sqft (one
// series per locality, so a comparison draws two lines on one chart) and the
// registered deals per quarter.

export const HISTORY_TIMEFRAMES = ['1Y', '3Y', '5Y', 'All'] as const;
export type HistoryTimeframe = (typeof HISTORY_TIMEFRAMES)[number];
export const HISTORY_CHART_HEIGHT = 320;
export const DEALS_CHART_HEIGHT = 240;

/**
 * How many of the newest quarters each timeframe shows: the latest quarter and the 4, 12
 * or 20 before it, so the first and last points are the 1y, 3y and 5y change's ends.
 */
export const TIMEFRAME_QUARTERS: Record<HistoryTimeframe, number | null> = { '1Y': 5, '3Y': 13, '5Y': 21, All: null };

type Quarter = LocalityFiguresFragment['history'][number];
type Series = Pick<LocalityFiguresFragment, 'name' | 'history'>;

const quarterKey = (point: Pick<Quarter, 'year' | 'quarter'>) => point.year * 4 + point.quarter - 1;
/** 8101 -> 'Q2 2025'. */
export const quarterLabel = (key: number) => `Q${(key % 4) + 1} ${Math.floor(key / 4)}`;

/** The quarters a timeframe shows, oldest first, across every given locality. */
function shownQuarters(localities: readonly Series[], timeframe: HistoryTimeframe): number[] {
  const all = [...new Set(localities.flatMap((locality) => locality.history.map(quarterKey)))].sort((a, b) => a - b);
  const count = TIMEFRAME_QUARTERS[timeframe];
  return count === null ? all : all.slice(-count);
}

const baseOptions = (type: 'line' | 'column', height: number, categories: string[], axisTitle: string): Options => ({
  chart: { type, height },
  title: { text: undefined },
  credits: { enabled: false },
  xAxis: { categories },
  yAxis: { title: { text: axisTitle } },
});

export function buildHistoryOptions(localities: readonly Series[], timeframe: HistoryTimeframe): Options {
  const quarters = shownQuarters(localities, timeframe);
  const options = baseOptions('line', HISTORY_CHART_HEIGHT, quarters.map(quarterLabel), 'Price per sqft (₹)');
  return {
    ...options,
    yAxis: {
      title: { text: 'Price per sqft (₹)' },
      labels: {
        formatter(this: AxisLabelsFormatterContextObject) {
          return formatRupees(Number(this.value));
        },
      },
    },
    tooltip: {
      formatter(this: Point) {
        return `<b>${this.series.name}</b><br/>${String(this.category)}: ${formatPricePerSqft(this.y)}`;
      },
    },
    legend: { enabled: localities.length > 1 },
    series: localities.map((locality) => {
      const byQuarter = new Map(locality.history.map((point) => [quarterKey(point), point.pricePerSqft]));
      return { type: 'line' as const, name: locality.name, data: quarters.map((key) => byQuarter.get(key) ?? null) };
    }),
  };
}

export function buildDealsOptions(localities: readonly Series[], timeframe: HistoryTimeframe): Options {
  const quarters = shownQuarters(localities, timeframe);
  return {
    ...baseOptions('column', DEALS_CHART_HEIGHT, quarters.map(quarterLabel), 'Registered deals'),
    tooltip: {
      formatter(this: Point) {
        return `<b>${this.series.name}</b><br/>${String(this.category)}: ${formatNumber(this.y)} deals`;
      },
    },
    legend: { enabled: localities.length > 1 },
    series: localities.map((locality) => {
      const byQuarter = new Map(locality.history.map((point) => [quarterKey(point), point.deals]));
      return { type: 'column' as const, name: locality.name, data: quarters.map((key) => byQuarter.get(key) ?? null) };
    }),
  };
}
