import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { articleMentions } from '../../server/src/data/news/articleMentions.js';
import { postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// The savedItems query (the /saved page) over real HTTP: what each saved item is now,
// unknown items left out rather than failing the rest, and the per-kind limit.

const data = DataStore.fromFixtureDir();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ data });
}, 60_000);
afterAll(() => server.close());

const QUERY = `query ($cities: [String!], $localities: [String!], $propertyIds: [ID!], $searches: [String!], $articleIds: [ID!]) {
  savedItems(cities: $cities, localities: $localities, propertyIds: $propertyIds, searches: $searches, articleIds: $articleIds) {
    cities { city avgPricePerSqft oneYearChange articleIds }
    localities { city slug avgPricePerSqft }
    properties { id price completionDate }
    searches { path count propertyIds }
    articles { id title publishedAt }
  }
}`;

describe('savedItems', () => {
  it('answers what each known item is now, in the order asked, leaving unknown ones out', async () => {
    const { status, body } = await postGraphQL(server.url, QUERY, {
      cities: ['pune', 'Atlantis', 'Kochi'],
      localities: ['pune/baner', 'pune/nowhere', 'delhi-ncr/golf-course-road', 'garbage'],
      propertyIds: ['404', '99999', 'abc'],
      searches: ['/properties?city=Pune&bedrooms=2', '/search?q=baner', '/properties?bedrooms=two', '/elsewhere'],
      articleIds: ['9', '4', '777'],
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const saved = body.data!.savedItems as Record<string, Record<string, unknown>[]>;
    const mentions = (city: string) => data.newsArticles().filter((article) => articleMentions(article, city)).map((article) => article.id);
    expect(saved.cities).toEqual([
      { city: 'Pune', avgPricePerSqft: data.marketData('Pune').avgPrice, oneYearChange: data.marketData('Pune').avgPriceChange, articleIds: mentions('Pune') },
      { city: 'Kochi', avgPricePerSqft: data.marketData('Kochi').avgPrice, oneYearChange: data.marketData('Kochi').avgPriceChange, articleIds: mentions('Kochi') },
    ]);
    expect(saved.localities).toEqual([
      { city: 'Pune', slug: 'baner', avgPricePerSqft: data.locality('Pune', 'baner')!.avgPricePerSqft },
      { city: 'Delhi NCR', slug: 'golf-course-road', avgPricePerSqft: data.locality('Delhi NCR', 'golf-course-road')!.avgPricePerSqft },
    ]);
    const home = data.property('404')!;
    expect(saved.properties).toEqual([{ id: '404', price: home.price, completionDate: home.completionDate ?? null }]);
    const twoBedrooms = data.properties('Pune', { bedrooms: 2 }).map((property) => property.id);
    const banerHomes = data.search('baner', 20).filter((hit) => hit.kind === 'PROPERTY').map((hit) => hit.path.replace('/property/', ''));
    expect(banerHomes.length).toBeGreaterThan(0);
    expect(saved.searches).toEqual([
      { path: '/properties?city=Pune&bedrooms=2', count: twoBedrooms.length, propertyIds: twoBedrooms },
      { path: '/search?q=baner', count: banerHomes.length, propertyIds: banerHomes },
    ]);
    // Articles come newest first (the data's order), whatever the order asked.
    expect(saved.articles.map((article) => article.id)).toEqual(data.newsArticles().filter((article) => ['4', '9'].includes(article.id)).map((article) => article.id));
  });

  it('refuses more than 100 items of a kind, naming the argument', async () => {
    const { body } = await postGraphQL(server.url, QUERY, { propertyIds: Array.from({ length: 101 }, (_, index) => String(index + 1)) });
    expect(body.errors![0].message).toBe('"propertyIds" takes at most 100 items; got 101.');
    const searches = await postGraphQL(server.url, QUERY, { searches: Array.from({ length: 11 }, (_, index) => `/search?q=${index}`) });
    expect(searches.body.errors![0].message).toBe('"searches" takes at most 10 items; got 11.');
    expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('answers empty lists when nothing is asked', async () => {
    const { body } = await postGraphQL(server.url, QUERY, {});
    expect(body.data!.savedItems).toEqual({ cities: [], localities: [], properties: [], searches: [], articles: [] });
  });
});
