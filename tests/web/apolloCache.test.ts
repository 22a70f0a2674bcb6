import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LocalityPriceCheckDocument, SavedItemsDocument, type LocalityPriceCheckQuery } from '../../web/src/generated/graphql';
import { createApolloClient, EMBEDDED_TYPES } from '../../web/src/lib/apolloClient';
import { GRAPHQL_URL } from './msw';

// The cache merges what different queries ask of one object without an id (apolloClient.ts).

const SCHEMA_DIR = path.resolve(__dirname, '../../schema');
const schema = buildSchema(
  readdirSync(SCHEMA_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))
    .join('\n'),
);

describe('the Apollo cache', () => {
  it('merges every object type of the schema that has no id', () => {
    const idless = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__') && type !== schema.getQueryType() && !('id' in type.getFields()))
      .map((type) => type.name)
      .sort();
    expect([...EMBEDDED_TYPES].sort()).toEqual(idless);
  });

  it("keeps the locality page's price check whole when the saved-items query asks for its median only", async () => {
    const client = createApolloClient(GRAPHQL_URL);
    const variables = { city: 'Pune', slug: 'baner' };
    const page = await client.query<LocalityPriceCheckQuery>({ query: LocalityPriceCheckDocument, variables });
    expect(page.data?.locality?.priceCheck?.registered.p25).toBeGreaterThan(0);
    // The header asks for what a saved Baner is now: the same Locality, fewer price-check fields.
    const saved = await client.query({ query: SavedItemsDocument, variables: { localities: ['pune/baner'] }, fetchPolicy: 'network-only' });
    expect(saved.data).toBeTruthy();
    // Read from the cache alone: with a replaced price check this is incomplete (null), and the
    // page would refetch and show a skeleton.
    expect(client.readQuery({ query: LocalityPriceCheckDocument, variables })).toEqual(page.data);
  });
});
