import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeredAll } from './support/answered.js';
import { readFixture } from './support/fixtureFiles.js';
import { getJson, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// The REST and GraphQL contracts of search and the filtered property list: the same
// answers and the same bad-input errors on both APIs.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SEARCH = 'query Search($query: String!, $limit: Int) { search(query: $query, limit: $limit) { kind title subtitle city path } }';
const PROPERTIES = `query Properties($city: String, $locality: String, $minPrice: Float, $maxPrice: Float, $bedrooms: Int, $type: String, $status: String, $sort: String) {
  properties(city: $city, locality: $locality, minPrice: $minPrice, maxPrice: $maxPrice, bedrooms: $bedrooms, type: $type, status: $status, sort: $sort) { id name price }
}`;

describe('search', () => {
  it('REST and GraphQL give the same hits, 8 by default', async () => {
    const rest = await getJson(`${server.url}/api/search?q=pune`);
    const graphql = await postGraphQL(server.url, SEARCH, { query: 'pune' });
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(8);
    expect(graphql.body.data!.search).toEqual(rest.body);
    expect((rest.body as { kind: string; title: string; path: string }[])[0]).toEqual({
      kind: 'CITY',
      title: 'Pune',
      subtitle: 'City',
      city: 'Pune',
      path: '/dashboard?city=Pune',
    });
  });

  it('honours the limit and finds nothing for xyzzy', async () => {
    expect((await getJson(`${server.url}/api/search?q=mumbai&limit=3`)).body).toHaveLength(3);
    expect((await postGraphQL(server.url, SEARCH, { query: 'mumbai', limit: 20 })).body.data!.search).toHaveLength(20);
    expect((await getJson(`${server.url}/api/search?q=xyzzy`)).body).toEqual([]);
    expect((await getJson(`${server.url}/api/search?q=Whitefeild&limit=1`)).body).toEqual([
      { kind: 'LOCALITY', title: 'Whitefield', subtitle: 'Locality in Bengaluru', city: 'Bengaluru', path: '/localities/bengaluru/whitefield' },
    ]);
  });

  it.each([
    ['', '"q" must not be blank.'],
    ['q=', '"q" must not be blank.'],
    ['q=%20%20', '"q" must not be blank.'],
    [`q=${'x'.repeat(101)}`, '"q" must be at most 100 characters; got 101.'],
    ['q=pune&limit=0', '"limit" must be a whole number from 1 to 20; got "0".'],
    ['q=pune&limit=21', '"limit" must be a whole number from 1 to 20; got "21".'],
    ['q=pune&limit=abc', '"limit" must be a whole number from 1 to 20; got "abc".'],
    ['q=pune&q=mumbai', 'The query parameter "q" must be given once.'],
  ])('REST ?%s is 400 BAD_USER_INPUT', async (query, message) => {
    const { status, body } = await getJson(`${server.url}/api/search?${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'BAD_USER_INPUT', message } });
  });

  it.each([
    [{ query: '' }, '"query" must not be blank.'],
    [{ query: ' ' }, '"query" must not be blank.'],
    [{ query: 'x'.repeat(101) }, '"query" must be at most 100 characters; got 101.'],
    [{ query: 'pune', limit: 0 }, '"limit" must be a whole number from 1 to 20; got "0".'],
    [{ query: 'pune', limit: 21 }, '"limit" must be a whole number from 1 to 20; got "21".'],
  ])('GraphQL %j is BAD_USER_INPUT', async (variables, message) => {
    const { status, body } = await postGraphQL(server.url, SEARCH, variables);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('filtered properties', () => {
  const pune = answeredAll('properties.json', readFixture('properties.json').filter((property) => property.city === 'Pune'));

  it('without filters, both APIs answer as before', async () => {
    expect((await getJson(`${server.url}/api/properties?city=Pune`)).body).toEqual(pune);
    const { body } = await postGraphQL(server.url, PROPERTIES, { city: 'Pune' });
    expect(body.data!.properties).toEqual(pune.map(({ id, name, price }) => ({ id, name, price })));
  });

  it('Pune, 2 bedrooms, up to ₹1 Cr: the Hinjewadi flat and the Wakad one, on both APIs', async () => {
    const rest = await getJson(`${server.url}/api/properties?city=pune&bedrooms=2&maxPrice=1&sort=price-asc`);
    expect(rest.status).toBe(200);
    expect((rest.body as { name: string }[]).map((property) => property.name)).toEqual(['Hinjewadi Tech Meadows', 'Wakad Central Park Homes']);
    const graphql = await postGraphQL(server.url, PROPERTIES, { city: 'Pune', bedrooms: 2, maxPrice: 1, sort: 'price-asc' });
    expect(graphql.body.data!.properties).toEqual([
      { id: '405', name: 'Hinjewadi Tech Meadows', price: 0.68 },
      { id: '406', name: 'Wakad Central Park Homes', price: 0.79 },
    ]);
  });

  it('filters every city without a city, and by locality, type and status', async () => {
    const villas = (await getJson(`${server.url}/api/properties?type=villa&status=ready`)).body as { id: string }[];
    expect(villas.map((property) => property.id)).toEqual(
      readFixture('properties.json')
        .filter((property) => property.type === 'Villa' && !property.completionDate)
        .map((property) => property.id),
    );
    const kakkanad = (await getJson(`${server.url}/api/properties?city=Kochi&locality=Kakkanad&sort=newest`)).body as { id: string }[];
    expect(kakkanad.map((property) => property.id)).toEqual(['705', '704']);
  });

  it.each([
    ['minPrice=-1', '"minPrice" must be a number of 0 or more; got "-1".'],
    ['maxPrice=abc', '"maxPrice" must be a number of 0 or more; got "abc".'],
    ['minPrice=3&maxPrice=1', '"minPrice" (3) must not be above "maxPrice" (1).'],
    ['bedrooms=1.5', '"bedrooms" must be a whole number of 0 or more; got "1.5".'],
    ['type=Castle', 'Unknown type "Castle". Use one of Apartment, Villa, Builder Floor, Plot, Penthouse.'],
    ['status=soon', 'Unknown status "soon". Use one of ready, under-construction.'],
    ['sort=cheapest', 'Unknown sort "cheapest". Use one of price-asc, price-desc, price-per-sqft-asc, price-per-sqft-desc, area-asc, area-desc, newest.'],
    ['type=Villa&type=Plot', 'The query parameter "type" must be given once.'],
  ])('REST ?%s is 400 BAD_USER_INPUT naming the field', async (query, message) => {
    const { status, body } = await getJson(`${server.url}/api/properties?city=Pune&${query}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'BAD_USER_INPUT', message } });
  });

  it.each([
    [{ minPrice: -1 }, '"minPrice" must be a number of 0 or more; got "-1".'],
    [{ minPrice: 3, maxPrice: 1 }, '"minPrice" (3) must not be above "maxPrice" (1).'],
    [{ bedrooms: -2 }, '"bedrooms" must be a whole number of 0 or more; got "-2".'],
    [{ type: 'Castle' }, 'Unknown type "Castle". Use one of Apartment, Villa, Builder Floor, Plot, Penthouse.'],
    [{ status: 'soon' }, 'Unknown status "soon". Use one of ready, under-construction.'],
    [{ sort: 'cheapest' }, 'Unknown sort "cheapest". Use one of price-asc, price-desc, price-per-sqft-asc, price-per-sqft-desc, area-asc, area-desc, newest.'],
  ])('GraphQL %j is BAD_USER_INPUT naming the field', async (filters, message) => {
    const { body } = await postGraphQL(server.url, PROPERTIES, { city: 'Pune', ...filters });
    expect(body.data).toBeNull();
    expect(body.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });
});
