// The search box's words, shared by the full search (SiteSearch) and the plain form
// that stands in for it until its code has loaded (LazySiteSearch).
export const SEARCH_TEXT = {
  hero: { placeholder: 'Enter a city, locality or society', label: 'Search for a city, locality or society', form: 'Search', button: 'Search Insights' },
  compact: { placeholder: 'Search city, locality, project', label: 'Search the site', form: 'Site search', button: 'Search' },
} as const;
