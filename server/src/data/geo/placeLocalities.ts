import { haversineKm } from './haversine.js';
import type { GeoFixtures, HubDistance, LocationSource } from './geoModels.js';

// A locality's place, computed once at start-up: its point and the straight-line distance
// to each hub of its city (so GraphQL, REST and the pages read the same numbers).

export interface LocalityPlace {
  lat: number;
  lon: number;
  locationSource: LocationSource;
  hubDistances: HubDistance[];
}

/** Kilometres to one decimal, as the pages print them. */
const tenths = (km: number) => Math.round(km * 10) / 10;

/** Places every locality by id; the start-up check guarantees each has a point. */
export function placeLocalities(geo: GeoFixtures, localities: readonly { id: string; city: string }[]): Map<string, LocalityPlace> {
  const points = new Map(geo.localityPoints.map((point) => [point.localityId, point]));
  return new Map(
    localities.map((locality) => {
      const { lat, lon, locationSource } = points.get(locality.id)!;
      const hubDistances = geo.hubs
        .filter((hub) => hub.city === locality.city)
        .map((hub) => ({ hubId: hub.id, name: hub.name, km: tenths(haversineKm({ lat, lon }, hub)) }));
      return [locality.id, { lat, lon, locationSource, hubDistances }];
    }),
  );
}
