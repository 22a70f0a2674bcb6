import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery, getNamedType, isListType, isNonNullType, Kind, parse, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECURSIVE_SELECTIONS } from '../../server/src/graphql/limits.js';
import { estimateResponseBytes, INTROSPECTION_BYTES, MAX_RESPONSE_BYTES } from '../../server/src/graphql/queryCost.js';
import { loadTypeDefs } from '../../server/src/graphql/typeDefs.js';
import { queryFieldNames, queryFieldType, selectAll } from './support/selections.js';
import { GRAPHQL_RESPONSE_ACCEPT, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// Issue 8: the cost of a query is linear in its document, and no answer can exceed
// MAX_RESPONSE_BYTES. Each limit is tested at N and N+1.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const schema = buildSchema(loadTypeDefs());
const ask = (query: string, variables?: Record<string, unknown>) => postGraphQL(server.url, query, variables, { accept: GRAPHQL_RESPONSE_ACCEPT });
const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** `{ ...F0 }` where each fragment spreads the next twice: 2^n paths from a document of n lines. */
export function fragmentChain(n: number): string {
  let document = '{ ...F0 } ';
  for (let i = 0; i < n - 1; i += 1) document += `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} } `;
  return `${document}fragment F${n - 1} on Query { cities { value } }`;
}

describe('fragment chains (each fragment spreads the next twice)', () => {
  it.each([40, 1000])('a chain of %i fragments is refused with 400 and the server keeps serving', async (n) => {
    const { status, body } = await ask(fragmentChain(n));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0].extensions!.code).toMatch(/^GRAPHQL_(VALIDATION|PARSE)_FAILED$/);
    const next = await ask('{ cities { value } }');
    expect(next.status).toBe(200);
  });

  it('the 40-fragment chain is refused by the expanded-selection count (Apollo maxRecursiveSelections)', async () => {
    const { body } = await ask(fragmentChain(40));
    expect(body.errors![0].message).toBe('Anonymous operation recursively requests too many selections.');
  });

  it(`accepts ${MAX_RECURSIVE_SELECTIONS} expanded selections and refuses ${MAX_RECURSIVE_SELECTIONS + 1}`, async () => {
    // Each `...F` spread counts 1 and expands to F's one field: 2 selections a spread.
    const spreads = '...F '.repeat(MAX_RECURSIVE_SELECTIONS / 2);
    const atLimit = await ask(`{ ${spreads} } fragment F on Query { __typename }`);
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data).toEqual({ __typename: 'Query' });
    const over = await ask(`{ __typename ${spreads} } fragment F on Query { __typename }`);
    expect(over.status).toBe(400);
    expect(over.body.errors![0].message).toBe('Anonymous operation recursively requests too many selections.');
  });

  it('depth through a memoised fragment: 8 levels pass, 9 are refused', async () => {
    // __schema { types { fields { type { ofType … } } } } with the innermost levels in fragments.
    const query = (depth: number) => {
      let fragments = 'fragment L0 on __Type { name }';
      for (let level = 1; level <= depth - 5; level += 1) fragments += ` fragment L${level} on __Type { ofType { ...L${level - 1} } ...L${level - 1} }`;
      return `{ cities { value } __schema { types { fields { type { ...L${depth - 5} } } } } } ${fragments}`;
    };
    expect((await ask(query(8))).status).toBe(200);
    const { status, body } = await ask(query(9));
    expect(status).toBe(400);
    expect(body.errors![0].message).toBe('Query is nested 9 levels deep; the limit is 8.');
  });
});

