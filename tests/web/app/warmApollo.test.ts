import { ApolloClient, ApolloLink, Observable } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { warmApollo } from '../../../web/src/app/boot/warmApollo.js';
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
