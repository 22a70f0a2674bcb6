import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { warmApollo, warmPageQuery } from '../../../web/src/app/boot/warmApollo.js';
import type { DocumentNode } from 'graphql';
import * as operations from '../../../web/src/generated/graphql.js';
import { LocalityPageDocument } from '../../../web/src/generated/graphql.js';
import { QUERY_DOCUMENTS } from '../../../web/src/generated/queryDocuments.js';
import { createApolloCache } from '../../../web/src/lib/apolloClient.js';

/** A client whose every request is recorded and answered with nothing. */
function recordingClient() {
  const sent: string[] = [];
  const link = new ApolloLink((operation) => {
    sent.push(operation.operationName ?? '(anonymous)');
    return new Observable((observer) => observer.complete());
  });
  return { client: new ApolloClient({ link, cache: createApolloCache() }), sent };
}

describe('warmApollo, run before hydration', () => {
  it.each([
    ['a server-rendered page', { ROOT_QUERY: { __typename: 'Query', 'localities({"city":"pune"})': [] } }],
    ['a state without the root type name', { ROOT_QUERY: { 'localities({"city":"pune"})': [] } }],
  ])('on %s: sends nothing, writes nothing and leaves no query watching the cache', async (_, state) => {
    const { client, sent } = recordingClient();
    client.cache.restore(state);
    const before = client.cache.extract();
    await warmApollo(client);
    expect(sent).toEqual([]);
    expect(client.cache.extract()).toEqual(before);
    expect(client.getObservableQueries('all').size).toBe(0);
  });
});

describe('warmPageQuery: the page query read from the restored cache before hydration', () => {
  const variables = { city: 'pune', slug: 'baner' };
  const localityPage = {
    __typename: 'Query',
    locality: {
      __typename: 'Locality',
      provenance: { __typename: 'Provenance', source: 'Sample', asOf: '2026-09-30', kind: 'SAMPLE', sampleSize: null, sampleUnit: null, method: 'Illustrative' },
      id: 'pune-baner',
      slug: 'baner',
      name: 'Baner',
      city: 'Pune',
      avgPricePerSqft: 11200,
      rating: 4.3,
      safetyScore: 4.1,
      rentalYield: 3.4,
      priceChange: { __typename: 'PriceChange', oneYear: 7.1, threeYears: 21.4, fiveYears: 38.2 },
      history: [{ __typename: 'LocalityQuarter', year: 2026, quarter: 3, pricePerSqft: 11200, deals: 140 }],
      source: { __typename: 'Source', name: 'Sample', asOf: '2026-09-30' },
      area: null,
      description: 'A west Pune suburb.',
      amenities: [],
      connectivity: [],
      properties: [],
      shoppingMalls: [],
      theaters: [],
      topGainer: null,
      transactionPrice: null,
      lat: 18.5642,
      lon: 73.7769,
      locationSource: { __typename: 'LocationSource', status: 'SOURCED', url: 'https://en.wikipedia.org/wiki/Baner', note: 'SOURCED: Wikipedia infobox.' },
      hubDistances: [],
    },
    localities: [{ __typename: 'Locality', id: 'pune-baner', slug: 'baner', name: 'Baner' }],
    hubs: [],
  };

  /** A client whose cache holds the locality page's answer, as a server-rendered page restores it. */
  function restoredClient() {
    const { client } = recordingClient();
    client.cache.writeQuery({ query: LocalityPageDocument, variables, data: localityPage });
    const state = client.cache.extract();
    const fresh = recordingClient();
    fresh.client.cache.restore(state);
    return { ...fresh, state };
  }

  it('knows every query of the app by its operation name, as the very document its hook uses, and nothing else', () => {
    // Every query document graphql.ts exports, by the name in its own operation definition.
    const queries = Object.values(operations)
      .filter((value): value is DocumentNode => typeof value === 'object' && value !== null && (value as DocumentNode).kind === 'Document')
      .flatMap((document) => document.definitions.flatMap((definition) => (definition.kind === 'OperationDefinition' && definition.operation === 'query' && definition.name ? [[definition.name.value, document] as const] : [])));
    expect(queries.length).toBeGreaterThan(0);
    expect(Object.keys(QUERY_DOCUMENTS).sort()).toEqual(queries.map(([name]) => name).sort());
    for (const [name, document] of queries) expect(QUERY_DOCUMENTS[name], name).toBe(document);
  });

  it("reads the page's own query from the restored cache, sending nothing, and the page's own read is handed the very objects it read", async () => {
    const { client, sent, state } = restoredClient();
    const warmed = (await warmPageQuery(client, [{ operationName: 'LocalityPage', variables }, { operationName: 'LocalityPriceCheck', variables }])) as typeof localityPage;
    expect(warmed.locality.name).toBe('Baner');
    // The page's read (as its useQuery makes it) is handed the very objects the warm-up read:
    // Apollo kept the result, so hydration does not read the cache again.
    const read = client.watchQuery({ query: LocalityPageDocument, variables, fetchPolicy: 'cache-first' }).getCurrentResult().data as typeof localityPage;
    expect(read.locality).toBe(warmed.locality);
    expect(sent).toEqual([]);
    expect(client.cache.extract()).toEqual(state);
    expect(client.getObservableQueries('all').size).toBe(0);
  });

  it('passes over an operation this build does not know, and a page without queries', async () => {
    const { client, sent } = restoredClient();
    await warmPageQuery(client, [{ operationName: 'NoSuchQuery', variables: {} }]);
    await warmPageQuery(client, []);
    expect(sent).toEqual([]);
    expect(client.getObservableQueries('all').size).toBe(0);
  });
});
