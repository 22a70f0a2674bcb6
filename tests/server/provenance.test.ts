import { buildSchema, getNamedType, isNonNullType, isObjectType, parse, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { FIGURES } from '../../server/src/data/provenance/figures.js';
import { estimateResponseBytes } from '../../server/src/graphql/queryCost.js';
import { loadTypeDefs } from '../../server/src/graphql/typeDefs.js';
import { getJson, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// Issue 24: every type that carries a market figure has a non-null `provenance`, made in one
// data-layer module (provenance/figures.ts), answered alike by GraphQL and REST.

const schema = buildSchema(loadTypeDefs());

/** The types that carry a market figure (a price, a change, a count, a rating, a score, a rate). */
const FIGURE_TYPES = [
  'MarketData',
  'PriceTrendRecord',
  'PropertyTypeShare',
  'LocalityInsight',
  'MarketAnalysis',
  'TopGainer',
  'TransactionPrice',
  'Property',
  'Locality',
  'PropertyDeveloper',
  'ShoppingMall',
  'Theater',
  'PurchaseCost',
  'LocalityPriceCheck',
  'PropertyPriceCheck',
  'Affordability',
  'RentVsBuy',
];

const PROVENANCE = '{ source asOf kind sampleSize sampleUnit method }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('provenance in the schema', () => {
  it.each(FIGURE_TYPES)('%s has a non-null provenance: Provenance!', (name) => {
    const field = (schema.getType(name) as GraphQLObjectType).getFields().provenance;
    expect(field, `${name}.provenance`).toBeDefined();
    expect(isNonNullType(field.type) && getNamedType(field.type).name).toBe('Provenance');
  });

  it('the types with provenance are exactly the listed ones, and provenance/figures.ts has an entry for each', () => {
    const withProvenance = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && 'provenance' in type.getFields())
      .map((type) => type.name);
    expect(withProvenance.sort()).toEqual([...FIGURE_TYPES].sort());
    expect(Object.keys(FIGURES).sort()).toEqual([...FIGURE_TYPES].sort());
  });
});

describe('provenance values', () => {
  const data = DataStore.fromFixtureDir();

  it('a transaction-price row counts its deals (Powai, Mumbai: 96)', () => {
    expect(data.transactionPrices('Mumbai').find((row) => row.id === '2001')!.provenance).toEqual({
      source: 'GharInsight sample data',
      asOf: '2025-09-30',
      kind: 'SAMPLE',
      sampleSize: 96,
      sampleUnit: 'deals',
      method: 'transaction-prices',
    });
  });

  it("market data names the report its level follows, and its date", () => {
    expect(data.marketData('Mumbai').provenance).toEqual({
      source: 'Anarock Q3 2025 (via Hindustan Times)',
      asOf: '2025-09-30',
      kind: 'SAMPLE',
      sampleSize: null,
      sampleUnit: null,
      method: 'market-overview',
    });
  });

  it('market analysis is an estimate; a price-trend month is as of its last day; a developer counts its projects', () => {
    expect(data.marketAnalysis('Pune').provenance).toMatchObject({ kind: 'ESTIMATE', method: 'market-analysis' });
    expect(data.priceTrends('Pune').find((month) => month.month === 'Feb' && month.year === 2024)?.provenance).toMatchObject({ asOf: '2024-02-29', method: 'price-trends' });
    expect(data.propertyDeveloper('5001')!.provenance).toMatchObject({ kind: 'SAMPLE', sampleSize: 56, sampleUnit: 'projects', method: 'developer-rating' });
  });
});

describe('provenance of the price checks and the tools', () => {
  const data = DataStore.fromFixtureDir();

  it("a price check counts the registered sales of its period, as of the period's last day; a home's check the same sales", () => {
    const check = data.localityPriceCheck('Pune', 'baner')!;
    expect(check.provenance).toEqual({
      source: 'GharInsight sample data: registered sales and an asking-price snapshot',
      asOf: check.registered.to,
      kind: 'SAMPLE',
      sampleSize: check.registered.count,
      sampleUnit: 'registered sales',
      method: 'price-check',
    });
    expect(check.registered.to).toBe('2025-09-30');
    expect(check.registered.count).toBeGreaterThan(0);
    // Home 401 is in Baner: its check rests on the same sales.
    expect(data.propertyPriceCheck(data.require.property('401')).provenance).toEqual(check.provenance);
  });

  it('the tools\' answers are estimates with their own /methodology sections', () => {
    expect(data.affordability({ city: 'Pune', income: 200000, savings: 4000000, bedrooms: 2 }).provenance).toMatchObject({ kind: 'ESTIMATE', method: 'affordability', asOf: '2025-09-30', sampleSize: null });
    expect(data.rentVsBuy({ property: '401' }).provenance).toMatchObject({ kind: 'ESTIMATE', method: 'rent-vs-buy', asOf: '2025-09-30', sampleSize: null });
  });
});

describe('provenance over the APIs', () => {
  it('GraphQL and REST answer the same provenance for a transaction-price row', async () => {
    const { body } = await postGraphQL(server.url, `{ transactionPrices(city: "Mumbai") { id provenance ${PROVENANCE} } }`);
    const rest = await getJson(`${server.url}/api/transaction-prices?city=Mumbai`);
    const restRows = rest.body as { id: string; provenance: unknown }[];
    expect((body.data!.transactionPrices as { id: string; provenance: unknown }[]).map(({ id, provenance }) => ({ id, provenance }))).toEqual(
      restRows.map(({ id, provenance }) => ({ id, provenance })),
    );
  });

  it('GraphQL and REST answer the same provenance for a price check and a rent-or-buy answer', async () => {
    const { body } = await postGraphQL(server.url, `{ property(id: "401") { priceCheck { provenance ${PROVENANCE} } } rentVsBuy(input: { property: "401" }) { provenance ${PROVENANCE} } }`);
    expect(body.errors).toBeUndefined();
    const data = body.data as { property: { priceCheck: { provenance: unknown } }; rentVsBuy: { provenance: unknown } };
    expect((await getJson(`${server.url}/api/properties/401/price-check`)).body).toMatchObject({ provenance: data.property.priceCheck.provenance });
    expect((await getJson(`${server.url}/api/rent-vs-buy?property=401`)).body).toMatchObject({ provenance: data.rentVsBuy.provenance });
    expect(data.rentVsBuy.provenance).toMatchObject({ method: 'rent-vs-buy' });
  });

  it.each(['marketData', 'priceTrends', 'propertyTypeShares', 'localityInsights', 'marketAnalysis', 'topGainers', 'transactionPrices', 'properties', 'localities', 'propertyDevelopers', 'shoppingMalls', 'theaters'])(
    'Query.%s { provenance } of every city: never null, and within the response-size estimate',
    async (field) => {
      const query = `{ ${field} { provenance ${PROVENANCE} } }`;
      const { status, body } = await postGraphQL(server.url, query);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const answer = body.data![field] as { provenance: { source: string; method: string } } | { provenance: { source: string; method: string } }[];
      for (const item of Array.isArray(answer) ? answer : [answer]) expect(item.provenance.source.length).toBeGreaterThan(0);
      expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(estimateResponseBytes(schema, parse(query)));
    },
  );
});
