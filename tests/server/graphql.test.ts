import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { NEWS_NOW, articlesAtNewsNow } from '../support/newsClock.js';
import { BY_ID_ENDPOINTS, CITY_ENDPOINTS, allRecords, topGainersFor } from './endpoints.js';
import { CITIES, readFixture } from './support/fixtureFiles.js';
import { OWN_REST_PATH_FIELDS, queryFieldNames, queryFieldType, selectAll } from './support/selections.js';
import { getJson, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

let server: TestServer;
beforeAll(async () => {
  // The articles' ages are computed against this clock, so the answers never depend on the day.
  server = await startTestServer({ data: DataStore.fromFixtureDir(undefined, { now: () => NEWS_NOW }) });
});
afterAll(() => server.close());

const cityQuery = (field: string) => `query ($city: String) { ${field}(city: $city) ${selectAll(queryFieldType(field), OWN_REST_PATH_FIELDS)} }`;

describe('every Query field is tested', () => {
  it('covers the whole Query type', () => {
    const covered = new Set([...CITY_ENDPOINTS.map((e) => e.field), ...BY_ID_ENDPOINTS.map((e) => e.field), 'cities', 'newsArticles', 'newsArticle', 'localities', 'locality']);
    covered.add('search'); // searchApi.test.ts
    covered.add('purchaseCost'); // purchaseCostApi.test.ts
    covered.add('savedItems'); // savedItems.test.ts
    covered.add('affordability'); // toolsApi.test.ts
    covered.add('rentVsBuy'); // toolsApi.test.ts
    covered.add('hubs'); // geo.test.ts
    expect(queryFieldNames().filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe.each(CITY_ENDPOINTS)('Query.$field', (endpoint) => {
  it.each(CITIES)('answers the fixtures of %s, as REST does', async (city) => {
    const { status, body } = await postGraphQL(server.url, cityQuery(endpoint.field), { city });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data![endpoint.field]).toEqual(endpoint.expected(city));
    const rest = await getJson(`${server.url}${endpoint.rest}?city=${encodeURIComponent(city)}`);
    expect(body.data![endpoint.field]).toEqual(rest.body);
  });

  // Every property of every city with its developer is estimated above the response-size limit
  // (queryCost.test.ts checks the refusal); without a city the check leaves the developer out.
  it('without a city, answers like REST without a city', async () => {
    const type = queryFieldType(endpoint.field);
    const { body } = await postGraphQL(server.url, `{ ${endpoint.field} ${selectAll(type, [...OWN_REST_PATH_FIELDS, 'Property.developer'])} }`);
    const rest = await getJson(`${server.url}${endpoint.rest}`);
    const restBody = type === 'Property' ? (rest.body as Record<string, unknown>[]).map(({ developer: _developer, ...property }) => property) : rest.body;
    expect(body.data![endpoint.field]).toEqual(restBody);
  });
});

describe('Query.topGainers(timeframe)', () => {
  it.each(['1y', '2y', '5y'] as const)('projects and sorts by %s', async (timeframe) => {
    const { body } = await postGraphQL(server.url, `query ($t: String) { topGainers(city: "Pune", timeframe: $t) ${selectAll('TopGainer')} }`, { t: timeframe });
    expect(body.data!.topGainers).toEqual(topGainersFor('Pune', timeframe));
  });
});

describe('Query.cities, newsArticles, newsArticle', () => {
  it('cities answers the fixture list', async () => {
    const { body } = await postGraphQL(server.url, `{ cities ${selectAll('CityOption')} }`);
    expect(body.data!.cities).toEqual(readFixture('cities.json'));
  });

  it('newsArticles answers every article', async () => {
    const { body } = await postGraphQL(server.url, `{ newsArticles ${selectAll('NewsArticle')} }`);
    expect(body.data!.newsArticles).toEqual(articlesAtNewsNow(readFixture('news.json')));
  });

  it('newsArticle answers each article by slug, and null for an unknown slug', async () => {
    for (const article of articlesAtNewsNow(readFixture('news.json'))) {
      const { body } = await postGraphQL(server.url, `query ($slug: String!) { newsArticle(slug: $slug) ${selectAll('NewsArticle')} }`, { slug: article.slug });
      expect(body.data!.newsArticle).toEqual(article);
    }
    const { body } = await postGraphQL(server.url, `{ newsArticle(slug: "no-such-article") { id } }`);
    expect(body).toEqual({ data: { newsArticle: null } });
  });
});

describe.each(BY_ID_ENDPOINTS)('Query.$field(id)', (endpoint) => {
  const query = `query ($id: ID!) { ${endpoint.field}(id: $id) ${selectAll(queryFieldType(endpoint.field), OWN_REST_PATH_FIELDS)} }`;

  it('answers every record by id', async () => {
    for (const record of allRecords(endpoint.file)) {
      const { body } = await postGraphQL(server.url, query, { id: record.id });
      expect(body.errors).toBeUndefined();
      expect(body.data![endpoint.field]).toEqual(record);
    }
  });

  it('answers null for an unknown id', async () => {
    const { body } = await postGraphQL(server.url, query, { id: '999999' });
    expect(body).toEqual({ data: { [endpoint.field]: null } });
  });
});

describe('Kochi over GraphQL (the issue\'s acceptance check)', () => {
  it('marketData(city: "Kochi") returns Kochi\'s data', async () => {
    const { body } = await postGraphQL(server.url, '{ marketData(city: "Kochi") { city avgPrice source { name asOf } } }');
    expect(body.data!.marketData).toMatchObject({ city: 'Kochi', avgPrice: readFixture('market-data.json').find((m) => m.city === 'Kochi')!.avgPrice });
  });
});
