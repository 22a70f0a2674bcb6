import type { Options, Point } from 'highcharts';
import { formatNumber, formatPricePerSqft, formatRupees } from '../../shared/format';

// Highcharts options for the histogram of registered ₹ per sq ft, with the asking
// median marked as a line across the bars. Pure.

export const HISTOGRAM_HEIGHT = 280;

export interface Bin {
  from: number;
  to: number;
  count: number;
}

/** '₹9,000–10,000'. */
export const binLabel = (bin: Bin) => `₹${formatNumber(bin.from)}–${formatNumber(bin.to)}`;

/** Where a value sits on the category axis: bar i spans i − 0.5 to i + 0.5. */
export function binPosition(bins: readonly Bin[], value: number): number {
  const width = bins[0].to - bins[0].from;
  return (value - bins[0].from) / width - 0.5;
}

export function buildHistogramOptions(bins: readonly Bin[], askingMedian: number | null, localityName: string): Options {
  return {
    chart: { type: 'column', height: HISTOGRAM_HEIGHT },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    xAxis: {
      categories: bins.map(binLabel),
      title: { text: '₹ per sq ft of carpet area' },
      plotLines:
        askingMedian === null
          ? []
          : [{ value: binPosition(bins, askingMedian), width: 2, dashStyle: 'Dash', zIndex: 5, color: '#d4380d', label: { text: `Asking median ${formatPricePerSqft(askingMedian)}`, rotation: 0, y: 14 } }],
    },
    yAxis: { title: { text: 'Registered sales' }, allowDecimals: false },
    tooltip: {
      formatter(this: Point) {
        return `${String(this.category)}/sqft: <b>${formatNumber(this.y)}</b> sales`;
      },
    },
    plotOptions: { column: { pointPadding: 0, groupPadding: 0, borderWidth: 1 } },
    series: [{ type: 'column', name: `Registered sales in ${localityName}`, data: bins.map((bin) => bin.count) }],
  };
}

/** The chart's text alternative. */
export function histogramDescription(bins: readonly Bin[], askingMedian: number | null, localityName: string): string {
  const busiest = bins.reduce((best, bin) => (bin.count > best.count ? bin : best), bins[0]);
  const asking = askingMedian === null ? '' : ` The asking median, ${formatRupees(askingMedian)} per sq ft, is marked.`;
  return `Histogram of registered prices per sq ft in ${localityName}, last 4 quarters: most sales between ${binLabel(busiest)} per sq ft.${asking}`;
}
