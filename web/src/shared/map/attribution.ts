// The credit lines each map must show, as server/fixtures/geo/README.md ("Attribution a map
// must show") words them: the outlines are CC BY-SA / ODbL adaptations, the points come from
// Wikipedia and DataMeet ward data.

export const BOUNDARIES_CREDIT = 'Boundaries: DataMeet Municipal Spatial Data (CC BY-SA 2.5 IN)';
export const OSM_CREDIT = 'Ward boundaries © OpenStreetMap contributors (ODbL)';
export const DISTRICTS_CREDIT = 'District boundaries: DataMeet maps, Census 2011 (CC BY 2.5 IN)';
export const LOCATIONS_CREDIT = 'Locations: Wikipedia (CC BY-SA) and DataMeet ward data';

export interface Credit {
  text: string;
  href: string;
}

/** The lines a map of `city` shows; `withPoints` adds the locality points' credit. */
export function mapCredits(city: string, withPoints = true): Credit[] {
  const credits: Credit[] = [{ text: BOUNDARIES_CREDIT, href: 'https://github.com/datameet/Municipal_Spatial_Data' }];
  if (city === 'Hyderabad') credits.push({ text: OSM_CREDIT, href: 'https://www.openstreetmap.org/copyright' });
  if (city === 'Delhi NCR') credits.push({ text: DISTRICTS_CREDIT, href: 'https://github.com/datameet/maps' });
  if (withPoints) credits.push({ text: LOCATIONS_CREDIT, href: 'https://creativecommons.org/licenses/by-sa/2.5/in/' });
  return credits;
}
