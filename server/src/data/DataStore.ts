import { createHash } from 'node:crypto';
import type { LendingRules } from './affordability/rules.js';
import { timeframeProblem } from './timeframe.js';
import { BadInputError, NotFoundError, quoteInput } from './errors.js';
import { loadFixtures } from './loadFixtures.js';
import { readingTimeMinutes, timeAgo } from './news/articleTimes.js';
import { filterProperties, type PropertyFilterInput } from './properties/propertyFilters.js';
import { SearchIndex } from './search/SearchIndex.js';
import { validateSearch, type SearchFieldNames } from './search/validateSearch.js';
import { LocalityIndex, priceChange } from './localities/LocalityIndex.js';
import { localitySlug } from './localities/slug.js';
import { computePurchaseCost, type PurchaseCostResult } from './purchaseCost/compute.js';
import { parsePurchaseCostInput, type RawPurchaseCostInput } from './purchaseCost/input.js';
import { PriceCheckIndex, parseQuarters, type LocalityPriceCheckAnswer, type PropertyPriceCheckAnswer } from './priceCheck/PriceCheckIndex.js';
import type { RegisteredSaleRecord } from './priceCheck/salesFixtures.js';
import { localityPricePerSqft } from './localities/typicalPrice.js';
import { computeAffordability, parseAffordabilityInput, type AffordabilityResult, type RawAffordabilityInput } from './affordability/affordability.js';
import { computeRentVsBuy, parseRentVsBuyInput, type RawRentVsBuyInput, type RentVsBuyResult } from './affordability/rentVsBuy.js';
import { storeFixtures } from './storeFixtures.js';
import type { CityOutline, HubRecord } from './geo/geoModels.js';
import { withProvenance, type ProvenanceModel } from './provenance/figures.js';
import {
  type Fixtures,
  type LocalityModel,
  type LocalityRecord,
  type NewsArticleModel,
  type PropertyDeveloperModel,
  type PropertyModel,
  type Stored,
  type StoredFixtures,
  type TopGainerModel,
  type TopGainerRecord,
  type TopGainerTimeframe,
} from './models.js';

// The one data layer (STYLE.md practice 2). GraphQL resolvers and REST adapters
// both call it; nothing else reads the fixtures. Records are indexed by city and
// id once at start-up, so every read is a map look-up or a slice of a prepared list.

type WithId = { id: string };
type WithCity = { city: string };

const APPRECIATION_BY_TIMEFRAME = {
  '1y': 'oneYear',
  '2y': 'twoYears',
  '5y': 'fiveYears',
} as const satisfies Record<TopGainerTimeframe, keyof TopGainerRecord['appreciation']>;

/** One entity kind that can be read by id: its label for messages and its index. */
class ById<T extends WithId> {
  private readonly index: Map<string, T>;
  constructor(
    private readonly label: string,
    records: T[],
  ) {
    this.index = new Map(records.map((record) => [record.id, record]));
  }

  /** The record, or null when no record has this id. A non-numeric id is bad input. */
  find(id: string): T | null {
    const trimmed = String(id).trim();
    if (!/^\d{1,9}$/.test(trimmed)) {
      throw new BadInputError(`Invalid ${this.label.toLowerCase()} id ${quoteInput(id)}: ids are whole numbers.`);
    }
    return this.index.get(String(Number(trimmed))) ?? null;
  }

  /** The record, or a NotFoundError naming it ("Property 999 not found"). */
  get(id: string): T {
    const record = this.find(id);
    if (!record) throw new NotFoundError(`${this.label} ${String(id).trim()} not found`);
    return record;
  }
}

function groupByCity<T extends WithCity>(records: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    const list = groups.get(record.city) ?? [];
    list.push(record);
    groups.set(record.city, list);
  }
  return groups;
}

