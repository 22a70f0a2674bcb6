import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BY_ID_ENDPOINTS, CITY_ENDPOINTS } from './endpoints.js';
import { GRAPHQL_RESPONSE_ACCEPT, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// The error contract of issue 2, the same on both APIs. No input may produce a 500.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const KNOWN = 'Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.';

async function restError(path: string, init?: RequestInit) {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', headers: response.headers, text, body: text ? JSON.parse(text) : null };
}

describe('unknown city', () => {
  it.each(CITY_ENDPOINTS.map((e) => e.rest))('REST %s answers 400 BAD_USER_INPUT naming the city and the known cities', async (path) => {
    const { status, body } = await restError(`${path}?city=Atlantis`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'BAD_USER_INPUT', message: `Unknown city "Atlantis". ${KNOWN}` } });
  });

  it.each(CITY_ENDPOINTS.map((e) => e.field))('GraphQL %s answers BAD_USER_INPUT', async (field) => {
    const { status, body } = await postGraphQL(server.url, `{ ${field}(city: "Atlantis") { __typename } }`);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({ message: `Unknown city "Atlantis". ${KNOWN}`, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it.each(['/api/shopping-malls/3001', '/api/theaters/4001', '/api/property-developers/5001'])('a by-id path %s with an unknown city is refused too', async (path) => {
    const { status, body } = await restError(`${path}?city=Atlantis`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_USER_INPUT');
  });

  it('a repeated city parameter is bad input, not a crash', async () => {
    const { status, body } = await restError('/api/market-data?city=Pune&city=Kochi');
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'BAD_USER_INPUT', message: 'The query parameter "city" must be given once.' } });
  });
});

describe('ids', () => {
  it.each(BY_ID_ENDPOINTS)('REST $rest/{id}: non-numeric → 400, unknown → 404 naming the thing', async ({ rest, label }) => {
    const bad = await restError(`${rest}/abc`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: { code: 'BAD_USER_INPUT', message: `Invalid ${label.toLowerCase()} id "abc": ids are whole numbers.` } });
    const missing = await restError(`${rest}/999`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'NOT_FOUND', message: `${label} 999 not found` } });
  });

  it('says "Property 999 not found" for an unknown property', async () => {
    const { status, body } = await restError('/api/properties/999');
    expect(status).toBe(404);
    expect(body.error.message).toBe('Property 999 not found');
  });

  it.each(BY_ID_ENDPOINTS)('GraphQL $field: non-numeric id → BAD_USER_INPUT, unknown id → null', async ({ field }) => {
    const bad = await postGraphQL(server.url, `{ ${field}(id: "abc") { id } }`);
    expect(bad.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    expect(bad.body.data).toEqual({ [field]: null });
    const missing = await postGraphQL(server.url, `{ ${field}(id: "999") { id } }`);
    expect(missing.body).toEqual({ data: { [field]: null } });
  });

  it('an unknown news slug is a 404 on REST', async () => {
    const { status, body } = await restError('/api/news/no-such-article');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'News article "no-such-article" not found' } });
  });

  it('an unknown timeframe is bad input on both APIs', async () => {
    const rest = await restError('/api/top-gainers?timeframe=3y');
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toBe('Unknown timeframe "3y". Use one of 1y, 2y, 5y.');
    const gql = await postGraphQL(server.url, '{ topGainers(timeframe: "3y") { id } }');
    expect(gql.body.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('paths and methods', () => {
  it('an unknown /api path answers 404 JSON, never the web app', async () => {
    const { status, contentType, body } = await restError('/api/no-such-thing');
    expect(status).toBe(404);
    expect(contentType).toMatch(/^application\/json/);
    expect(body).toEqual({ error: { code: 'NOT_FOUND', message: 'No API path /api/no-such-thing. See the README for the list.' } });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s on /api/* answers 405 JSON with Allow', async (method) => {
    const { status, headers, body } = await restError('/api/market-data', { method, headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, HEAD');
    expect(body.error.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('a malformed percent-encoding answers 400, not 500', async () => {
    const { status, body } = await restError('/api/properties/%E0%A4%A');
    expect(status).toBe(400);
    expect(body).toEqual({ error: { code: 'BAD_REQUEST', message: 'The URL has a malformed percent-encoding.' } });
  });
});

describe('GraphQL transport', () => {
  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(`${server.url}/graphql`, { method: 'POST', headers, body });

  it('malformed JSON answers 400 without a stack trace', async () => {
    const response = await post('{"query": ');
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text)).toEqual({ errors: [{ message: 'Malformed JSON in the request body.', extensions: { code: 'BAD_REQUEST' } }] });
    expect(text).not.toMatch(/at \w+ \(|node_modules/);
  });

  // GraphQL over HTTP: a request that cannot run answers 400 in the
  // application/graphql-response+json format (what Apollo Client asks for) and 200
  // with `errors` to a client that only accepts application/json (issue 8 changed
  // the second from 400).
  const strict = { 'content-type': 'application/json', accept: GRAPHQL_RESPONSE_ACCEPT };

  it('a GraphQL syntax error answers 400 GRAPHQL_PARSE_FAILED without a stack trace', async () => {
    const response = await post(JSON.stringify({ query: '{ marketData(city: "Pune" { avgPrice }' }), strict);
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(JSON.parse(text).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(text).not.toMatch(/stacktrace|node_modules/);
  });

  it('a body over 100 kB answers 413', async () => {
    const response = await post(JSON.stringify({ query: `{ cities { value } } # ${'x'.repeat(110_000)}` }));
    expect(response.status).toBe(413);
    expect((await response.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('the same syntax error answers 200 with errors to an application/json client', async () => {
    const response = await post(JSON.stringify({ query: '{ marketData(city: "Pune" { avgPrice }' }), { 'content-type': 'application/json', accept: 'application/json' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('a text/plain POST is refused with 400, not 500', async () => {
    const response = await post('{ cities { value } }', { 'content-type': 'text/plain' });
    expect(response.status).toBe(400);
  });

  it('a GET query works without a preflight header (CSRF prevention is off: public, read-only, no cookies)', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ cities { value } }')}`);
    expect(response.status).toBe(200);
    expect((await response.json()).data.cities).toHaveLength(7);
  });

  it('an unknown field is a validation error (400)', async () => {
    const response = await post(JSON.stringify({ query: '{ marketData { nope } }' }), strict);
    expect(response.status).toBe(400);
    expect((await response.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('query limits', () => {
  // Rejections are checked as the web app sees them (400, see GraphQL transport above).
  const ask = (query: string) => postGraphQL(server.url, query, undefined, { accept: GRAPHQL_RESPONSE_ACCEPT });
  // The data types are shallow (3 levels at most), so depth is built through the
  // introspection types, which nest `ofType` without end; a data field beside it
  // keeps the operation from being a pure introspection query (those are exempt,
  // so the sandbox can load the schema).
  const nestedTo = (depth: number) => {
    let selection = 'name';
    for (let level = 5; level < depth; level += 1) selection = `ofType { ${selection} }`;
    return `{ cities { value } __schema { types { fields { type { ${selection} } } } } }`;
  };
  const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `c${i}: cities { value }`).join(' ')} }`;

  it('accepts a query nested 8 levels deep', async () => {
    const { status, body } = await ask(nestedTo(8));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('rejects a query nested 9 levels deep before execution', async () => {
    const { status, body } = await ask(nestedTo(9));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]).toMatchObject({ message: 'Query is nested 9 levels deep; the limit is 8.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('lets the sandbox run its full introspection query', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const { status, body } = await ask(getIntrospectionQuery());
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it('bounds a pure introspection query at 20 levels (the standard one is 15)', async () => {
    const introspectionNestedTo = (depth: number) => `{ __schema { types { ${'ofType { '.repeat(depth - 3)}name${' }'.repeat(depth - 3)} } } }`;
    expect((await ask(introspectionNestedTo(20))).status).toBe(200);
    const { status, body } = await ask(introspectionNestedTo(21));
    expect(status).toBe(400);
    expect(body.errors![0]).toMatchObject({ message: 'Query is nested 21 levels deep; the limit is 20.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('stops the introspection fan-out (fields within fields) before execution', async () => {
    const { status, body } = await ask('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(status).toBe(400);
    expect(body.errors![0].extensions!.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses to parse a document of more than 2000 tokens', async () => {
    const { status, body } = await ask(`{ cities { value } ${'__typename '.repeat(2000)}}`);
    expect(status).toBe(400);
    expect(body.errors![0]).toMatchObject({ extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(body.errors![0].message).toMatch(/more th.. 2000 tokens/);
  });

  it.each(['mutation', 'subscription'])('rejects a %s as a validation error: the API is read-only', async (kind) => {
    const { status, body } = await ask(`${kind} { addProperty }`);
    expect(status).toBe(400);
    expect(body.errors![0]).toMatchObject({
      message: `This API is read-only: it has no ${kind} operations, only queries.`,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('accepts 15 aliases and rejects 16', async () => {
    expect((await ask(aliases(15))).status).toBe(200);
    const { status, body } = await ask(aliases(16));
    expect(status).toBe(400);
    expect(body.errors![0]).toMatchObject({ message: 'Query uses 16 aliases; the limit is 15.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });
});

describe('no input makes a 500', () => {
  const inputs = ['', ' ', '0', '-1', '1e3', '0x10', '9'.repeat(40), '%00', '..%2F..%2Fetc', "'; DROP TABLE", '%F0%9F%8F%A0', 'null', 'undefined', '[]', '{}'];
  it.each(inputs)('id and city %j', async (input) => {
    for (const path of ['/api/properties/', '/api/theaters/', '/api/news/']) {
      const response = await fetch(`${server.url}${path}${input}`);
      expect(response.status, `${path}${input}`).toBeLessThan(500);
    }
    const response = await fetch(`${server.url}/api/market-data?city=${input}`);
    expect(response.status).toBeLessThan(500);
    const gql = await postGraphQL(server.url, 'query ($id: ID!, $city: String) { property(id: $id) { id } marketData(city: $city) { city } }', { id: decodeURIComponent(input.replace(/%(?![0-9A-F]{2})/g, '%25')), city: input });
    expect(gql.status).toBeLessThan(500);
  });
});
