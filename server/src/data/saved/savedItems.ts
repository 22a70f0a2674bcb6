import type { DataStore } from '../DataStore.js';
import { BadInputError } from '../errors.js';
import type { LocalityModel, NewsArticleModel } from '../models.js';
import { articlesAbout } from '../feeds/feedEntries.js';

// What the items a visitor saved in their browser are now (the /saved page). The browser
// keeps the list (no accounts); it asks for every item at once and compares the answer
// with the figures it remembered. An item the data no longer has (an old id, a renamed
// locality, a search with a filter value no longer valid) is left out, never an error:
// the page says it is no longer available.

/** The most items of one kind one request may ask for (the import refuses larger lists too). */
export const MAX_SAVED_PER_KIND = 100;
/** The most searches one request may ask for: each answers up to every listing's id. */
export const MAX_SAVED_SEARCHES = 10;

export interface SavedItemsInput {
  cities?: readonly string[] | null;
  localities?: readonly string[] | null;
  propertyIds?: readonly string[] | null;
  searches?: readonly string[] | null;
  articleIds?: readonly string[] | null;
}

/** The filters of `/properties` a saved search keeps (features/property-listing/listingParams.ts). */
const LISTING_FILTERS = ['locality', 'minPrice', 'maxPrice', 'bedrooms', 'type', 'status'] as const;
/** Text searches count the homes among this many best hits (the search's own maximum). */
export const TEXT_SEARCH_HITS = 20;

function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof BadInputError) return null;
    throw error;
  }
}

/** The values asked for, each once (an answer never repeats an item). */
function list(field: string, values: readonly string[] | null | undefined, max = MAX_SAVED_PER_KIND): readonly string[] {
  const given = values ?? [];
  if (given.length > max) throw new BadInputError(`"${field}" takes at most ${max} items; got ${given.length}.`);
  return [...new Set(given)];
}

/** Each record once, in the order first asked (`pune` and `Pune` are the same city). */
function once<T>(records: T[], key: (record: T) => string): T[] {
  const seen = new Set<string>();
  return records.filter((record) => !seen.has(key(record)) && Boolean(seen.add(key(record))));
}

/** The ids of the homes a saved search matches now; null when the path is not a search this app saves. */
export function searchMatches(data: DataStore, path: string): string[] | null {
  let url: URL;
  try {
    url = new URL(path, 'http://saved.invalid');
  } catch {
    return null;
  }
  if (url.pathname === '/properties') {
    const filters = Object.fromEntries(LISTING_FILTERS.map((name) => [name, url.searchParams.get(name)]));
    return attempt(() => data.properties(url.searchParams.get('city'), filters).map((property) => property.id));
  }
  if (url.pathname === '/search') {
    const text = url.searchParams.get('q') ?? '';
    const hits = attempt(() => data.search(text, TEXT_SEARCH_HITS));
    return hits ? hits.filter((hit) => hit.kind === 'PROPERTY').map((hit) => hit.path.replace(/^\/property\//, '')) : null;
  }
  return null;
}

export function savedItems(data: DataStore, input: SavedItemsInput) {
  const cities = list('cities', input.cities).flatMap((name) => {
    const city = attempt(() => data.resolveCity(name));
    if (!city) return [];
    const market = data.marketData(city);
    return [{ city, avgPricePerSqft: market.avgPrice, oneYearChange: market.avgPriceChange ?? null, articleIds: articlesAbout(data, city).map((article) => article.id) }];
  });
  const localities = list('localities', input.localities).flatMap((key): LocalityModel[] => {
    const [city, slug] = key.split('/');
    const locality = city && slug ? attempt(() => data.locality(city, slug)) : null;
    return locality ? [locality] : [];
  });
  const properties = list('propertyIds', input.propertyIds).flatMap((id) => {
    const property = attempt(() => data.property(id));
    return property ? [property] : [];
  });
  const searches = list('searches', input.searches, MAX_SAVED_SEARCHES).flatMap((path) => {
    const ids = searchMatches(data, path);
    return ids ? [{ path, propertyIds: ids, count: ids.length }] : [];
  });
  const wanted = new Set(list('articleIds', input.articleIds));
  const articles: NewsArticleModel[] = data.newsArticles().filter((article) => wanted.has(article.id));
  return {
    cities: once(cities, (city) => city.city),
    localities: once(localities, (locality) => locality.id),
    properties: once(properties, (property) => property.id),
    searches,
    articles,
  };
}