export class DataStore {
  /**
   * The data's version: a hash of the fixtures. Every cache of answers (HTTP ETags, the
   * answer cache, rendered pages) is keyed to it, so new data is never answered from old.
   */
  readonly version: string;
  readonly cityNames: readonly string[];
  readonly defaultCity: string;
  private readonly cityByKey: Map<string, string>;
  private readonly byCity: {
    [K in 'marketData' | 'priceTrends' | 'propertyTypeShares' | 'localityInsights' | 'marketAnalysis' | 'topGainers' | 'transactionPrices' | 'shoppingMalls' | 'theaters']: Map<string, StoredFixtures[K]>;
  } & { propertyDevelopers: Map<string, PropertyDeveloperModel[]>; properties: Map<string, PropertyModel[]> };
  private readonly sortedTransactions: StoredFixtures['transactionPrices'];
  private readonly propertyIndex: ById<PropertyModel>;
  private readonly mallIndex: ById<StoredFixtures['shoppingMalls'][number]>;
  private readonly theaterIndex: ById<StoredFixtures['theaters'][number]>;
  private readonly developerIndex: ById<PropertyDeveloperModel>;
  /** The developer of each listed property that names one (property-developers.json `propertyIds`). */
  private readonly developerByProperty: Map<string, PropertyDeveloperModel>;
  private readonly articleBySlug: Map<string, Fixtures['news'][number]>;
  private readonly readingTimes: Map<string, number>;
  private readonly now: () => Date;
  private readonly searchIndex: SearchIndex;
  private readonly localityIndex: LocalityIndex;
  private readonly cityBySlug: Map<string, string>;
  private readonly priceCheckIndex: PriceCheckIndex;

  /** `now` is the clock the articles' `timeAgo` is judged by; tests pass a fixed one. */
  private readonly fixtures: StoredFixtures;

  constructor(
    loaded: Fixtures,
    { now = () => new Date() }: { now?: () => Date } = {},
  ) {
    this.now = now;
    const fixtures = storeFixtures(loaded);
    this.fixtures = fixtures;
    this.version = createHash('sha256').update(JSON.stringify(loaded)).digest('hex').slice(0, 16);
    this.cityNames = fixtures.cities.map((city) => city.value);
    this.defaultCity = this.cityNames[0];
    this.cityByKey = new Map(this.cityNames.map((name) => [cityKey(name), name]));
    this.sortedTransactions = [...fixtures.transactionPrices].sort((a, b) => b.transactionCount - a.transactionCount);
    this.developerByProperty = new Map(fixtures.propertyDevelopers.flatMap((developer) => developer.propertyIds.map((propertyId) => [propertyId, developer] as const)));
    this.byCity = {
      marketData: groupByCity(fixtures.marketData),
      priceTrends: groupByCity(fixtures.priceTrends),
      propertyTypeShares: groupByCity(fixtures.propertyTypeShares),
      localityInsights: groupByCity(fixtures.localityInsights),
      marketAnalysis: groupByCity(fixtures.marketAnalysis),
      topGainers: groupByCity(fixtures.topGainers),
      transactionPrices: groupByCity(this.sortedTransactions),
      properties: groupByCity(fixtures.properties),
      shoppingMalls: groupByCity(fixtures.shoppingMalls),
      theaters: groupByCity(fixtures.theaters),
      propertyDevelopers: groupByCity(fixtures.propertyDevelopers),
    };
    this.propertyIndex = new ById('Property', fixtures.properties);
    this.mallIndex = new ById('Shopping mall', fixtures.shoppingMalls);
    this.theaterIndex = new ById('Theater', fixtures.theaters);
    this.developerIndex = new ById('Property developer', fixtures.propertyDevelopers);
    this.articleBySlug = new Map(fixtures.news.map((article) => [article.slug, article]));
    this.readingTimes = new Map(fixtures.news.map((article) => [article.id, readingTimeMinutes(article.body)]));
    this.searchIndex = new SearchIndex(fixtures);
    this.localityIndex = new LocalityIndex(fixtures);
    this.cityBySlug = new Map(this.cityNames.map((name) => [localitySlug(name), name]));
    this.priceCheckIndex = new PriceCheckIndex(fixtures);
  }

  /** Loads and validates the fixtures from disk (throws FixtureError when they are broken). */
  static fromFixtureDir(dir?: string, options?: { now?: () => Date }): DataStore {
    return new DataStore(loadFixtures(dir), options);
  }

