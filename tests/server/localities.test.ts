import { readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { FIXTURE_DIR } from '../../server/src/paths.js';
import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localitySlug } from '../../server/src/data/localities/slug.js';
import { localityPath, localitySlug as webLocalitySlug } from '../../web/src/config/paths.js';
import { brokenCopy, fixtureFailure, removeBrokenCopies } from './support/brokenFixtures.js';
import { answered, answeredAll } from './support/answered.js';
import { CITIES, readFixture } from './support/fixtureFiles.js';
import { OWN_REST_PATH_FIELDS, selectAll } from './support/selections.js';
import { GRAPHQL_RESPONSE_ACCEPT, getJson, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// Issue 10: a record for every locality the data names, with a quarterly history
// that agrees with its average and its top-gainer appreciations; the locality API
// and its error contract; and start-up validation of locality names.

type Json = Record<string, unknown>;
type Quarter = { year: number; quarter: number; pricePerSqft: number; deals: number };
type Locality = Json & { name: string; city: string; slug: string; area: string | null; avgPricePerSqft: number; history: Quarter[] };

const localities = readFixture('localities.json') as Locality[];
const known = new Set(localities.map((locality) => `${locality.city}|${locality.name}`));
/** Percent change of the latest quarter against `quarters` quarters earlier. */
const change = (history: Quarter[], quarters: number) => (history.at(-1)!.pricePerSqft / history.at(-1 - quarters)!.pricePerSqft - 1) * 100;
const round1 = (value: number) => Math.round(value * 10) / 10;
const geoRows = (file: string) => Papa.parse<Record<string, string>>(readFileSync(path.join(FIXTURE_DIR, 'geo', file), 'utf8').trim(), { header: true }).data;
const points = new Map(geoRows('localities.csv').map((row) => [row.locality_id, row]));
const hubRows = geoRows('hubs.csv');
const sourceOf = (row: Record<string, string>) => ({ status: row.note.split(':')[0], url: row.source_url, note: row.note.replace(/^[A-Z]+:\s*/, '').trim() });
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** What issue 34 adds: the point from geo/localities.csv and the great-circle distance to each hub of hubs.csv (km, one decimal). */
function placeOf(locality: Locality) {
  const row = points.get(String(locality.id))!;
  const [lat, lon] = [Number(row.lat), Number(row.lon)];
  const rad = Math.PI / 180;
  const km = (hub: Record<string, string>) => {
    const h = Math.sin(((Number(hub.lat) - lat) * rad) / 2) ** 2 + Math.cos(lat * rad) * Math.cos(Number(hub.lat) * rad) * Math.sin(((Number(hub.lon) - lon) * rad) / 2) ** 2;
    return round1(2 * 6371.0088 * Math.asin(Math.sqrt(h)));
  };
  const hubDistances = hubRows.filter((hub) => hub.city === locality.city).map((hub) => ({ hubId: `${slug(hub.city)}-${slug(hub.hub)}`, name: hub.hub, km: km(hub) }));
  return { lat, lon, locationSource: sourceOf(row), hubDistances };
}
/** What the API adds to a fixture record: the 1-, 3- and 5-year change read from its history. */
const withChange = (locality: Locality) => ({
  ...answered('localities.json', locality),
  ...placeOf(locality),
  priceChange: { oneYear: round1(change(locality.history, 4)), threeYears: round1(change(locality.history, 12)), fiveYears: round1(change(locality.history, 20)) },
});

describe('the locality data is consistent', () => {
  it.each([
    ['properties.json', 'locality'],
    ['top-gainers.json', 'locality'],
    ['transaction-prices.json', 'locality'],
    ['shopping-malls.json', 'locality'],
    ['theaters.json', 'locality'],
    ['locality-insights.json', 'name'],
  ])('every locality %s names has a record in localities.json', (file, field) => {
    const missing = readFixture(file).filter((record) => !known.has(`${record.city}|${record[field]}`));
    expect(missing.map((record) => `${record.city}|${record[field]}`)).toEqual([]);
  });

  it.each(CITIES)('%s has at least 6 localities', (city) => {
    expect(localities.filter((locality) => locality.city === city).length).toBeGreaterThanOrEqual(6);
  });

  it('each history has at least 20 consecutive quarters ending at 2025 Q3 with the average price, and deals', () => {
    for (const locality of localities) {
      const { history } = locality;
      expect(history.length, locality.name).toBeGreaterThanOrEqual(20);
      expect(history.at(-1), locality.name).toMatchObject({ year: 2025, quarter: 3, pricePerSqft: locality.avgPricePerSqft });
      history.slice(1).forEach((point, index) => expect(point.year * 4 + point.quarter, locality.name).toBe(history[index].year * 4 + history[index].quarter + 1));
      for (const point of history) expect(point.deals, locality.name).toBeGreaterThan(0);
    }
  });

  it("Baner: five years of quarterly prices whose last point is Baner's average", () => {
    const baner = localities.find((locality) => locality.city === 'Pune' && locality.slug === 'baner')!;
    expect(baner.history.length).toBeGreaterThanOrEqual(21);
    expect(baner.history.at(-1)!.pricePerSqft).toBe(11500);
    expect(baner.avgPricePerSqft).toBe(11500);
    expect(readFixture('locality-insights.json').find((insight) => insight.name === 'Baner')!.avgPrice).toBe(11500);
  });

  it("a top gainer's 1-, 2- and 5-year appreciation matches its history to 0.5 percentage points", () => {
    const gainers = readFixture('top-gainers.json');
    expect(gainers.length).toBeGreaterThan(40);
    let worst = 0;
    for (const gainer of gainers) {
      const { history } = localities.find((locality) => locality.city === gainer.city && locality.name === gainer.locality)!;
      const appreciation = gainer.appreciation as Record<string, number>;
      for (const [key, quarters] of [['oneYear', 4], ['twoYears', 8], ['fiveYears', 20]] as const) {
        const deviation = Math.abs(change(history, quarters) - appreciation[key]);
        expect(deviation, `${gainer.locality} ${key}`).toBeLessThanOrEqual(0.5);
        worst = Math.max(worst, deviation);
      }
    }
    expect(worst).toBeLessThan(0.05);
  });

  it("the last quarter's deals are the transaction-price row's deal count", () => {
    for (const row of readFixture('transaction-prices.json')) {
      const locality = localities.find((item) => item.city === row.city && item.name === row.locality)!;
      expect(locality.history.at(-1)!.deals, String(row.locality)).toBe(row.transactionCount);
    }
  });

  it('the web app builds the same slugs as the data, so every locality link has a page', () => {
    for (const locality of localities) {
      expect(webLocalitySlug(locality.name)).toBe(locality.slug);
      expect(localitySlug(locality.name)).toBe(locality.slug);
    }
    expect(localityPath('Delhi NCR', 'Marathahalli–ORR')).toBe('/localities/delhi-ncr/marathahalli-orr');
    expect(localityPath('Bengaluru', 'HITEC City', 'Golf Course Road')).toBe('/localities/bengaluru/hitec-city?compare=golf-course-road');
  });

  it('Delhi NCR localities carry their state area; others none', () => {
    for (const locality of localities) {
      if (locality.city === 'Delhi NCR') expect(['Delhi', 'Gurugram', 'Noida/Greater Noida/Ghaziabad']).toContain(locality.area);
      else expect(locality.area).toBeNull();
    }
  });
});

describe('start-up validation of locality names', () => {
  afterEach(removeBrokenCopies);

  it.each([
    ['properties.json', 'locality', 'properties.json[0].locality: "Atlantis Heights" is not a locality of Mumbai in localities.json'],
    ['top-gainers.json', 'locality', 'top-gainers.json[0].locality: "Atlantis Heights" is not a locality of Mumbai in localities.json'],
    ['transaction-prices.json', 'locality', 'transaction-prices.json[0].locality: "Atlantis Heights" is not a locality of Mumbai in localities.json'],
    ['shopping-malls.json', 'locality', 'shopping-malls.json[0].locality: "Atlantis Heights" is not a locality of Mumbai in localities.json'],
    ['theaters.json', 'locality', 'theaters.json[0].locality: "Atlantis Heights" is not a locality of Mumbai in localities.json'],
    ['locality-insights.json', 'name', 'locality-insights.json[0].name: "Atlantis Heights" is not a locality of Mumbai in localities.json'],
  ])('rejects an unknown locality in %s, naming the file and record', (file, field, message) => {
    expect(fixtureFailure(brokenCopy(file, (records) => (records[0][field] = 'Atlantis Heights')))).toContain(message);
  });

  it('rejects a history whose last quarter is not the average price', () => {
    const dir = brokenCopy('localities.json', (records) => ((records[2].history as Quarter[]).at(-1)!.pricePerSqft += 100));
    expect(fixtureFailure(dir)).toMatch(/localities\.json\[2\]\.avgPricePerSqft: \d+ must equal the last quarter of history \(\d+\)/);
  });

  it('rejects a missing quarter, a short history, a wrong slug and a Delhi NCR locality without its area', () => {
    const dir = brokenCopy('localities.json', (records) => {
      (records[0].history as Quarter[]).splice(5, 1);
      records[1].history = (records[1].history as Quarter[]).slice(-8);
      records[3].slug = 'somewhere-else';
      const ncr = records.findIndex((record) => record.city === 'Delhi NCR');
      records[ncr].area = 'Faridabad';
    });
    const message = fixtureFailure(dir);
    expect(message).toContain('localities.json[0].history[5]: quarters must run oldest first, one after another');
    expect(message).toContain('localities.json[1].history: needs at least 20 quarters, has 8');
    expect(message).toContain(`localities.json[3].slug: "somewhere-else" must be "${localities[3].slug}"`);
    expect(message).toMatch(/localities\.json\[\d+\]\.area: a Delhi NCR locality needs one of Delhi, Gurugram, Noida\/Greater Noida\/Ghaziabad/);
  });

  it('the server refuses to start when a property names an unknown locality', async () => {
    const dir = brokenCopy('properties.json', (records) => (records[3].locality = 'Nowhere'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: { ...process.env, PORT: '0', GHARINSIGHT_FIXTURE_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`properties.json[3].locality: "Nowhere" is not a locality of ${readFixture('properties.json')[3].city} in localities.json`);
  }, 40_000);
});

describe('the locality API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('REST', () => {
    it.each(CITIES)('GET /api/localities?city=%s lists its localities with their price changes', async (city) => {
      const { status, body } = await getJson(`${server.url}/api/localities?city=${encodeURIComponent(city)}`);
      expect(status).toBe(200);
      expect(body).toEqual(localities.filter((locality) => locality.city === city).map(withChange));
    });

    it('GET /api/localities without a city lists every city in city order; a city slug works too', async () => {
      const all = await getJson(`${server.url}/api/localities`);
      expect((all.body as Locality[]).map((locality) => locality.id)).toEqual(CITIES.flatMap((city) => localities.filter((l) => l.city === city).map((l) => l.id)));
      const bySlug = await getJson(`${server.url}/api/localities?city=delhi-ncr`);
      expect((bySlug.body as Locality[]).map((locality) => locality.name)).toEqual(localities.filter((l) => l.city === 'Delhi NCR').map((l) => l.name));
    });

    it.each(['pune', 'Pune', 'PUNE'])('GET /api/localities/%s/baner answers Baner with its homes, malls, theaters and rows', async (city) => {
      const { status, body } = await getJson(`${server.url}/api/localities/${city}/baner`);
      expect(status).toBe(200);
      const baner = localities.find((locality) => locality.slug === 'baner')!;
      expect(body).toEqual({
        ...withChange(baner),
        properties: answeredAll('properties.json', readFixture('properties.json').filter((property) => property.locality === 'Baner')),
        shoppingMalls: [],
        theaters: [],
        topGainer: { ...answered('top-gainers.json', readFixture('top-gainers.json').find((gainer) => gainer.locality === 'Baner')!), timeframe: '1y', priceAppreciation: 5.2 },
        transactionPrice: answered('transaction-prices.json', readFixture('transaction-prices.json').find((row) => row.locality === 'Baner')!),
      });
    });

    it('takes the city by slug or name, any case', async () => {
      for (const city of ['delhi-ncr', 'Delhi%20NCR', 'DELHI-NCR']) {
        const { status, body } = await getJson(`${server.url}/api/localities/${city}/golf-course-road`);
        expect(status, city).toBe(200);
        expect((body as Json).area).toBe('Gurugram');
        expect(((body as Json).properties as Json[]).length).toBe(3);
      }
      const viman = await getJson(`${server.url}/api/localities/pune/viman-nagar`);
      expect(((viman.body as Json).shoppingMalls as Json[]).map((mall) => mall.name)).toEqual(['Phoenix Marketcity Viman Nagar']);
      expect(((viman.body as Json).theaters as Json[]).map((theater) => theater.name)).toEqual(['PVR ICON Phoenix Marketcity Pune']);
    });

    it.each([
      ['/api/localities?city=Atlantis', 400, 'BAD_USER_INPUT', 'Unknown city "Atlantis". Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.'],
      ['/api/localities?city=Pune&city=Mumbai', 400, 'BAD_USER_INPUT', 'The query parameter "city" must be given once.'],
      ['/api/localities/atlantis/baner', 400, 'BAD_USER_INPUT', 'Unknown city "atlantis". Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.'],
      ['/api/localities/pune/banner', 404, 'NOT_FOUND', 'Locality "banner" not found in Pune'],
      ['/api/localities/mumbai/baner', 404, 'NOT_FOUND', 'Locality "baner" not found in Mumbai'],
      ['/api/localities/pune/%20', 404, 'NOT_FOUND', 'Locality " " not found in Pune'],
      ['/api/localities/pune/baner/extra', 404, 'NOT_FOUND', 'No API path /api/localities/pune/baner/extra. See the README for the list.'],
    ])('GET %s answers %i %s', async (url, status, code, message) => {
      const response = await getJson(`${server.url}${url}`);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ error: { code, message } });
    });
  });

  describe('GraphQL', () => {
    const LOCALITY = `query ($city: String!, $slug: String!) { locality(city: $city, slug: $slug) ${selectAll('Locality', OWN_REST_PATH_FIELDS)} }`;

    it('locality(city, slug) answers like REST, every field', async () => {
      const { body } = await postGraphQL(server.url, LOCALITY, { city: 'pune', slug: 'baner' });
      expect(body.errors).toBeUndefined();
      const rest = await getJson(`${server.url}/api/localities/pune/baner`);
      expect(body.data!.locality).toEqual(rest.body);
    });

    it.each(CITIES)('localities(city: %s) answers like REST', async (city) => {
      // The record's own fields and its changes; the related lists are checked on locality(city, slug).
      const fields = '{ id slug name city area description avgPricePerSqft rating safetyScore amenities connectivity rentalYield source { name asOf } history { year quarter pricePerSqft deals } priceChange { oneYear threeYears fiveYears } provenance { source asOf kind sampleSize sampleUnit method } lat lon locationSource { status url note } hubDistances { hubId name km } }';
      const { body } = await postGraphQL(server.url, `query ($city: String) { localities(city: $city) ${fields} }`, { city });
      expect(body.errors).toBeUndefined();
      expect(body.data!.localities).toEqual(localities.filter((locality) => locality.city === city).map(withChange));
    });

    it('an unknown slug gives null, like the other by-id queries', async () => {
      const { body } = await postGraphQL(server.url, LOCALITY, { city: 'Pune', slug: 'banner' });
      expect(body.errors).toBeUndefined();
      expect(body.data!.locality).toBeNull();
    });

    it.each([
      ['locality', `{ locality(city: "Atlantis", slug: "baner") { id } }`],
      ['localities', `{ localities(city: "Atlantis") { id } }`],
    ])('%s with an unknown city is a BAD_USER_INPUT error', async (field, query) => {
      const { status, body } = await postGraphQL(server.url, query);
      expect(status).toBe(200);
      expect(body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
      expect(body.errors![0].message).toBe('Unknown city "Atlantis". Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.');
      expect(body.data?.[field] ?? null).toBeNull();
    });

    it('a missing argument is a validation error (400 to a client that accepts graphql-response+json)', async () => {
      const { status, body } = await postGraphQL(server.url, `{ locality(slug: "baner") { id } }`, undefined, { accept: GRAPHQL_RESPONSE_ACCEPT });
      expect(status).toBe(400);
      expect(body.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('a property names its locality', async () => {
      const { body } = await postGraphQL(server.url, `{ property(id: "301") { location locality } }`);
      expect(body.data!.property).toEqual({ location: 'Golf Course Road, Delhi NCR', locality: 'Golf Course Road' });
    });
  });
});
