import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { methodologyPath } from '../../config/paths';
import { useNearViewport } from '../ui/Chart';
import { useHydrated } from '../ui/useHydrated';
import { mapCredits } from './attribution';
import { MapErrorBoundary } from './MapErrorBoundary';
import { colourPoints, SCALE_STOPS } from './colorScale';
import type { MapController, MapHub, MapPoint } from './mapTypes';
import styles from './cityMap.module.css';

// A city map (issue 34): the outline, a point per locality coloured by a figure, and the
// employment hubs, drawn by Highcharts Maps from local data (no tiles, nothing fetched from
// another server). Like every chart (ui/Chart.tsx), the map code is a lazy chunk of its own
// that loads only in the browser, after hydration, when the map's box enters the viewport;
// until then a box of the map's height holds its place. The legend and the credits are
// plain HTML, so they are in the server's page too.

const HighchartsMap = lazy(() => import('./HighchartsMap'));

export interface CityMapProps {
  city: string;
  points: readonly MapPoint[];
  hubs?: readonly MapHub[];
  height: number;
  /** What the map shows, for screen readers (the map region's name). */
  description: string;
  /** What the colours stand for, e.g. `Average ₹/sq ft`, and how the legend prints the range's ends. */
  scale?: { title: string; format: (value: number) => string };
  /** The highlighted point (a locality id). */
  selectedId?: string;
  /** Point labels (names) on the map; off on a small locator. */
  labels?: boolean;
  onPointClick?: (id: string) => void;
  /** Filled in when the map has loaded, for outside controls (zoom in, out, reset). */
  controllerRef?: { current: MapController | null };
  /** Called with the view's zoom whenever it changes (for a status line). */
  onZoom?: (zoom: number, initial: number) => void;
}

export function CityMap(props: CityMapProps) {
  const hydrated = useHydrated();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(hydrated ? box : null);
  const coloured = useMemo(() => colourPoints(props.points), [props.points]);
  const placeholder = <div aria-hidden data-map-placeholder="" className={styles.placeholder} style={{ height: props.height }} />;
  return (
    <figure className={styles.figure} data-testid="city-map" data-city={props.city}>
      <div ref={setBox} className={styles.map} style={{ minHeight: props.height }}>
        {near ? (
          <MapErrorBoundary height={props.height}>
            <Suspense fallback={placeholder}>
              <HighchartsMap {...props} points={coloured.points} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
      <figcaption className={styles.caption}>
        {props.scale && coloured.range ? (
          <span className={styles.legend} data-testid="map-legend">
            <span>{props.scale.title}:</span> <span>{props.scale.format(coloured.range.min)}</span>
            <span aria-hidden className={styles.ramp} style={{ background: `linear-gradient(to right, ${SCALE_STOPS.join(', ')})` }} />
            <span>{props.scale.format(coloured.range.max)}</span>
            {props.points.some((point) => point.uncertainNote) ? <span className={styles.key}>Hollow: place uncertain</span> : null}
            {props.hubs?.length ? <span className={styles.key}>◆ employment hub</span> : null}
          </span>
        ) : null}
        <span className={styles.credits} data-testid="map-credits">
          {mapCredits(props.city, props.points.length > 0).map((credit) => (
            <a key={credit.text} href={credit.href} rel="license noopener" target="_blank">
              {credit.text}
            </a>
          ))}
        </span>
        <Link to={methodologyPath('locality-map')}>How the points were placed</Link>
      </figcaption>
    </figure>
  );
}