  /**
   * The one city check. Returns the canonical city name for a known city (matched
   * without regard to case or surrounding spaces), undefined when no city was
   * given, and throws BadInputError naming the known cities otherwise.
   */
  resolveCity(city: string | null | undefined): string | undefined {
    if (city === null || city === undefined || city.trim() === '') return undefined;
    const known = this.cityByKey.get(cityKey(city));
    if (!known) throw new BadInputError(`Unknown city ${quoteInput(city)}. Known cities: ${this.cityNames.join(', ')}.`);
    return known;
  }

  cities() {
    return this.fixtures.cities;
  }

  marketData(city?: string | null) {
    return this.single('marketData', city);
  }

  marketAnalysis(city?: string | null) {
    return this.single('marketAnalysis', city);
  }

  /** The city's split of listed stock by type (default city when omitted), without the fixture's city key. */
  propertyTypeShares(city?: string | null) {
    return this.list('propertyTypeShares', this.resolveCity(city) ?? this.defaultCity).map(({ type, percent, provenance }) => ({ type, percent, provenance }));
  }

  priceTrends(city?: string | null) {
    return this.list('priceTrends', city);
  }

  localityInsights(city?: string | null) {
    return this.list('localityInsights', city);
  }

  /** Top gainers with the appreciation of `timeframe`, highest first (spec section 9). */
  topGainers(city?: string | null, timeframe: string | null = '1y'): TopGainerModel[] {
    const period = (timeframe ?? '1y').trim().toLowerCase();
    const problem = timeframeProblem(timeframe);
    if (problem) throw new BadInputError(problem);
    const key = APPRECIATION_BY_TIMEFRAME[period as TopGainerTimeframe];
    return this.list('topGainers', city)
      .map((gainer) => ({ ...gainer, timeframe: period as TopGainerTimeframe, priceAppreciation: gainer.appreciation[key] }))
      .sort((a, b) => b.priceAppreciation - a.priceAppreciation);
  }

  /** Transaction prices, most deals first (spec section 9). */
  transactionPrices(city?: string | null) {
    return this.list('transactionPrices', city);
  }

  /** Listed properties of a city (every city without one), filtered and sorted as asked (propertyFilters.ts). */
  properties(city?: string | null, filters: PropertyFilterInput = {}): PropertyModel[] {
    const known = this.resolveCity(city);
    const all = known ? (this.byCity.properties.get(known) ?? []) : this.cityNames.flatMap((name) => this.byCity.properties.get(name) ?? []);
    return filterProperties(all, filters);
  }

  /**
   * Search hits for `text` across cities, localities, properties, developers, malls and
   * theaters. Bad input (blank, over 100 characters, limit outside 1-20) names the field
   * as the caller calls it (`query` in GraphQL, `q` in REST).
   */
  search(text: unknown, limit: unknown, fieldNames?: SearchFieldNames) {
    const valid = validateSearch(text, limit, fieldNames);
    return this.searchIndex.search(valid.text, valid.limit);
  }

  property(id: string) {
    return this.propertyIndex.find(id);
  }

  /** Every article, newest first (the fixture order), aged against the clock now. */
  newsArticles(): NewsArticleModel[] {
    const now = this.now();
    return this.fixtures.news.map((article) => this.withComputed(article, now));
  }

  newsArticle(slug: string): NewsArticleModel | null {
    const article = this.articleBySlug.get(slug.trim().toLowerCase());
    return article ? this.withComputed(article, this.now()) : null;
  }

  private withComputed(article: Fixtures['news'][number], now: Date): NewsArticleModel {
    return { ...article, timeAgo: timeAgo(new Date(article.publishedAt), now), readingTimeMinutes: this.readingTimes.get(article.id)! };
  }

  shoppingMalls(city?: string | null) {
    return this.list('shoppingMalls', city);
  }

  shoppingMall(id: string) {
    return this.mallIndex.find(id);
  }

  theaters(city?: string | null) {
    return this.list('theaters', city);
  }

  theater(id: string) {
    return this.theaterIndex.find(id);
  }

