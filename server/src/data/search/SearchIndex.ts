import MiniSearch, { type SearchResult } from 'minisearch';
import { appPaths } from '../appPaths.js';
import type { Fixtures, SearchHitModel } from '../models.js';
import { propertyLocality } from '../properties/propertyFilters.js';
import { foldText, MIN_TYPO_WORD_LENGTH, typedWordMatches, words } from './searchText.js';

// One search index over every city, locality, property, developer, mall and theater,
// built once when the DataStore is created. MiniSearch keeps an inverted index in a radix
// tree, so a prefix ("hinj") or a fuzzy word ("whitefeild") is a tree walk rather than a
// scan, and it scores with BM25 and per-field boosts. Its fuzzy match is plain Levenshtein,
// which counts a swap of two letters as two edits, so candidates are found with distance 2
// and then kept only when each typed word is a prefix or within one typo (swaps included)
// of a word of the record (searchText.ts).

type Kind = SearchHitModel['kind'];

interface SearchDocument extends SearchHitModel {
  id: string;
  /** The places the record is in (locality and city), so "baner" also finds the projects in Baner. */
  place: string;
}

/** Ties between equally good matches go to the broader page: a city, then a locality, then the rest. */
const KIND_WEIGHT: Record<Kind, number> = { CITY: 3, LOCALITY: 2, DEVELOPER: 1.5, PROPERTY: 1.2, MALL: 1, THEATER: 1 };

export class SearchIndex {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly documents = new Map<string, SearchDocument>();
  private readonly cityByKey: Map<string, string>;

  constructor(fixtures: Fixtures) {
    this.cityByKey = new Map(fixtures.cities.map((city) => [foldText(city.value).trim(), city.value]));
    this.index = new MiniSearch<SearchDocument>({
      fields: ['title', 'place'],
      tokenize: words,
      // Text is already folded by `words`; MiniSearch's default would only lower-case it again.
      processTerm: (term) => term,
      searchOptions: {
        boost: { title: 3 },
        combineWith: 'AND',
        prefix: true,
        fuzzy: (term) => (term.length >= MIN_TYPO_WORD_LENGTH ? 2 : false),
        weights: { prefix: 0.6, fuzzy: 0.3 },
        boostDocument: (id) => KIND_WEIGHT[this.documents.get(id)!.kind],
      },
    });
    for (const document of collectDocuments(fixtures)) this.documents.set(document.id, document);
    this.index.addAll([...this.documents.values()]);
  }

  /** The best `limit` hits for `text` (already validated). */
  search(text: string, limit: number): SearchHitModel[] {
    const typed = words(text);
    if (typed.length === 0) return [];
    const exactCity = this.cityByKey.get(foldText(text).trim().replace(/\s+/g, ' '));
    const wholeText = typed.join(' ');
    return this.index
      .search(text)
      .filter((result) => typed.every((word) => result.terms.some((term) => typedWordMatches(word, term))))
      .map((result) => ({ result, document: this.documents.get(result.id)! }))
      .sort((a, b) => rank(b, exactCity, wholeText) - rank(a, exactCity, wholeText) || b.result.score - a.result.score)
      .slice(0, limit)
      .map(({ document }) => hitOf(document));
  }
}

/** 2 for the city named exactly, 1 for a record whose whole name is the text typed, else 0. */
function rank({ document }: { result: SearchResult; document: SearchDocument }, exactCity: string | undefined, wholeText: string): number {
  if (document.kind === 'CITY' && document.title === exactCity) return 2;
  return words(document.title).join(' ') === wholeText ? 1 : 0;
}

function hitOf({ kind, title, subtitle, city, path }: SearchDocument): SearchHitModel {
  return { kind, title, subtitle, city, path };
}

/** Every searchable record of the fixtures, localities deduplicated per city. */
function collectDocuments(fixtures: Fixtures): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const { value: city } of fixtures.cities) {
    documents.push({ id: `city:${city}`, kind: 'CITY', title: city, subtitle: 'City', city, path: appPaths.dashboard(city), place: '' });
  }

  // A locality is any place name the fixtures use within a city: insights, gainers,
  // transactions, property locations, and the localities of malls and theaters.
  const localities = new Map<string, { city: string; name: string }>();
  const addLocality = (city: string, name: string) => {
    const key = `${city}|${foldText(name).trim()}`;
    if (!localities.has(key)) localities.set(key, { city, name: name.trim() });
  };
  fixtures.localityInsights.forEach((record) => addLocality(record.city, record.name));
  fixtures.topGainers.forEach((record) => addLocality(record.city, record.locality));
  fixtures.transactionPrices.forEach((record) => addLocality(record.city, record.locality));
  fixtures.properties.forEach((record) => addLocality(record.city, propertyLocality(record)));
  fixtures.shoppingMalls.forEach((record) => addLocality(record.city, record.locality));
  fixtures.theaters.forEach((record) => addLocality(record.city, record.locality));
  for (const { city, name } of localities.values()) {
    documents.push({
      id: `locality:${city}:${name}`,
      kind: 'LOCALITY',
      title: name,
      subtitle: `Locality in ${city}`,
      city,
      path: appPaths.locality(city, name),
      place: city,
    });
  }

  for (const property of fixtures.properties) {
    const locality = propertyLocality(property);
    documents.push({
      id: `property:${property.id}`,
      kind: 'PROPERTY',
      title: property.name,
      subtitle: `Project in ${locality}, ${property.city}`,
      city: property.city,
      path: appPaths.property(property.id),
      place: `${locality} ${property.city}`,
    });
  }
  for (const developer of fixtures.propertyDevelopers) {
    documents.push({
      id: `developer:${developer.id}`,
      kind: 'DEVELOPER',
      title: developer.name,
      subtitle: `Developer in ${developer.city}`,
      city: developer.city,
      path: appPaths.propertyDeveloper(developer.id),
      place: developer.city,
    });
  }
  for (const mall of fixtures.shoppingMalls) {
    documents.push({
      id: `mall:${mall.id}`,
      kind: 'MALL',
      title: mall.name,
      subtitle: `Shopping mall in ${mall.locality}, ${mall.city}`,
      city: mall.city,
      path: appPaths.shoppingMall(mall.id),
      place: `${mall.locality} ${mall.city}`,
    });
  }
  for (const theater of fixtures.theaters) {
    documents.push({
      id: `theater:${theater.id}`,
      kind: 'THEATER',
      title: theater.name,
      subtitle: `Theater in ${theater.locality}, ${theater.city}`,
      city: theater.city,
      path: appPaths.theater(theater.id),
      place: `${theater.locality} ${theater.city}`,
    });
  }
  return documents;
}
