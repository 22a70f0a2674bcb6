import { describe, expect, it } from 'vitest';
import { featurePath, fitFrame, MAP_PADDING, plotArea } from '../../../web/src/shared/map/projection';

// The map preview's geometry (issue 32): the same framing as Highcharts Maps' fitToGeometry in
// its plot area, so the interactive map replaces the preview without moving a point (the
// e2e maps spec compares the two on screen).

const BANER = { lat: 18.559, lon: 73.7868 };
const WAGHOLI = { lat: 18.5793, lon: 73.9787 };
const KOTHRUD = { lat: 18.5074, lon: 73.8077 };

describe('fitFrame', () => {
  it('fits the places to the plot area inside the padding, west to the left and north up', () => {
    const [width, height] = [400, 420];
    const at = fitFrame([BANER, WAGHOLI, KOTHRUD], width, height, null);
    const plot = plotArea(width, height);
    expect(plot).toEqual({ x: 10, y: 10, width: 380, height: 395 });
    const [baner, wagholi, kothrud] = [BANER, WAGHOLI, KOTHRUD].map((place) => at(place.lon, place.lat));
    // The widest span (east-west here) fills the plot area's width less the padding on each side.
    expect(baner[0]).toBeCloseTo(plot.x + MAP_PADDING, 6);
    expect(wagholi[0]).toBeCloseTo(plot.x + plot.width - MAP_PADDING, 6);
    expect(kothrud[1]).toBeGreaterThan(baner[1]);
    expect(wagholi[1]).toBeLessThan(baner[1]);
    // Centred in the other direction.
    expect((wagholi[1] + kothrud[1]) / 2).toBeCloseTo(plot.y + plot.height / 2, 6);
  });

  it('with one place and no outline, centres it in the plot area', () => {
    const at = fitFrame([BANER], 300, 200, null);
    expect(at(BANER.lon, BANER.lat)).toEqual([150, 97.5]);
  });

  it('with one place, frames the outline once it has loaded', () => {
    const outline = {
      type: 'FeatureCollection' as const,
      features: [{ type: 'Feature' as const, properties: { name: 'box', kind: 'city' }, geometry: { type: 'Polygon', coordinates: [[[73.7, 18.4], [74.0, 18.4], [74.0, 18.7], [73.7, 18.4]]] } }],
    };
    const at = fitFrame([BANER], 300, 200, outline);
    const [west] = at(73.7, 18.4);
    const [east] = at(74.0, 18.4);
    const [, north] = at(73.7, 18.7);
    const [, south] = at(73.7, 18.4);
    expect(Math.min(east - west, south - north)).toBeGreaterThan(100);
  });
});

describe('featurePath', () => {
  it('draws each ring of a polygon or multipolygon as a closed subpath', () => {
    const at = (lon: number, lat: number): [number, number] => [lon * 10, lat * 10];
    expect(featurePath({ type: 'Polygon', coordinates: [[[1, 2], [3, 4], [1, 2]], [[5, 6], [7, 8], [5, 6]]] }, at)).toBe('M10.0,20.0L30.0,40.0L10.0,20.0ZM50.0,60.0L70.0,80.0L50.0,60.0Z');
    expect(featurePath({ type: 'MultiPolygon', coordinates: [[[[1, 2], [3, 4], [1, 2]]], [[[0, 0], [1, 1], [0, 0]]]] }, at)).toBe('M10.0,20.0L30.0,40.0L10.0,20.0ZM0.0,0.0L10.0,10.0L0.0,0.0Z');
    expect(featurePath({ type: 'Point', coordinates: [1, 2] }, at)).toBe('');
  });
});
