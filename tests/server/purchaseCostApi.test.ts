import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// The purchase-cost API contract: REST GET /api/purchase-cost and the GraphQL
// purchaseCost query answer the same breakdown; bad input is 400 / BAD_USER_INPUT
// with a message naming the field.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const QUERY = /* GraphQL */ `
  query Cost($input: PurchaseCostInput!) {
    purchaseCost(input: $input) {
      city area state price dutyValue buyer status firstSale carpetAreaSqM dutyRatePercent totalCharges total notes checkedOn
      lines { code kind label rate amount note source { name citation effectiveFrom checkedOn } }
      provenance { source asOf kind sampleSize sampleUnit method }
    }
  }
`;

describe('GET /api/purchase-cost', () => {
  it('answers a Mumbai breakdown with each line sourced', async () => {
    const { status, body } = await getJson(`${server.url}/api/purchase-cost?city=mumbai&price=25000000&buyer=woman&status=ready-to-move`);
    expect(status).toBe(200);
    const cost = body as Record<string, any>;
    expect(cost).toMatchObject({ city: 'Mumbai', area: null, state: 'Maharashtra', price: 25000000, dutyValue: 25000000, buyer: 'WOMAN', status: 'READY_TO_MOVE', firstSale: false, dutyRatePercent: 5 });
    expect(cost.lines.map((line: { label: string; rate: string; amount: number }) => [line.label, line.rate, line.amount])).toEqual([
      ['Stamp duty', '4%', 1000000],
      ['Metro cess', '1%', 250000],
      ['Registration fee', '1%, at most ₹30,000', 30000],
      ['GST', 'Nil (ready to move)', 0],
    ]);
    expect(cost.lines[0].source).toEqual({ name: 'IGR Maharashtra', citation: 'as reported by 99acres and Housing.com (2024–25); Moneycontrol, 1 Jun 2023', effectiveFrom: '2021-04-01', checkedOn: '2026-11' });
    expect(cost.totalCharges).toBe(1280000);
    expect(cost.total).toBe(26280000);
  });

  it('takes every optional parameter', async () => {
    const { status, body } = await getJson(
      `${server.url}/api/purchase-cost?city=Delhi%20NCR&area=Gurugram&price=4000000&referenceValue=5000000&buyer=joint&status=under-construction&carpetAreaSqM=55&firstSale=true`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ area: 'Gurugram', dutyValue: 5000000, carpetAreaSqM: 55, firstSale: true, totalCharges: 300000 + 25000 + 40000 });
  });

  it.each([
    ['price=-1&city=Pune&status=ready-to-move', '"price" must be a whole number of rupees from 1 to 5000000000 (₹500 Cr), got -1.'],
    ['price=99999999999&city=Pune&status=ready-to-move', '"price" must be a whole number of rupees'],
    ['price=abc&city=Pune&status=ready-to-move', '"price" must be a number, got "abc".'],
    ['city=Pune&status=ready-to-move', '"price" is required'],
    ['price=5000000&city=Pune&status=ready-to-move&buyer=child', 'Unknown buyer "child". Use one of man, woman, joint.'],
    ['price=5000000&city=Delhi%20NCR&area=Faridabad&status=ready-to-move', 'Unknown area "Faridabad" for Delhi NCR.'],
    ['price=5000000&city=Delhi%20NCR&status=ready-to-move', '"area" is required for Delhi NCR'],
    ['price=5000000&city=Atlantis&status=ready-to-move', 'Unknown city "Atlantis".'],
    ['price=4000000&city=Pune&status=under-construction', '"carpetAreaSqM" is required'],
    ['price=4000000&city=Pune&status=ready-to-move&carpetAreaSqM=wide', '"carpetAreaSqM" must be a number, got "wide".'],
    ['price=4000000&price=5000000&city=Pune&status=ready-to-move', 'The query parameter "price" must be given once.'],
  ])('answers 400 BAD_USER_INPUT to ?%s', async (query, message) => {
    const { status, body } = await getJson(`${server.url}/api/purchase-cost?${query}`);
    expect(status).toBe(400);
    const error = (body as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain(message);
  });
});

describe('Query.purchaseCost', () => {
  it('answers the same breakdown as REST', async () => {
    const input = { city: 'Bengaluru', price: 10000000, buyer: 'MAN', status: 'READY_TO_MOVE' };
    const { status, body } = await postGraphQL(server.url, QUERY, { input });
    expect(status).toBe(200);
    const rest = await getJson(`${server.url}/api/purchase-cost?city=Bengaluru&price=10000000&buyer=man&status=ready-to-move`);
    expect(body.data?.purchaseCost).toEqual(rest.body);
    expect(body.data?.purchaseCost).toMatchObject({ dutyRatePercent: 5.6, totalCharges: 760000 });
    expect((body.data?.purchaseCost as { provenance: unknown }).provenance).toEqual({
      source: 'State registration rules and CBIC, as each line cites',
      asOf: '2026-11-01',
      kind: 'PUBLISHED',
      sampleSize: null,
      sampleUnit: null,
      method: 'purchase-costs',
    });
  });

  it('defaults the buyer to MAN and the first sale to the status', async () => {
    const { body } = await postGraphQL(server.url, QUERY, { input: { city: 'Pune', price: 4000000, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 55 } });
    expect(body.data?.purchaseCost).toMatchObject({ buyer: 'MAN', firstSale: true, totalCharges: 350000 });
    expect((body.data?.purchaseCost as { lines: { code: string; rate: string }[] }).lines.at(-1)).toMatchObject({ code: 'gst', rate: '1% (affordable: up to ₹45 lakh and 90 m² carpet)' });
  });

  it.each([
    [{ city: 'Pune', price: -1, status: 'READY_TO_MOVE' }, '"price" must be a whole number of rupees'],
    [{ city: 'Delhi NCR', price: 5000000, status: 'READY_TO_MOVE' }, '"area" is required for Delhi NCR'],
    [{ city: 'Pune', price: 5000000, status: 'READY_TO_MOVE', buyer: 'CHILD' }, 'input.buyer'],
  ])('answers BAD_USER_INPUT to %j', async (input, message) => {
    const { body } = await postGraphQL(server.url, QUERY, { input });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message).toContain(message);
  });
});
