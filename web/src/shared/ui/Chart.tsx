import { lazy, Suspense } from 'react';
import type { Options } from 'highcharts';
import type { CsvSource } from '../csv/csvTable';

// Highcharts is most of the dashboard's weight: it loads in its own chunk, so the rest
// of the dashboard renders first; until then an empty box of the chart's height holds
// its place so nothing shifts.

const HighchartsChart = lazy(() => import('./HighchartsChart'));

export interface ChartProps {
  options: Options;
  /** What the chart shows, for screen readers. */
  description: string;
  height: number;
  /**
   * Turns on the chart's menu of downloads (PNG, SVG, CSV), all made in the browser.
   * `fileName` is without extension, e.g. 'gharinsight-pune-property-types'; the CSV
   * ends with `source` and the sample-data note.
   */
  download?: { fileName: string; source: CsvSource };
}

export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<div aria-hidden style={{ minHeight: props.height }} />}>
      <HighchartsChart {...props} />
    </Suspense>
  );
}
