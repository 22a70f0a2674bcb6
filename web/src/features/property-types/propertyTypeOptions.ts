import type { Options, Point } from 'highcharts';
import type { PropertyTypeShare } from '../../generated/graphql';

// Pure Highcharts options for the property-type doughnut (spec section 2).

export const PROPERTY_TYPE_CHART_HEIGHT = 300;

export type TypeShare = Pick<PropertyTypeShare, 'type' | 'percent'>;

/** The spec's static split, shown when the city's split cannot be loaded. */
export const DEFAULT_PROPERTY_TYPE_SHARES: readonly TypeShare[] = [
  { type: 'Apartments', percent: 45 },
  { type: 'Villas', percent: 20 },
  { type: 'Builder Floors', percent: 15 },
  { type: 'Plots', percent: 12 },
  { type: 'Penthouses', percent: 8 },
];

/** The subtitle over the default split, so it is never read as the city's own figures. */
export const DEFAULT_SPLIT_NOTE = "Typical split: this city's figures could not be loaded.";

/** 'Villas', 20 -> '<b>Villas</b>: 20%'. */
export function typeShareTooltip(type: string, percent: number | null | undefined): string {
  return `<b>${type}</b>: ${percent ?? 'N/A'}%`;
}

export function buildPropertyTypeOptions(shares: readonly TypeShare[], note?: string): Options {
  return {
    chart: { type: 'pie', height: PROPERTY_TYPE_CHART_HEIGHT },
    title: { text: undefined },
    subtitle: { text: note },
    credits: { enabled: false },
    tooltip: {
      formatter(this: Point) {
        return typeShareTooltip(this.name, this.y);
      },
    },
    // The split is read from the legend ('Apartments: 45%') rather than from labels
    // around the ring, which collide on small slices and on narrow screens.
    legend: { enabled: true, labelFormat: '{name}: {y}%' },
    plotOptions: {
      pie: { innerSize: '60%', showInLegend: true, dataLabels: { enabled: false } },
    },
    series: [{ type: 'pie', name: 'Share of listings', data: shares.map((share) => ({ name: share.type, y: share.percent })) }],
  };
}
