import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { NEWS_NOW, articlesAtNewsNow } from '../support/newsClock.js';
import { BY_ID_ENDPOINTS, CITY_ENDPOINTS, allRecords, topGainersFor } from './endpoints.js';
import { CITIES, readFixture } from './support/fixtureFiles.js';
import { getJson, startTestServer, type TestServer } from './support/testServer.js';

let server: TestServer;
beforeAll(async () => {
  // The articles' ages are computed against this clock, so the answers never depend on the day.
  server = await startTestServer({ data: DataStore.fromFixtureDir(undefined, { now: () => NEWS_NOW }) });
});
afterAll(() => server.close());

describe.each(CITY_ENDPOINTS)('GET $rest', (endpoint) => {
  it.each(CITIES)('answers the fixtures of %s', async (city) => {
    const { status, headers, body } = await getJson(`${server.url}${endpoint.rest}?city=${encodeURIComponent(city)}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual(endpoint.expected(city));
    if (!endpoint.single) expect((body as unknown[]).length).toBeGreaterThan(0);
    // Golden file: a hand edit of a fixture value (or a change in what the API answers) fails here.
    await expect(`${JSON.stringify(body, null, 2)}\n`).toMatchFileSnapshot(`./__snapshots__/api/${endpoint.field}.${city.replace(/\s+/g, '-')}.json`);
  });

  it(endpoint.single ? 'falls back to the default city, Mumbai, without a city' : 'lists every city, in city order, without a city', async () => {
    const { status, body } = await getJson(`${server.url}${endpoint.rest}`);
    expect(status).toBe(200);
    const expected = endpoint.single
      ? endpoint.expected('Mumbai')
      : endpoint.field === 'topGainers'
        ? CITIES.flatMap((city) => topGainersFor(city)).sort((a, b) => (b.priceAppreciation as number) - (a.priceAppreciation as number))
        : CITIES.flatMap((city) => endpoint.expected(city) as unknown[]);
    expect(body).toEqual(expected);
  });

  it('matches the city without regard to case or spaces', async () => {
    const { status, body } = await getJson(`${server.url}${endpoint.rest}?city=%20delhi%20ncr%20`);
    expect(status).toBe(200);
    expect(body).toEqual(endpoint.expected('Delhi NCR'));
  });
});

describe('GET /api/top-gainers timeframes', () => {
  it.each(['1y', '2y', '5y'] as const)('sorts by the %s appreciation, highest first', async (timeframe) => {
    for (const city of CITIES) {
      const { body } = await getJson(`${server.url}/api/top-gainers?city=${encodeURIComponent(city)}&timeframe=${timeframe}`);
      expect(body).toEqual(topGainersFor(city, timeframe));
      const values = (body as { priceAppreciation: number }[]).map((gainer) => gainer.priceAppreciation);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('orders Mumbai differently for 1y and 5y (the data makes the timeframe matter)', async () => {
    const order = async (timeframe: string) =>
      ((await getJson(`${server.url}/api/top-gainers?city=Mumbai&timeframe=${timeframe}`)).body as { id: string }[]).map((gainer) => gainer.id);
    expect(await order('1y')).not.toEqual(await order('5y'));
  });
});

describe('GET /api/transaction-prices', () => {
  it('sorts by deal count, most first', async () => {
    const { body } = await getJson(`${server.url}/api/transaction-prices?city=Mumbai`);
    const counts = (body as { transactionCount: number }[]).map((row) => row.transactionCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((body as { locality: string }[])[0].locality).toBe('Thane West');
  });
});

describe('GET /api/cities', () => {
  it('lists the seven cities of the spec, Mumbai first', async () => {
    const { body } = await getJson(`${server.url}/api/cities`);
    expect((body as { value: string }[]).map((city) => city.value)).toEqual(['Mumbai', 'Bengaluru', 'Delhi NCR', 'Pune', 'Hyderabad', 'Chennai', 'Kochi']);
  });
});

describe('GET /api/news', () => {
  it('answers every article, newest first', async () => {
    const { status, body } = await getJson(`${server.url}/api/news`);
    expect(status).toBe(200);
    expect(body).toEqual(articlesAtNewsNow(readFixture('news.json')));
  });

  it('answers one article by slug', async () => {
    const article = articlesAtNewsNow(readFixture('news.json'))[3];
    const { status, body } = await getJson(`${server.url}/api/news/${article.slug}`);
    expect(status).toBe(200);
    expect(body).toEqual(article);
  });
});

describe.each(BY_ID_ENDPOINTS)('GET $rest/{id}', (endpoint) => {
  it('answers every record by its id', async () => {
    for (const record of allRecords(endpoint.file)) {
      const { status, body } = await getJson(`${server.url}${endpoint.rest}/${record.id}`);
      expect(status).toBe(200);
      expect(body).toEqual(record);
    }
  });
});

describe('figures follow shared/DATA.md (Anarock Q3 2025, ₹ per sqft)', () => {
  it.each([
    ['Mumbai', 17230, 6],
    ['Bengaluru', 8870, 10],
    ['Delhi NCR', 8900, 24],
    ['Pune', 7935, 4],
    ['Hyderabad', 7750, 8],
    ['Chennai', 7010, 5],
  ])('%s averages ₹%i with %i%% year on year', async (city, avgPrice, change) => {
    const { body } = await getJson(`${server.url}/api/market-data?city=${encodeURIComponent(city)}`);
    expect(body).toMatchObject({ city, avgPrice, avgPriceChange: change });
  });

  it('Kochi has no consultant average, so its change is null', async () => {
    const { body } = await getJson(`${server.url}/api/market-data?city=Kochi`);
    expect(body).toMatchObject({ city: 'Kochi', avgPriceChange: null });
  });
});
