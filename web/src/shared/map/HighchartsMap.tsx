import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import Highcharts from 'highcharts';
import 'highcharts/modules/map';
import 'highcharts/modules/accessibility';
// The named export (see ui/HighchartsChart.tsx: the UMD default import breaks in Rollup's build).
import { HighchartsReact } from 'highcharts-react-official';
import { localitySlug } from '../../config/paths';
import { chartAccessibility } from '../ui/chartAccessibility';
import type { CityMapProps } from './CityMap';
import type { ColouredPoint, MapController } from './mapTypes';
import { useOutline, WARD, type CityOutline } from './outline';
import { framesPlaces, MAP_PADDING } from './projection';

// The lazy half of CityMap: Highcharts Maps with the accessibility module (keyboard users
// move from point to point, screen readers get the points as a list), drawing the outline
// fetched from this server's API, the localities and the hubs. Colours of the drawing come
// from CSS (cityMap.module.css) so both themes work without a re-render.

/** The part of Highcharts Maps' MapView this map uses (its types do not reach the Chart type through the module import). */
type WithMapView = { mapView?: { zoom: number; zoomBy(howMuch?: number, coords?: [number, number]): void } };
const viewOf = (chart: Highcharts.Chart) => (chart as Highcharts.Chart & WithMapView).mapView;

type Props = Omit<CityMapProps, 'points'> & {
  points: ColouredPoint[];
  /** Shown until the outline has loaded (CityMap's preview or placeholder). */
  waiting: ReactNode;
  /** The visitor reached the preview with the keyboard: the chart takes the focus (its keyboard navigation starts there). */
  focusOnLoad?: boolean;
};

export default function HighchartsMap(props: Props) {
  const { city, controllerRef } = props;
  const outline = useOutline(localitySlug(city));
  // The callbacks are read through a ref: a parent's new function must not rebuild the chart (and lose its zoom).
  const callbacks = useRef({ onPointClick: props.onPointClick, onZoom: props.onZoom });
  callbacks.current = { onPointClick: props.onPointClick, onZoom: props.onZoom };
  const { points, hubs, selectedId, labels, description, height } = props;
  const options = useMemo(
    () => (outline === undefined ? null : mapOptions({ points, hubs, selectedId, labels, description, height }, callbacks, outline)),
    [outline, points, hubs, selectedId, labels, description, height],
  );
  useEffect(() => () => {
    if (controllerRef) controllerRef.current = null;
  }, [controllerRef]);

  // Read through refs so the callback stays the same function: the chart is made once per options.
  const latest = useRef(props);
  latest.current = props;
  const focusPending = useRef(props.focusOnLoad);
  const onCreated = useCallback(
    (chart: Highcharts.Chart) => {
      if (controllerRef) controllerRef.current = controllerOf(chart, latest.current, callbacks);
      // The preview's box had the focus and is no longer a tab stop: the chart takes it, unless
      // the visitor has moved on meanwhile (the focus is neither on the page nor around the map).
      // After this task: the accessibility module makes the container a tab stop once the chart is drawn.
      if (focusPending.current)
        setTimeout(() => {
          const active = document.activeElement;
          if (!active || active === document.body || active.contains(chart.container)) chart.container.focus();
        });
      focusPending.current = false;
    },
    [controllerRef],
  );

  if (!options) return props.waiting;
  return <MapChart options={options} height={props.height} onCreated={onCreated} />;
}

/**
 * The chart itself, rendered again only when its options change: highcharts-react's
 * `immutable` mode makes a new chart on every render, which lost the zoom whenever the
 * page re-rendered (the zoom status line is state of the page).
 */
const MapChart = memo(function MapChart({ options, height, onCreated }: { options: Highcharts.Options; height: number; onCreated: (chart: Highcharts.Chart) => void }) {
  return <HighchartsReact highcharts={Highcharts} constructorType="mapChart" options={options} immutable containerProps={{ 'data-testid': 'map-chart', style: { height } }} callback={onCreated} />;
});

function controllerOf(chart: Highcharts.Chart, { points, selectedId }: Props, callbacks: Callbacks): MapController {
  const selected = points.find((point) => point.id === selectedId);
  const view = viewOf(chart);
  // The chart is made: its view is the whole map, the zoom the controls count from.
  const initial = view?.zoom ?? 0;
  const act = (zoom: () => void) => () => {
    if (!view) return;
    zoom();
    callbacks.current.onZoom?.(view.zoom, initial);
  };
  return {
    // Zoom about the selected locality when there is one, so it stays in view.
    zoomIn: act(() => view?.zoomBy(1, selected ? [selected.lon, selected.lat] : undefined)),
    zoomOut: act(() => view?.zoomBy(-1)),
    // No amount resets the view to the whole map.
    reset: act(() => view?.zoomBy()),
  };
}

/** The whole-map view frames the points and hubs rather than the outline when there are two or more places (projection.ts). */
function fitToPoints(points: readonly ColouredPoint[], hubs: readonly { lat: number; lon: number }[]): Highcharts.MapViewOptions | undefined {
  const places = [...points, ...hubs];
  if (!framesPlaces(places)) return undefined;
  return { fitToGeometry: { type: 'MultiPoint', coordinates: places.map((place) => [place.lon, place.lat]) } } as Highcharts.MapViewOptions;
}

