import { lazy, Suspense, useEffect, useState } from 'react';
import type { Options } from 'highcharts';
import type { CsvSource } from '../csv/csvTable';
import { useHydrated } from './useHydrated';

// Highcharts is most of a chart page's weight, so it loads only in the browser, after
// hydration, and only when a chart's box enters the viewport. Until then a box of
// the chart's final height holds its place (on the server too), so nothing shifts.

const HighchartsChart = lazy(() => import('./HighchartsChart'));

/**
 * How far outside the viewport a chart starts loading: not at all. Highcharts' first
 * render of a chart is one task of 400-500 ms on a phone (4x CPU; it measures every
 * label), which a chart just below the first screen cost at load, before the reader had
 * scrolled (Baner's trend chart starts 17 px below a 823 px screen). Loaded on entering,
 * it takes its place while the reader scrolls towards it.
 */
const LOAD_MARGIN = '0px';

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
  const hydrated = useHydrated();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(hydrated ? box : null);
  const placeholder = <div aria-hidden data-chart-placeholder="" style={{ minHeight: props.height }} />;
  return (
    <div ref={setBox}>
      {near ? (
        <Suspense fallback={placeholder}>
          <HighchartsChart {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** Whether `element` has entered the viewport (LOAD_MARGIN; once true, stays true). */
export function useNearViewport(element: HTMLElement | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!element || near) return;
    // Without IntersectionObserver (old browsers, jsdom in the unit tests) the chart loads at once.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
