import type { Options } from 'highcharts';

// Highcharts' accessibility module, tuned so a page with several charts passes axe:
// - landmarkVerbosity 'one': each chart is one region landmark; its legend and its
//   screen-reader sections are groups inside it, not regions of their own (with the
//   default 'all', every legend is another region named "Toggle series visibility, Chart").
// - The region's name is the chart's description (lang.accessibility.defaultChartTitle is
//   used for a chart without a visible title, and ours have none: the card titles them),
//   so two charts on a page are two distinct regions, not two "Chart. Highcharts
//   interactive chart." regions.
// - The hidden section before the chart names the chart in a paragraph, not in a heading:
//   Highcharts picks the heading level from the chart's preceding siblings and parents
//   only, finds none inside our cards and falls back to h6, which skips levels
//   (heading-order). The region landmark already lets a screen reader jump to the chart.

/** The hidden screen-reader section before each chart (Highcharts' default, minus the heading and the long description that now is the title). */
export const BEFORE_CHART_FORMAT =
  '<p>{chartTitle}</p>' +
  '<div>{typeDescription}</div>' +
  '<div>{chartSubtitle}</div>' +
  '<div>{playAsSoundButton}</div>' +
  '<div>{viewTableButton}</div>' +
  '<div>{xAxisDescription}</div>' +
  '<div>{yAxisDescription}</div>' +
  '<div>{annotationsTitle}{annotationsList}</div>';

/** Accessibility options for a chart described by `description` (a sentence; a final full stop is dropped). */
export function chartAccessibility(description: string): Options {
  const title = description.trim().replace(/\.$/, '');
  return {
    accessibility: {
      description,
      landmarkVerbosity: 'one',
      screenReaderSection: { beforeChartFormat: BEFORE_CHART_FORMAT },
    },
    // Highcharts reads format strings from lang: braces in a description would be placeholders.
    lang: { accessibility: { defaultChartTitle: title.replace(/[{}]/g, '') } },
  };
}
