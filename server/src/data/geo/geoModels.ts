// The geography the maps draw (issue 34): one point per locality, the employment hubs,
// and each city's outline (GeoJSON), read from server/fixtures/geo/ and checked by geoFixtures.ts.

export const LOCATION_STATUSES = ['SOURCED', 'NEARBY', 'UNCERTAIN'] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];

export interface LocationSource {
  status: LocationStatus;
  url: string;
  note: string;
}

export interface LocalityPoint {
  localityId: string;
  lat: number;
  lon: number;
  locationSource: LocationSource;
}

export interface HubRecord {
  id: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
  locationSource: LocationSource;
}

export interface HubDistance {
  hubId: string;
  name: string;
  km: number;
}

/** The outline feature kinds, in the order the maps draw them (background first). */
export const OUTLINE_KINDS = ['region', 'district', 'city', 'municipality', 'ward'] as const;
export type OutlineKind = (typeof OUTLINE_KINDS)[number];

export type Position = [number, number];
export interface OutlineFeature {
  type: 'Feature';
  properties: { name: string; kind: OutlineKind };
  geometry: { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
}
export interface CityOutline {
  type: 'FeatureCollection';
  features: OutlineFeature[];
}

/** Everything geo/ holds, as checked at start-up. */
export interface GeoFixtures {
  /** By locality id (`pune-baner`). */
  localityPoints: LocalityPoint[];
  hubs: HubRecord[];
  /** By canonical city name. */
  outlines: Record<string, CityOutline>;
}
