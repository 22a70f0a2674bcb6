// The web app's addresses that the data layer hands out (search hits carry the page
// to open). They mirror web/src/config/paths.ts; the reachability e2e test opens them.

/** A name as it appears in an address: lower case, accents dropped, every run of other characters one hyphen ("Delhi NCR" -> "delhi-ncr", "Marathahalli–ORR" -> "marathahalli-orr"). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const appPaths = {
  dashboard: (city: string) => `/dashboard?${new URLSearchParams({ city })}`,
  /** Locality pages: /localities/{city-slug}/{locality-slug}, e.g. /localities/delhi-ncr/golf-course-road. */
  locality: (city: string, locality: string) => `/localities/${slugify(city)}/${slugify(locality)}`,
  property: (id: string) => `/property/${id}`,
  propertyDeveloper: (id: string) => `/property-developers/${id}`,
  shoppingMall: (id: string) => `/shopping-malls/${id}`,
  theater: (id: string) => `/theaters/${id}`,
};