  propertyDevelopers(city?: string | null): PropertyDeveloperModel[] {
    const known = this.resolveCity(city);
    if (known) return this.byCity.propertyDevelopers.get(known) ?? [];
    return this.cityNames.flatMap((name) => this.byCity.propertyDevelopers.get(name) ?? []);
  }

  /** The developer of a listed property, or null when the listing names none. */
  developerOfProperty(propertyId: string): PropertyDeveloperModel | null {
    return this.developerByProperty.get(propertyId) ?? null;
  }

  propertyDeveloper(id: string) {
    return this.developerIndex.find(id);
  }

  /**
   * A city given by name or by its URL slug (`Delhi NCR`, `delhi-ncr`, any case), as locality URLs carry it.
   * Unknown cities are bad input, like resolveCity.
   */
  resolveCityOrSlug(city: string | null | undefined): string | undefined {
    if (city === null || city === undefined || city.trim() === '') return undefined;
    return this.cityBySlug.get(localitySlug(city)) ?? this.resolveCity(city);
  }

  /** The localities of a city (name or slug), or of every city. */
  localities(city?: string | null): LocalityModel[] {
    return this.localityIndex.list(this.resolveCityOrSlug(city), this.cityNames);
  }

  /** One locality by city (name or slug, required) and slug; null for an unknown slug. */
  locality(city: string, slug: string): LocalityModel | null {
    const known = this.resolveCityOrSlug(city);
    if (!known) throw new BadInputError('A city is required to find a locality.');
    return this.localityIndex.find(known, slug);
  }

  /** The employment hubs of a city (name or slug), or of every city in city order (geo/hubs.csv). */
  hubs(city?: string | null): HubRecord[] {
    const known = this.resolveCityOrSlug(city);
    const hubs = this.fixtures.geo.hubs;
    if (known) return hubs.filter((hub) => hub.city === known);
    return this.cityNames.flatMap((name) => hubs.filter((hub) => hub.city === name));
  }

  /** A city's outline as GeoJSON (geo/<city>.geojson); the city by name or slug, required. Unknown cities are bad input. */
  cityOutline(city: string): CityOutline {
    const known = this.resolveCityOrSlug(city);
    if (!known) throw new BadInputError(`A city is required. Known cities: ${this.cityNames.join(', ')}.`);
    return this.fixtures.geo.outlines[known];
  }

  /** The price changes read from a locality's history (1, 3 and 5 years). */
  localityPriceChange(locality: LocalityRecord) {
    return priceChange(locality);
  }

  /** A locality's listings, malls, theaters, top-gainer row (1y) and transaction-price row. */
  localityRelated(locality: LocalityRecord) {
    return this.localityIndex.relatedTo(locality);
  }

  /** The cost of buying a home on top of its price, line by line (purchaseCost/). Bad input throws BadInputError. */
  purchaseCost(input: RawPurchaseCostInput): Stored<PurchaseCostResult> {
    const rules = this.fixtures.purchaseCosts;
    // A Delhi NCR locality fixes the duty area through its record's `area` (localities.json).
    const areaOfLocality = (city: string, locality: string) => this.localityIndex.find(city, locality)?.area;
    return withProvenance('PurchaseCost', computePurchaseCost(rules, parsePurchaseCostInput(input, (city) => this.resolveCity(city), rules, areaOfLocality)));
  }

  /**
   * Is this price fair? (issue 19) A locality's registered median, 25th–75th percentile range and
   * count (last 4 quarters) against the median of its asking snapshot, per sq ft of carpet area,
   * and the gap in percent. By city (name or slug) and locality slug; null for an unknown slug,
   * BadInputError for an unknown city. Other features read a locality's registered median and
   * gap from here.
   */
  localityPriceCheck(city: string, slug: string): LocalityPriceCheckAnswer | null {
    const locality = this.locality(city, slug);
    return locality ? this.priceCheckIndex.localityCheck(locality) : null;
  }

  /** The price check of a locality record (what GraphQL's Locality.priceCheck resolves). */
  priceCheckOf(locality: LocalityRecord): LocalityPriceCheckAnswer {
    return this.priceCheckIndex.localityCheck(locality);
  }

