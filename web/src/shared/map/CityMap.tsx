import { lazy, Suspense, useMemo, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import { methodologyPath } from '../../config/paths';
import { useNearViewport } from '../ui/Chart';
import { useHydrated } from '../ui/useHydrated';
import { mapCredits } from './attribution';
import { MapErrorBoundary } from './MapErrorBoundary';
import { MapPreview } from './MapPreview';
import { colourPoints, SCALE_STOPS } from './colorScale';
import type { MapController, MapHub, MapPoint } from './mapTypes';
import styles from './cityMap.module.css';

// A city map (issue 34): the outline, a point per locality coloured by a figure, and the
// employment hubs, drawn by Highcharts Maps from local data (no tiles, nothing fetched from
// another server). Like every chart (ui/Chart.tsx), the map code is a lazy chunk of its own
// that loads only in the browser, after hydration, when the map's box enters the viewport;
// until then a box of the map's height holds its place. The legend and the credits are
// plain HTML, so they are in the server's page too.
//
// A map in the first screen (`load="intent"`, /localities/{city}) would load Highcharts during
// the page's first seconds on every visit. It shows MapPreview instead, the same drawing in
// plain SVG, and loads the interactive map when the visitor reaches for it: a mouse over it, a
// tap or click on it, or keyboard focus (the interactive map then takes the focus). A tap on a
// point opens that point's page straight away, without loading the map.

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
  /** When Highcharts loads: when the map comes into view (the default), or when the visitor reaches for it (a preview until then). */
  load?: 'view' | 'intent';
}

/** How the visitor reached for a map shown as a preview. */
type MapIntent = 'pointer' | 'focus';

export function CityMap(props: CityMapProps) {
  const hydrated = useHydrated();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const onIntent = props.load === 'intent';
  const near = useNearViewport(hydrated && !onIntent ? box : null);
  const [intent, setIntent] = useState<MapIntent | null>(null);
  const live = onIntent ? intent !== null : near;
  const coloured = useMemo(() => colourPoints(props.points), [props.points]);
  const still = onIntent ? (
    <MapPreview city={props.city} points={coloured.points} hubs={props.hubs} selectedId={props.selectedId} labels={props.labels} height={props.height} />
  ) : (
    <div aria-hidden data-map-placeholder="" className={styles.placeholder} style={{ height: props.height }} />
  );
  // The preview is one stop in the tab order, named as the map; focus there loads the interactive map.
  const reach = onIntent && !live
    ? {
        tabIndex: 0,
        role: 'img',
        'aria-label': props.description,
        // Keyboard focus only: a tap or click focuses the box too (on mousedown), and loading the map
        // then would swap the drawing under the finger before its click (onClick decides instead).
        onFocus: (event: FocusEvent<HTMLElement>) => event.target === event.currentTarget && event.currentTarget.matches(':focus-visible') && setIntent('focus'),
        onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && setIntent('pointer'),
        // A tap on a point opens its page at once, as the interactive map would; elsewhere it loads that map.
        onClick: (event: MouseEvent) => {
          const id = event.target instanceof Element ? event.target.closest('[data-point-id]')?.getAttribute('data-point-id') : null;
          if (id && props.onPointClick) props.onPointClick(id);
          else setIntent('pointer');
        },
      }
    : {};
  return (
    <figure className={styles.figure} data-testid="city-map" data-city={props.city}>
      <div ref={setBox} className={styles.map} style={{ minHeight: props.height }} {...reach}>
        {live ? (
          <MapErrorBoundary height={props.height}>
            <Suspense fallback={still}>
              <HighchartsMap {...props} points={coloured.points} waiting={still} focusOnLoad={intent === 'focus'} />
            </Suspense>
          </MapErrorBoundary>
        ) : (
          still
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
