import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixtureError } from '../../server/src/data/errors.js';
import { loadFixtures } from '../../server/src/data/loadFixtures.js';
import { FIXTURE_DIR } from '../../server/src/paths.js';
import { getJson, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// The tools' API contract (issue 20): REST GET /api/affordability and /api/rent-vs-buy answer
// what GraphQL affordability / rentVsBuy answer, with the parameter names; bad input
// is a 400 BAD_USER_INPUT naming the field. lending-rules.json is checked at start-up.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const AFFORDABILITY = /* GraphQL */ `
  query ($input: AffordabilityInput!) {
    affordability(input: $input) {
      city maxPrice loan emi cashUpFront charges bindingLimit maxEmi foirLoan ltvPercent carpetAreaSqft defaultsUsed notes provenance { source asOf kind sampleSize sampleUnit method }
      localities { name slug pricePerSqft typicalPrice fits headroom }
      properties { id name price locality bedrooms areaSqft }
      assumptions { name value amount unit source }
    }
  }
`;
const RENT_VS_BUY = /* GraphQL */ `
  query ($input: RentVsBuyInput!) {
    rentVsBuy(input: $input) {
      price city locality localitySlug propertyId propertyName breakEvenYear loan emi charges cashUpFront defaultsUsed provenance { source asOf kind sampleSize sampleUnit method }
      years { year buyerNetWorth renterNetWorth rent buyerOutgoings homeValue loanOutstanding }
      assumptions { name value amount unit source }
    }
  }
`;

describe('GET /api/affordability and Query.affordability', () => {
  it('answer the same for Pune, ₹2 lakh a month, ₹40 lakh savings, 8.5% over 20 years, FOIR 50%, 2 bedrooms', async () => {
    const rest = await getJson(`${server.url}/api/affordability?city=Pune&income=200000&existingEmi=0&savings=4000000&rate=8.5&tenureYears=20&foir=50&bedrooms=2&buyer=man&status=ready`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ city: 'Pune', maxPrice: 12406249, loan: 9304686, bindingLimit: 'SAVINGS', defaultsUsed: [] });
    const graphql = await postGraphQL(server.url, AFFORDABILITY, {
      input: { city: 'Pune', income: 200000, existingEmi: 0, savings: 4000000, rate: 8.5, tenureYears: 20, foir: 50, bedrooms: 2, buyer: 'MAN', status: 'READY_TO_MOVE' },
    });
    expect(graphql.status).toBe(200);
    expect(graphql.body.data?.affordability).toEqual(rest.body);
  });

  it.each([
    ['income=200000&savings=4000000&bedrooms=2', '"city" is required.'],
    ['city=Atlantis&income=200000&savings=4000000&bedrooms=2', 'Unknown city "Atlantis".'],
    ['city=Pune&savings=4000000&bedrooms=2', `"income" is required: the household's monthly take-home income in rupees.`],
    ['city=Pune&income=-5&savings=4000000&bedrooms=2', '"income" must be from 1 to 10,00,00,000 rupees a month (₹10 Cr), got "-5".'],
    ['city=Pune&income=100000001&savings=4000000&bedrooms=2', '"income" must be from 1 to 10,00,00,000 rupees a month (₹10 Cr), got "100000001".'],
    ['city=Pune&income=lots&savings=4000000&bedrooms=2', '"income" must be a number, got "lots".'],
    ['city=Pune&income=200000&bedrooms=2', '"savings" is required'],
    ['city=Pune&income=200000&savings=-1&bedrooms=2', '"savings" must be from 0 to'],
    ['city=Pune&income=200000&savings=4000000&existingEmi=abc&bedrooms=2', '"existingEmi" must be a number, got "abc".'],
    ['city=Pune&income=200000&savings=4000000&rate=31&bedrooms=2', '"rate" must be from 0 to 30 (% a year), got "31".'],
    ['city=Pune&income=200000&savings=4000000&rate=8.5%25&bedrooms=2', '"rate" must be a number, got "8.5%".'],
    ['city=Pune&income=200000&savings=4000000&tenureYears=41&bedrooms=2', '"tenureYears" must be from 1 to 40 (years), got "41".'],
    ['city=Pune&income=200000&savings=4000000&tenureYears=2.5&bedrooms=2', '"tenureYears" must be a whole number from 1 to 40 (years), got "2.5".'],
    ['city=Pune&income=200000&savings=4000000&foir=95&bedrooms=2', '"foir" must be from 1 to 80 (% of income), got "95".'],
    ['city=Pune&income=200000&savings=4000000', '"bedrooms" is required'],
    ['city=Pune&income=200000&savings=4000000&bedrooms=9', '"bedrooms" must be from 1 to 5, got "9".'],
    ['city=Pune&income=200000&savings=4000000&carpetAreaSqft=20', '"carpetAreaSqft" must be from 100 to 10,000 (sq ft), got "20".'],
    ['city=Pune&income=200000&savings=4000000&bedrooms=2&carpetAreaSqft=700', '"bedrooms" and "carpetAreaSqft" were both given: give one of them.'],
    ['city=Pune&income=200000&savings=4000000&bedrooms=2&buyer=child', '"buyer" must be one of man, woman, joint, got "child".'],
    ['city=Pune&income=200000&savings=4000000&bedrooms=2&status=old', '"status" must be one of ready, ready-to-move, under-construction, got "old".'],
  ])('answers 400 BAD_USER_INPUT to ?%s', async (query, message) => {
    const { status, body } = await getJson(`${server.url}/api/affordability?${query}`);
    expect(status).toBe(400);
    const error = (body as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain(message);
  });

  it('GraphQL names the field too', async () => {
    const { body } = await postGraphQL(server.url, AFFORDABILITY, { input: { city: 'Pune', income: 200000, savings: 4000000, rate: 45, bedrooms: 2 } });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]).toMatchObject({ message: '"rate" must be from 0 to 30 (% a year), got "45".', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('GET /api/rent-vs-buy and Query.rentVsBuy', () => {
  it('answer the same for property 401', async () => {
    const rest = await getJson(`${server.url}/api/rent-vs-buy?property=401`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ price: 16200000, city: 'Pune', locality: 'Baner', propertyId: '401', propertyName: 'Baner Hillcrest Residences' });
    const graphql = await postGraphQL(server.url, RENT_VS_BUY, { input: { property: '401' } });
    expect(graphql.body.data?.rentVsBuy).toEqual(rest.body);
  });

  it('give each assumption its number and unit beside the display text, so a script can read the defaults it was given (issue 36)', async () => {
    const { body } = await getJson(`${server.url}/api/rent-vs-buy?property=401`);
    const answer = body as { price: number; defaultsUsed: string[]; assumptions: { name: string; value: string; amount: number | null; unit: string | null }[] };
    const byName = Object.fromEntries(answer.assumptions.map((row) => [row.name, row]));
    expect(answer.defaultsUsed).toEqual(expect.arrayContaining(['rent', 'priceGrowth']));
    expect(byName['Price']).toMatchObject({ amount: answer.price, unit: 'INR' });
    const rent = byName['Monthly rent']!;
    expect(rent.unit).toBe('INR_PER_MONTH');
    expect(rent.value).toBe(`₹${rent.amount!.toLocaleString('en-IN')}`);
    const growth = byName['Price growth']!;
    expect(growth.unit).toBe('PERCENT_PER_YEAR');
    expect(growth.value).toBe(`${growth.amount}% a year`);
    expect(byName['Tenure']).toMatchObject({ amount: 20, unit: 'YEARS', value: '20 years' });
    // Every rent-or-buy assumption is one number.
    for (const row of answer.assumptions) expect([row.name, typeof row.amount, row.unit === null]).toEqual([row.name, 'number', false]);

    // The rent given is the rent used.
    const given = await getJson(`${server.url}/api/rent-vs-buy?property=401&rent=44550`);
    expect((given.body as typeof answer).assumptions.find((row) => row.name === 'Monthly rent')).toMatchObject({ value: '₹44,550', amount: 44550, unit: 'INR_PER_MONTH' });

    const affordability = await getJson(`${server.url}/api/affordability?city=Pune&income=200000&savings=4000000&bedrooms=2`);
    const rows = (affordability.body as typeof answer).assumptions;
    expect(rows.find((row) => row.name === 'Home-loan interest rate')).toMatchObject({ amount: 8.5, unit: 'PERCENT_PER_YEAR' });
    expect(rows.filter((row) => row.amount === null).map((row) => row.unit)).toEqual(rows.filter((row) => row.amount === null).map(() => null));
    expect(rows.find((row) => row.unit === 'SQFT')).toMatchObject({ amount: 700, value: '700 sq ft' });
  });

  it.each([
    ['', '"price" is required (whole rupees), or give "property".'],
    ['property=999', '"property" "999" is not a listed property.'],
    ['property=abc', 'Invalid property id "abc"'],
    ['property=401&price=5000000', '"price" cannot be given with "property"'],
    ['price=5000000&locality=Baner', '"city" is required with "price".'],
    ['price=5000000&city=Atlantis&locality=Baner', 'Unknown city "Atlantis".'],
    ['price=5000000&city=Pune', '"locality" is required with "price"'],
    ['price=5000000&city=Pune&locality=Atlantis', '"locality": unknown locality "Atlantis" in Pune.'],
    ['price=-5000000&city=Pune&locality=Baner', '"price" must be from 1,00,000 to 5,00,00,00,000 rupees (₹1 lakh to ₹500 Cr), got "-5000000".'],
    ['property=401&rent=abc', '"rent" must be a number, got "abc".'],
    ['property=401&rentGrowth=50', '"rentGrowth" must be from -10 to 30 (% a year), got "50".'],
    ['property=401&priceGrowth=-20', '"priceGrowth" must be from -10 to 30 (% a year), got "-20".'],
    ['property=401&loanShare=95', '"loanShare" must be from 0 to 90 (% of the price), got "95".'],
    ['property=401&rate=31', '"rate" must be from 0 to 30 (% a year), got "31".'],
    ['property=401&tenureYears=41', '"tenureYears" must be from 1 to 40 (years), got "41".'],
    ['property=401&upkeep=11', '"upkeep" must be from 0 to 10 (% of the price a year), got "11".'],
    ['property=401&returnRate=x', '"returnRate" must be a number, got "x".'],
    ['property=401&years=31', '"years" must be from 1 to 30 (years), got "31".'],
    ['property=401&years=0', '"years" must be from 1 to 30 (years), got "0".'],
  ])('answers 400 BAD_USER_INPUT to ?%s', async (query, message) => {
    const { status, body } = await getJson(`${server.url}/api/rent-vs-buy?${query}`);
    expect(status).toBe(400);
    const error = (body as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain(message);
  });
});

describe('lending-rules.json validation', () => {
  type Json = Record<string, any>;
  const failureAfter = (edit: (rules: Json) => void): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-lending-'));
    try {
      cpSync(FIXTURE_DIR, dir, { recursive: true });
      const file = path.join(dir, 'lending-rules.json');
      const rules = JSON.parse(readFileSync(file, 'utf8')) as Json;
      edit(rules);
      writeFileSync(file, JSON.stringify(rules));
      loadFixtures(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(FixtureError);
      return (error as Error).message;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    throw new Error('loadFixtures accepted a broken lending-rules.json');
  };

  it.each<[string, (rules: Json) => void, string]>([
    ['a percent that is text', (r) => (r.ltv.bands[0].percent = '90%'), 'lending-rules.json: ltv.bands[0].percent:'],
    ['bands out of order', (r) => (r.ltv.bands[1].upTo = 1000), 'lending-rules.json: ltv.bands: upTo must rise from band to band, only the last one open'],
    ['a closed last band', (r) => (r.ltv.bands[2].upTo = 90000000), 'lending-rules.json: ltv.bands: the last band must be open (upTo null)'],
    ['a missing source', (r) => delete r.chargesInCost.source, 'lending-rules.json: chargesInCost.source:'],
    ['a bad date', (r) => (r.ltv.effectiveFrom = '7 June 2017'), 'lending-rules.json: ltv.effectiveFrom: must be an ISO date YYYY-MM-DD'],
    ['an unknown charge kind', (r) => (r.chargesInCost.kinds = ['BRIBE']), 'lending-rules.json: chargesInCost.kinds[0]:'],
    ['a bedroom gap', (r) => delete r.homeSizes.carpetAreaSqftByBedrooms['2'], 'lending-rules.json: homeSizes.carpetAreaSqftByBedrooms: bedrooms must run 1, 2, 3… without a gap'],
  ])('refuses %s', (_name, edit, message) => {
    expect(failureAfter(edit)).toContain(message);
  });
});