  /** Where a home's asking ₹ per sq ft sits against its locality's registered range. */
  propertyPriceCheck(property: Fixtures['properties'][number]): PropertyPriceCheckAnswer {
    return this.priceCheckIndex.propertyCheck(property, this.localityIndex.find(property.city, property.locality)!);
  }

  /** A locality's registered sales (sample data) of its latest `quarters` quarters (1–8, default 4), newest first. */
  localitySales(locality: LocalityRecord, quarters?: unknown): RegisteredSaleRecord[] {
    return this.priceCheckIndex.salesOf(locality, parseQuarters(quarters));
  }

  /** The lending rules and the tools' editable assumptions (lending-rules.json): the REST schemas take the tools' limits from them. */
  lendingRules(): LendingRules {
    return this.fixtures.lendingRules;
  }

  /** What a household can afford in a city, and where (affordability/). Bad input throws BadInputError. */
  affordability(input: RawAffordabilityInput): AffordabilityResult & { provenance: ProvenanceModel } {
    const query = parseAffordabilityInput(input, (city) => this.resolveCity(city), this.fixtures.lendingRules);
    // A locality is priced at its registered median (the price check), as the Saved page shows it.
    const pricePerSqft = (locality: LocalityRecord) => localityPricePerSqft(locality, this.priceCheckIndex.localityCheck(locality).registered.median);
    return withProvenance('Affordability', computeAffordability(this.fixtures.purchaseCosts, this.fixtures.lendingRules, query, this.localities(query.city), this.properties(query.city), pricePerSqft));
  }

  /** Rent or buy, year by year (affordability/rentVsBuy.ts). Bad input, an unknown property or locality included, throws BadInputError. */
  rentVsBuy(input: RawRentVsBuyInput): RentVsBuyResult & { provenance: ProvenanceModel } {
    const query = parseRentVsBuyInput(
      input,
      { resolveCity: (city) => this.resolveCity(city), property: (id) => this.propertyIndex.find(id), locality: (city, name) => this.localityIndex.find(city, name) },
      this.fixtures.lendingRules,
    );
    return withProvenance('RentVsBuy', computeRentVsBuy(this.fixtures.purchaseCosts, this.fixtures.lendingRules, query));
  }

  /** The by-id readers that throw NotFoundError, for adapters that answer 404. */
  readonly require = {
    property: (id: string) => this.propertyIndex.get(id),
    shoppingMall: (id: string) => this.mallIndex.get(id),
    theater: (id: string) => this.theaterIndex.get(id),
    propertyDeveloper: (id: string) => this.developerIndex.get(id),
    newsArticle: (slug: string) => {
      const article = this.newsArticle(slug);
      if (!article) throw new NotFoundError(`News article ${quoteInput(slug)} not found`);
      return article;
    },
    locality: (city: string, slug: string) => {
      const locality = this.locality(city, slug);
      if (!locality) throw new NotFoundError(`Locality "${slug}" not found in ${this.resolveCityOrSlug(city)}`);
      return locality;
    },
  };

  /** A per-city list; without a city, every city's records in city order. */
  private list<K extends Exclude<keyof DataStore['byCity'], 'propertyDevelopers' | 'properties'>>(kind: K, city?: string | null): StoredFixtures[K] {
    const known = this.resolveCity(city);
    const byCity = this.byCity[kind] as Map<string, StoredFixtures[K]>;
    if (known) return byCity.get(known) ?? ([] as unknown as StoredFixtures[K]);
    return this.cityNames.flatMap((name) => (byCity.get(name) ?? []) as unknown[]) as StoredFixtures[K];
  }

  /** A one-per-city object; without a city, the default city's. */
  private single<K extends 'marketData' | 'marketAnalysis'>(kind: K, city?: string | null): StoredFixtures[K][number] {
    const known = this.resolveCity(city) ?? this.defaultCity;
    return this.byCity[kind].get(known)![0];
  }
}

function cityKey(city: string): string {
  return city.trim().toLowerCase().replace(/\s+/g, ' ');
}