function tooltipOf(point: ColouredPoint): string {
  const uncertain = point.uncertainNote ? `<br/>Place uncertain: ${escape(point.uncertainNote)}` : '';
  return `<b>${escape(point.name)}</b><br/>${escape(point.valueText)}${uncertain}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Highcharts reads `{…}` in texts as format placeholders. */
const plain = (text: string) => text.replace(/[{}]/g, '');

type Drawn = Pick<Props, 'points' | 'hubs' | 'selectedId' | 'labels' | 'description' | 'height'>;
type Callbacks = { current: Pick<Props, 'onPointClick' | 'onZoom'> };

function mapOptions(drawn: Drawn, callbacks: Callbacks, outline: CityOutline | null): Highcharts.Options {
  const { points, hubs = [], selectedId, labels = true, height, description } = drawn;
  const clickable = Boolean(callbacks.current.onPointClick);
  const areas = outline?.features.filter((feature) => feature.properties.kind !== WARD) ?? [];
  const wards = outline?.features.filter((feature) => feature.properties.kind === WARD) ?? [];
  const outlineSeries = (name: string, className: string, features: CityOutline['features']): Highcharts.SeriesMapOptions => ({
    type: 'map',
    name,
    className,
    mapData: { type: 'FeatureCollection', features } as unknown as Highcharts.GeoJSON,
    data: [],
    allAreas: true,
    enableMouseTracking: false,
    showInLegend: false,
    accessibility: { enabled: false },
    states: { inactive: { enabled: false } },
  });

  return Highcharts.merge(chartAccessibility(description), {
    chart: {
      height,
      backgroundColor: 'transparent',
      style: { fontFamily: 'inherit' },
      animation: false,
      events: {
        load() {
          // A new chart (another city, another selection) starts at the whole map.
          const zoom = viewOf(this)?.zoom;
          if (zoom !== undefined) callbacks.current.onZoom?.(zoom, zoom);
        },
      },
    },
    title: { text: undefined },
    credits: { enabled: false },
    // The exporting module, when a chart on the page has loaded it, would add its menu (and warn without libURL).
    exporting: { enabled: false, libURL: '/assets/' },
    legend: { enabled: false },
    // The dashboard has its own three controls; wheel and pinch stay the page's scroll.
    mapNavigation: { enabled: false },
    mapView: { projection: { name: 'WebMercator' }, padding: MAP_PADDING, ...fitToPoints(points, hubs) },
    tooltip: { headerFormat: '', pointFormat: '{point.custom.tooltip}', outside: false },
    accessibility: {
      keyboardNavigation: { enabled: true },
      point: { descriptionFormat: '{point.custom.description}' },
    },
    plotOptions: { series: { animation: false } },
    series: [
      ...(areas.length ? [outlineSeries('City outline', 'gi-outline', areas)] : []),
      ...(wards.length ? [outlineSeries('Wards', 'gi-wards', wards)] : []),
      ...(hubs.length
        ? [
            {
              type: 'mappoint',
              name: 'Employment hubs',
              className: 'gi-hubs',
              marker: { symbol: 'diamond', radius: 6 },
              dataLabels: { enabled: false },
              accessibility: { description: 'Employment hubs of the city.' },
              data: hubs.map((hub) => ({
                id: `hub-${hub.id}`,
                name: hub.name,
                lat: hub.lat,
                lon: hub.lon,
                className: `gi-hub gi-hub-${hub.id}`,
                custom: { tooltip: `<b>${escape(hub.name)}</b><br/>Employment hub`, description: plain(`${hub.name}, employment hub.`) },
              })),
            } satisfies Highcharts.SeriesMappointOptions,
          ]
        : []),
      {
        type: 'mappoint',
        name: 'Localities',
        className: 'gi-localities',
        cursor: clickable ? 'pointer' : undefined,
        dataLabels: { enabled: labels, format: '{point.name}', style: { fontSize: '11px', fontWeight: 'normal' }, y: -6 },
        accessibility: { description: 'Localities, at their map points, coloured by the figure the legend names.' },
        point: { events: { click: clickable ? (event) => callbacks.current.onPointClick?.(String((event.point as Highcharts.Point).options.custom?.localityId)) : undefined } },
        data: points.map((point) => {
          const selected = point.id === selectedId;
          return {
            name: point.name,
            lat: point.lat,
            lon: point.lon,
            color: point.color,
            className: ['gi-point', `gi-point-${point.id}`, point.uncertainNote ? 'gi-uncertain' : '', selected ? 'gi-selected' : ''].filter(Boolean).join(' '),
            marker: point.uncertainNote
              ? { symbol: 'circle', radius: selected ? 8 : 6, fillColor: 'transparent', lineColor: point.color, lineWidth: 3 }
              : { symbol: 'circle', radius: selected ? 9 : 6, fillColor: point.color, lineWidth: 1 },
            custom: {
              localityId: point.id,
              tooltip: tooltipOf(point),
              description: plain(`${point.name}: ${point.valueText}.${point.uncertainNote ? ` Place uncertain: ${point.uncertainNote}` : ''}${selected ? ' Selected.' : ''}`),
            },
          };
        }),
      } satisfies Highcharts.SeriesMappointOptions,
    ],
  } satisfies Highcharts.Options);
}
