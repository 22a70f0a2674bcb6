import { localitySlug } from './localities/slug.js';

// The web app's addresses that the data layer hands out (search hits carry the page
// to open). They mirror web/src/config/paths.ts; the reachability e2e test opens them.

export const appPaths = {
  dashboard: (city: string) => `/dashboard?${new URLSearchParams({ city })}`,
  /** Locality pages: /localities/{city-slug}/{locality-slug}, e.g. /localities/delhi-ncr/golf-course-road. */
  locality: (city: string, locality: string) => `/localities/${localitySlug(city)}/${localitySlug(locality)}`,
  /** Every locality of a city (issue 19): /localities/{city-slug}, e.g. /localities/pune. */
  cityLocalities: (city: string) => `/localities/${localitySlug(city)}`,
  property: (id: string) => `/property/${id}`,
  propertyDeveloper: (id: string) => `/property-developers/${id}`,
  shoppingMall: (id: string) => `/shopping-malls/${id}`,
  theater: (id: string) => `/theaters/${id}`,
};