describe('response size (cost) limit', () => {
  const newsBodies = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `n${i}: newsArticles { body }`).join(' ')} }`;

  it('two aliases of newsArticles { body } run; their answer is within the estimate', async () => {
    const document = parse(newsBodies(2));
    const estimate = estimateResponseBytes(schema, document);
    expect(estimate).toBeLessThanOrEqual(MAX_RESPONSE_BYTES);
    const { status, body } = await ask(newsBodies(2));
    expect(status).toBe(200);
    expect(bytesOf(body)).toBeLessThanOrEqual(estimate);
  });

  it('three are refused before they run, naming the limit', async () => {
    expect(estimateResponseBytes(schema, parse(newsBodies(3)))).toBeGreaterThan(MAX_RESPONSE_BYTES);
    const { status, body } = await ask(newsBodies(3));
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors![0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(body.errors![0].message).toMatch(/^Query could answer up to \d+ kB; the limit is 256 kB\./);
  });

  it('15 aliases of newsArticles { body } (once a 737 kB answer) are refused', async () => {
    const { status, body } = await ask(newsBodies(15));
    expect(status).toBe(400);
    expect(body.errors![0].message).toMatch(/the limit is 256 kB/);
  });

  it('counts @include with the request variables', async () => {
    const query = `query ($all: Boolean!) { ${Array.from({ length: 3 }, (_, i) => `n${i}: newsArticles @include(if: $all) { body }`).join(' ')} }`;
    expect((await ask(query, { all: false })).status).toBe(200);
    expect((await ask(query, { all: true })).status).toBe(400);
  });

  const listFieldsWithoutRequiredArgs = queryFieldNames().filter((name) => {
    const field = schema.getQueryType()!.getFields()[name];
    const type = isNonNullType(field.type) ? field.type.ofType : field.type;
    return !field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined) && (isListType(type) || getNamedType(type) !== type);
  });

  it.each(listFieldsWithoutRequiredArgs)('Query.%s with every field: the real answer is within its estimate, or refused', async (field) => {
    // Every locality with every nested list (quarterly history, homes, malls, theaters) is
    // estimated above the limit, even for one city: such a query is refused before it runs,
    // and one locality with every field (below) checks those nested lists' estimates instead.
    const query = `{ ${field} ${selectAll(queryFieldType(field))} }`;
    const estimate = estimateResponseBytes(schema, parse(query));
    const { status, body } = await ask(query);
    if (estimate > MAX_RESPONSE_BYTES) {
      expect(status).toBe(400);
      expect(body.errors![0].message).toMatch(/the limit is 256 kB/);
      return;
    }
    expect(status).toBe(200);
    // A failure here means the list is longer than the cost model assumes: add it to LIST_SIZES in queryCost.ts.
    expect(bytesOf(body)).toBeLessThanOrEqual(estimate);
  });

  it.each([
    ['Mumbai', 'worli'],
    ['Pune', 'baner'],
    ['Delhi NCR', 'golf-course-road'],
  ])('locality(%s, %s) with every field: the real answer is within its estimate', async (city, slug) => {
    // One quarter of registered sales (issue 19): four of the busiest locality are estimated above the limit.
    const query = `{ locality(city: "${city}", slug: "${slug}") ${selectAll('Locality').replace('sales {', 'sales(quarters: 1) {')} }`;
    const estimate = estimateResponseBytes(schema, parse(query));
    const { status, body } = await ask(query);
    expect(status).toBe(200);
    expect((body.data as { locality: unknown }).locality).not.toBeNull();
    expect(bytesOf(body)).toBeLessThanOrEqual(estimate);
  });

  it('the standard introspection query answers within INTROSPECTION_BYTES', async () => {
    const { status, body } = await ask(getIntrospectionQuery());
    expect(status).toBe(200);
    expect(bytesOf(body)).toBeLessThanOrEqual(INTROSPECTION_BYTES);
  });

  const graphqlFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? graphqlFiles(full) : name.endsWith('.graphql') ? [full] : [];
    });
  /** A plausible value for each variable, so required ones coerce. */
  const sampleVariables = (document: DocumentNode) => {
    const values: Record<string, unknown> = {};
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      for (const variable of definition.variableDefinitions ?? []) {
        const type = variable.type.kind === Kind.NON_NULL_TYPE ? variable.type.type : variable.type;
        const name = type.kind === Kind.NAMED_TYPE ? type.name.value : 'list';
        const samples: Record<string, unknown> = {
          Boolean: true,
          Int: 1,
          Float: 1,
          ID: '1',
          String: 'Pune',
          list: [],
          PurchaseCostInput: { city: 'Pune', price: 4_000_000, status: 'UNDER_CONSTRUCTION', carpetAreaSqM: 55 },
          AffordabilityInput: { city: 'Pune', income: 200_000, savings: 4_000_000, bedrooms: 2 },
          RentVsBuyInput: { property: '401' },
        };
        values[variable.variable.name.value] = samples[name] ?? 'Pune';
      }
    }
    return values;
  };
  const operations = graphqlFiles('web/src').map((file) => [path.relative('web/src', file), readFileSync(file, 'utf8')] as const);

  it('finds the web app operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations)('the web app operation %s is well within the limit', (_file, source) => {
    const document = parse(source);
    expect(estimateResponseBytes(schema, document, sampleVariables(document))).toBeLessThanOrEqual(MAX_RESPONSE_BYTES / 2);
  });
});
