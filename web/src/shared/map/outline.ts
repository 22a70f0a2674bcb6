import { useEffect, useState } from 'react';

// A city's outline, fetched from this server's API when a map first needs it (never inlined
// in the page) and kept for the page's life, so a second map of the same city asks once.

export interface CityOutline {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: { name: string; kind: string }; geometry: unknown }[];
}

/** The `kind` of a ward's feature; every other feature is part of the city's area. */
export const WARD = 'ward';

const outlines = new Map<string, Promise<CityOutline>>();

export function loadOutline(citySlug: string): Promise<CityOutline> {
  let outline = outlines.get(citySlug);
  if (!outline) {
    outline = fetch(`/api/cities/${encodeURIComponent(citySlug)}/outline`, { headers: { accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`outline of ${citySlug}: HTTP ${response.status}`);
      return response.json().then((json: CityOutline) => withRfc7946Winding(json));
    });
    // A failed load is tried again by the next map.
    outline.catch(() => outlines.delete(citySlug));
    outlines.set(citySlug, outline);
  }
  return outline;
}

/**
 * A city's outline for a map, loaded after hydration: undefined while it loads, null when it
 * could not be loaded (the points still mean something without it: they are drawn on their own).
 */
export function useOutline(citySlug: string): CityOutline | null | undefined {
  const [outline, setOutline] = useState<CityOutline | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setOutline(undefined);
    loadOutline(citySlug).then(
      (loaded) => live && setOutline(loaded),
      (error: unknown) => {
        console.warn(`Could not load the outline of ${citySlug}`, error);
        if (live) setOutline(null);
      },
    );
    return () => {
      live = false;
    };
  }, [citySlug]);
  return outline;
}

export type Ring = [number, number][];
export type Geometry = { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };

/** Twice the signed area of a ring in lon/lat: positive when it runs counter-clockwise. */
function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return -sum;
}

/**
 * The outlines come from mapshaper, whose rings run clockwise (the shapefile convention).
 * Highcharts Maps reads a clockwise exterior ring as "everything but this area" when it
 * clips to its projection, so the map filled the world around the city. RFC 7946 winding
 * (exterior counter-clockwise, holes clockwise) is set here; the data stays as its source has it.
 */
export function withRfc7946Winding(outline: CityOutline): CityOutline {
  const orient = (rings: Ring[]) => rings.map((ring, index) => ((signedArea(ring) > 0) === (index === 0) ? ring : [...ring].reverse()));
  return {
    ...outline,
    features: outline.features.map((feature) => {
      const geometry = feature.geometry as Geometry;
      const coordinates = geometry.type === 'Polygon' ? orient(geometry.coordinates) : geometry.coordinates.map(orient);
      return { ...feature, geometry: { ...geometry, coordinates } };
    }),
  };
}
