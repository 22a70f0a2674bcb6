import type { CityOutline, Geometry, Ring } from './outline';

// The map preview's geometry (MapPreview.tsx): Web Mercator, framed as HighchartsMap frames
// its view (mapView `fitToGeometry` over the points and hubs, `padding` 24), so the preview and
// the interactive map that replaces it put every point at the same place on screen.

export const MAP_PADDING = 24;
/** Highcharts' default chart spacing (top, right, bottom, left): its plot area, where the view is fitted and clipped. */
const SPACING = [10, 10, 15, 10] as const;

/** The plot area of a `width` × `height` map, as Highcharts lays it out. */
export function plotArea(width: number, height: number): { x: number; y: number; width: number; height: number } {
  const [top, right, bottom, left] = SPACING;
  return { x: left, y: top, width: width - left - right, height: height - top - bottom };
}

type Place = { lat: number; lon: number };

/**
 * Whether a map's view is fitted to its places (at least two distinct ones); with fewer, the
 * outline frames it. Mumbai's outline reaches across the metropolitan region, which left Worli
 * and Lower Parel a few pixels apart when it framed the view.
 */
export const framesPlaces = (places: readonly Place[]): boolean => new Set(places.map((place) => `${place.lon},${place.lat}`)).size >= 2;
/** A projected position in screen pixels of the map's box (y down). */
export type Xy = [number, number];

const RADIANS = Math.PI / 180;
/** Web Mercator in radians (x east, y north); the scale is set by the frame. */
const mercator = (lon: number, lat: number): Xy => [lon * RADIANS, Math.log(Math.tan(Math.PI / 4 + (lat * RADIANS) / 2))];

/**
 * A function from lon/lat to pixels of a `width` × `height` map, fitting `places` inside the
 * plot area's padding and centring them. With fewer than two distinct places the outline (when loaded) is
 * fitted instead, as HighchartsMap does; with neither, the one place is centred at a city's scale.
 */
export function fitFrame(places: readonly Place[], width: number, height: number, outline: CityOutline | null | undefined): (lon: number, lat: number) => Xy {
  let framed = places.map((place) => mercator(place.lon, place.lat));
  if (!framesPlaces(places) && outline) framed = outlinePositions(outline).map(([lon, lat]) => mercator(lon, lat));
  const xs = framed.map(([x]) => x);
  const ys = framed.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = xs.length ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)] : [0, 0, 0, 0];
  // About 20 km across when there is nothing to span (one place, no outline yet).
  const spanX = Math.max(maxX - minX, 0.003);
  const spanY = Math.max(maxY - minY, 0.003);
  const plot = plotArea(width, height);
  const scale = Math.min((plot.width - 2 * MAP_PADDING) / spanX, (plot.height - 2 * MAP_PADDING) / spanY);
  const [centreX, centreY] = [(minX + maxX) / 2, (minY + maxY) / 2];
  const [middleX, middleY] = [plot.x + plot.width / 2, plot.y + plot.height / 2];
  return (lon, lat) => {
    const [x, y] = mercator(lon, lat);
    return [middleX + (x - centreX) * scale, middleY - (y - centreY) * scale];
  };
}

const polygonsOf = (geometry: unknown): Ring[][] => {
  const shape = geometry as Geometry;
  return shape.type === 'Polygon' ? [shape.coordinates] : shape.type === 'MultiPolygon' ? shape.coordinates : [];
};

function outlinePositions(outline: CityOutline): Ring {
  return outline.features.flatMap((feature) => polygonsOf(feature.geometry).flatMap((rings) => rings.flat()));
}

/** An outline feature as an SVG path (rings closed; holes by the even-odd rule). */
export function featurePath(geometry: unknown, at: (lon: number, lat: number) => Xy): string {
  return polygonsOf(geometry)
    .flatMap((rings) =>
      rings.map((ring) => `M${ring.map(([lon, lat]) => at(lon, lat).map((value) => value.toFixed(1)).join(',')).join('L')}Z`),
    )
    .join('');
}
