import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'graphql';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { computeLocalityPriceCheck, computePropertyPriceCheck, percentile } from '../../server/src/data/priceCheck/compute.js';
import { estimateResponseBytes, MAX_RESPONSE_BYTES } from '../../server/src/graphql/queryCost.js';
import { loadTypeDefs } from '../../server/src/graphql/typeDefs.js';
import { FIXTURE_DIR } from '../../server/src/paths.js';
import { readFixture } from './support/fixtureFiles.js';
import { getJson, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// Issue 19, point 3: the price check over REST and GraphQL. The oracle reads the
// fixture files directly and recomputes the median and percentiles itself.

type Quarter = { year: number; quarter: number; pricePerSqft: number; deals: number };
type Locality = { id: string; slug: string; name: string; city: string; history: Quarter[] };
type Row = [string, string, number, number, number];
type Check = {
  areaBasis: string;
  registered: { median: number | null; p25: number | null; p75: number | null; count: number; from: string; to: string };
  asking: { median: number | null; count: number };
  gapPercent: number | null;
};
type PropertyCheck = Check & { askingPerSqft: number; verdict: string | null; vsMedianPercent: number | null };

const localities = readFixture('localities.json') as unknown as Locality[];
const properties = readFixture('properties.json') as unknown as { id: string; city: string; locality: string; pricePerSqFt: number }[];
const salesFile = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'registered-sales.json'), 'utf8')) as { localities: { city: string; locality: string; sales: Row[] }[] };
const citySlug = (city: string) => city.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const quarterOrdinal = (date: string) => Number(date.slice(0, 4)) * 4 + Math.floor((Number(date.slice(5, 7)) - 1) / 3);

/** The oracle's percentile: type 7 (linear between closest ranks), written out independently. */
function type7(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const below = sorted[Math.floor(rank)];
  const above = sorted[Math.ceil(rank)];
  return below + (rank - Math.floor(rank)) * (above - below);
}
/** ₹ per sq ft of the locality's sales in its last 4 quarters, from the file. */
function recentPerSqft(locality: Locality): number[] {
  const last = locality.history.at(-1)!;
  const earliest = last.year * 4 + last.quarter - 1 - 3;
  const rows = salesFile.localities.find((group) => group.city === locality.city && group.locality === locality.name)!.sales;
  return rows.filter((row) => quarterOrdinal(row[0]) >= earliest).map((row) => Math.round(row[4] / row[3]));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the computation', () => {
  it('percentiles interpolate linearly between closest ranks (type 7, as Excel PERCENTILE.INC)', () => {
    expect(percentile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(percentile([7], 0.5)).toBe(7);
  });

  it('with fewer than 10 sales it answers the counts and no median, range, gap or verdict', () => {
    const check = computeLocalityPriceCheck({ registeredPerSqft: [9000, 9100, 9200, 9300, 9400, 9500, 9600, 9700, 9800], askingPerSqft: [10000, 11000], from: '2024-10-01', to: '2025-09-30' });
    expect(check).toMatchObject({ registered: { median: null, p25: null, p75: null, count: 9 }, asking: { median: 10500, count: 2 }, gapPercent: null, histogram: [] });
    expect(computePropertyPriceCheck(check, 12000)).toMatchObject({ askingPerSqft: 12000, verdict: null, vsMedianPercent: null });
  });

  it('10 sales are enough; the verdict is BELOW under p25, WITHIN from p25 to p75 inclusive, ABOVE over p75', () => {
    const registeredPerSqft = [100, 110, 120, 130, 140, 150, 160, 170, 180, 190];
    const check = computeLocalityPriceCheck({ registeredPerSqft, askingPerSqft: [150, 160, 170], from: '2024-10-01', to: '2025-09-30' });
    expect(check.registered).toMatchObject({ median: 145, p25: 123, p75: 168, count: 10 });
    expect(check.gapPercent).toBe(10.3);
    expect(computePropertyPriceCheck(check, 122)).toMatchObject({ verdict: 'BELOW', vsMedianPercent: -15.9 });
    expect(computePropertyPriceCheck(check, 123)).toMatchObject({ verdict: 'WITHIN' });
    expect(computePropertyPriceCheck(check, 168)).toMatchObject({ verdict: 'WITHIN' });
    expect(computePropertyPriceCheck(check, 169)).toMatchObject({ verdict: 'ABOVE', vsMedianPercent: 16.6 });
  });
});

describe('GET /api/localities/{city}/{slug}/price-check', () => {
  it('for every locality: the registered median and 25th–75th percentiles recomputed from the records, N ≥ 10, the period and the gap', async () => {
    for (const locality of localities) {
      const { status, body } = await getJson(`${server.url}/api/localities/${citySlug(locality.city)}/${locality.slug}/price-check`);
      expect(status, locality.id).toBe(200);
      const check = body as Check;
      const values = recentPerSqft(locality);
      expect(check.registered, locality.id).toEqual({
        median: Math.round(type7(values, 0.5)),
        p25: Math.round(type7(values, 0.25)),
        p75: Math.round(type7(values, 0.75)),
        count: values.length,
        from: '2024-10-01',
        to: '2025-09-30',
      });
      expect(check.registered.count).toBeGreaterThanOrEqual(10);
      expect(check.areaBasis).toBe('CARPET');
      expect(check.asking.count).toBeGreaterThanOrEqual(10);
      expect(check.gapPercent).toBe(Math.round(((check.asking.median! - check.registered.median!) / check.registered.median!) * 1000) / 10);
    }
  });

  it('answers 404 for an unknown locality and 400 for an unknown city', async () => {
    expect(await getJson(`${server.url}/api/localities/pune/atlantis/price-check`)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Locality "atlantis" not found in Pune' } } });
    expect(await getJson(`${server.url}/api/localities/gotham/baner/price-check`)).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT' } } });
  });

  it('answers the counts and a null gap when a locality has fewer than 10 sales', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-few-sales-'));
    try {
      cpSync(FIXTURE_DIR, dir, { recursive: true });
      const file = path.join(dir, 'registered-sales.json');
      const json = JSON.parse(readFileSync(file, 'utf8')) as typeof salesFile;
      const baner = json.localities.find((group) => group.city === 'Pune' && group.locality === 'Baner')!;
      baner.sales = baner.sales.filter((row) => row[0] < '2024-10-01').concat(baner.sales.filter((row) => row[0] >= '2024-10-01').slice(0, 9));
      writeFileSync(file, JSON.stringify(json));
      const few = await startTestServer({ data: DataStore.fromFixtureDir(dir) });
      try {
        const { status, body } = await getJson(`${few.url}/api/localities/pune/baner/price-check`);
        expect(status).toBe(200);
        expect(body).toMatchObject({ registered: { median: null, p25: null, p75: null, count: 9 }, asking: { count: 13 }, gapPercent: null });
        const property = await getJson(`${few.url}/api/properties/401/price-check`);
        expect(property.body).toMatchObject({ registered: { count: 9 }, askingPerSqft: 12000, verdict: null, vsMedianPercent: null, gapPercent: null });
      } finally {
        await few.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/properties/{id}/price-check', () => {
  it("every property's verdict follows its asking ₹ per sq ft against its locality's range, and all three verdicts occur", async () => {
    const verdicts = new Set<string>();
    for (const property of properties) {
      const { status, body } = await getJson(`${server.url}/api/properties/${property.id}/price-check`);
      expect(status, property.id).toBe(200);
      const check = body as PropertyCheck;
      const { median, p25, p75 } = check.registered;
      const expected = property.pricePerSqFt < p25! ? 'BELOW' : property.pricePerSqFt > p75! ? 'ABOVE' : 'WITHIN';
      expect(check, property.id).toMatchObject({ askingPerSqft: property.pricePerSqFt, verdict: expected, vsMedianPercent: Math.round(((property.pricePerSqFt - median!) / median!) * 1000) / 10 });
      verdicts.add(check.verdict!);
    }
    expect([...verdicts].sort()).toEqual(['ABOVE', 'BELOW', 'WITHIN']);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(await getJson(`${server.url}/api/properties/999/price-check`)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Property 999 not found' } } });
    expect(await getJson(`${server.url}/api/properties/abc/price-check`)).toMatchObject({ status: 400, body: { error: { code: 'BAD_USER_INPUT', message: 'Invalid property id "abc": ids are whole numbers.' } } });
  });
});

describe('GET /api/localities/{city}/{slug}/sales', () => {
  const baner = localities.find((locality) => locality.city === 'Pune' && locality.slug === 'baner')!;
  const deals = (quarters: number) => baner.history.slice(-quarters).reduce((sum, quarter) => sum + quarter.deals, 0);

  it('answers the last 4 quarters by default, newest first, with every field', async () => {
    const { status, body } = await getJson(`${server.url}/api/localities/pune/baner/sales`);
    expect(status).toBe(200);
    const sales = body as { id: string; registeredOn: string; carpetAreaSqft: number; consideration: number; pricePerSqft: number }[];
    expect(sales).toHaveLength(deals(4));
    expect(sales.map((sale) => sale.registeredOn)).toEqual(sales.map((sale) => sale.registeredOn).sort().reverse());
    expect(sales.at(-1)!.registeredOn >= '2024-10-01').toBe(true);
    expect(Object.keys(sales[0]).sort()).toEqual(['bedrooms', 'carpetAreaSqft', 'city', 'consideration', 'id', 'locality', 'pricePerSqft', 'propertyType', 'registeredOn']);
    for (const sale of sales) expect(sale.pricePerSqft).toBe(Math.round(sale.consideration / sale.carpetAreaSqft));
  });

  it('takes quarters from 1 to 8', async () => {
    for (const quarters of [1, 8]) {
      const { body } = await getJson(`${server.url}/api/localities/pune/baner/sales?quarters=${quarters}`);
      expect(body).toHaveLength(deals(quarters));
    }
  });

  it.each(['0', '9', 'two', '1.5'])('refuses quarters=%s with a 400 naming the parameter', async (value) => {
    const { status, body } = await getJson(`${server.url}/api/localities/pune/baner/sales?quarters=${value}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'BAD_USER_INPUT', message: `Invalid quarters "${value}": a whole number from 1 to 8.` } });
  });

  it('downloads as CSV: a header, one row per sale and the sample-data trailer', async () => {
    const response = await fetch(`${server.url}/api/localities/pune/baner/sales.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('gharinsight-pune-baner-registered-sales.csv');
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Sale id,Registered on,Property type,Bedrooms,Carpet area (sq ft),Consideration (₹),₹ per sq ft (carpet)');
    expect(lines.slice(1, 1 + deals(4)).every((line) => /^pune-baner-s\d{4},20\d\d-\d\d-\d\d,/.test(line))).toBe(true);
    expect(lines.slice(1 + deals(4))).toEqual(['', 'Source,"GharInsight sample registered sales (invented for illustration, not real registrations)"', 'As of,2025-09-30', 'Note,Illustrative sample data']);
  });
});

describe('GraphQL', () => {
  const CHECK = 'areaBasis loadingFactor registered { median p25 p75 count from to } asking { median count } gapPercent provenance { source asOf kind sampleSize sampleUnit method }';

  it('Locality.priceCheck and Property.priceCheck answer what REST answers', async () => {
    const { body } = await postGraphQL(
      server.url,
      `{ locality(city: "pune", slug: "baner") { priceCheck { ${CHECK} histogram { from to count } } } property(id: "401") { priceCheck { ${CHECK} askingPerSqft verdict vsMedianPercent } } }`,
    );
    expect(body.errors).toBeUndefined();
    const rest = await getJson(`${server.url}/api/localities/pune/baner/price-check`);
    const restProperty = await getJson(`${server.url}/api/properties/401/price-check`);
    const data = body.data as { locality: { priceCheck: Check & { histogram: { count: number }[] } }; property: { priceCheck: PropertyCheck } };
    expect(data.locality.priceCheck).toEqual(rest.body);
    expect(data.property.priceCheck).toEqual(restProperty.body);
    expect(data.locality.priceCheck.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(data.locality.priceCheck.registered.count);
  });

  it('Locality.sales(quarters:) answers the records, newest first; a bad quarters is BAD_USER_INPUT', async () => {
    const { body } = await postGraphQL(server.url, '{ locality(city: "pune", slug: "baner") { sales(quarters: 1) { id registeredOn } } }');
    const sales = (body.data as { locality: { sales: { registeredOn: string }[] } }).locality.sales;
    expect(sales.length).toBe(localities.find((locality) => locality.id === 'pune-baner')!.history.at(-1)!.deals);
    expect(sales[0].registeredOn >= sales.at(-1)!.registeredOn).toBe(true);
    const bad = await postGraphQL(server.url, '{ locality(city: "pune", slug: "baner") { sales(quarters: 9) { id } } }');
    expect(bad.body.errors![0]).toMatchObject({ message: 'Invalid quarters "9": a whole number from 1 to 8.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('an unknown property or locality is null with no error', async () => {
    const { body } = await postGraphQL(server.url, '{ property(id: "999") { priceCheck { verdict } } locality(city: "pune", slug: "atlantis") { priceCheck { gapPercent } } }');
    expect(body).toEqual({ data: { property: null, locality: null } });
  });

  it("the busiest locality's 4 quarters of sale prices fit the response-size estimate; 8 quarters of every field are refused", async () => {
    const schema = buildSchema(loadTypeDefs());
    const busiest = [...localities].sort((a, b) => b.history.slice(-4).reduce((s, q) => s + q.deals, 0) - a.history.slice(-4).reduce((s, q) => s + q.deals, 0))[0];
    const query = `{ locality(city: "${busiest.city}", slug: "${busiest.slug}") { sales { id pricePerSqft } } }`;
    const { body } = await postGraphQL(server.url, query);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(estimateResponseBytes(schema, parse(query)));
    const all = `{ locality(city: "${busiest.city}", slug: "${busiest.slug}") { sales(quarters: 8) { id city locality registeredOn propertyType bedrooms carpetAreaSqft consideration pricePerSqft } } }`;
    expect(estimateResponseBytes(schema, parse(all))).toBeGreaterThan(MAX_RESPONSE_BYTES);
  });
});
