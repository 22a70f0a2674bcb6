import { createElement } from 'react';
import { gql } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApolloClient } from '../../web/src/lib/apolloClient';
import { failWithServerError, GRAPHQL_URL, server } from './msw';

// Spec section 7 and STACK.md: cache-first, credentials sent, no polling, no refetch on
// focus, no retries. The client talks to msw (the real schema and fixtures).

const PROBE = gql`
  query ClientProbe($city: String) {
    marketData(city: $city) {
      city
      avgPrice
    }
  }
`;

function Probe({ city }: { city: string }) {
  const { data, error } = useQuery<{ marketData: { city: string } }>(PROBE, { variables: { city } });
  return createElement('p', null, error ? 'failed' : data ? `loaded ${data.marketData.city}` : 'loading');
}

let requests: Request[] = [];
const recordRequest = ({ request }: { request: Request }) => {
  requests.push(request);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', recordRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', recordRequest);
});

const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Apollo client', () => {
  it('defaults every query to cache-first, with no polling', () => {
    const { defaultOptions } = createApolloClient(GRAPHQL_URL);
    expect(defaultOptions.watchQuery).toEqual({ fetchPolicy: 'cache-first', nextFetchPolicy: 'cache-first' });
    expect(defaultOptions.query).toEqual({ fetchPolicy: 'cache-first' });
  });

  it('sends credentials with every request', async () => {
    const client = createApolloClient(GRAPHQL_URL);
    render(createElement(ApolloProvider, { client, children: createElement(Probe, { city: 'Pune' }) }));
    await screen.findByText('loaded Pune');
    expect(requests).toHaveLength(1);
    expect(requests[0].credentials).toBe('include');
  });

  it('serves a second component from the cache and does not refetch on focus or visibility changes', async () => {
    const client = createApolloClient(GRAPHQL_URL);
    const first = render(createElement(ApolloProvider, { client, children: createElement(Probe, { city: 'Kochi' }) }));
    await screen.findByText('loaded Kochi');
    first.unmount();
    render(createElement(ApolloProvider, { client, children: createElement(Probe, { city: 'Kochi' }) }));
    expect(screen.getByText('loaded Kochi')).toBeInTheDocument();
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('does not retry a failed request', async () => {
    failWithServerError('ClientProbe');
    const client = createApolloClient(GRAPHQL_URL);
    render(createElement(ApolloProvider, { client, children: createElement(Probe, { city: 'Pune' }) }));
    await screen.findByText('failed');
    await settle(300);
    expect(requests).toHaveLength(1);
  });
});

describe('Apollo client with automatic persisted queries (the app in the browser)', () => {
  it("sends a query's hash over GET, the query once when the server does not know it, then only the hash", async () => {
    const mountProbe = async (city: string) => {
      const client = createApolloClient(GRAPHQL_URL, { persistedQueries: true });
      const view = render(createElement(ApolloProvider, { client, children: createElement(Probe, { city }) }));
      await screen.findByText(`loaded ${city}`);
      view.unmount();
    };
    await mountProbe('Chennai');
    const asked = requests.map((request) => {
      const url = new URL(request.url);
      return `${request.method} ${url.searchParams.has('query') ? 'query' : ''}${url.searchParams.has('extensions') ? 'hash' : ''}`;
    });
    expect(asked).toEqual(['GET hash', 'POST ']);
    const [hashed] = requests;
    const extensions = JSON.parse(new URL(hashed.url).searchParams.get('extensions')!) as { persistedQuery: { version: number; sha256Hash: string } };
    expect(extensions.persistedQuery.version).toBe(1);
    expect(extensions.persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(new URL(hashed.url).searchParams.get('variables')!)).toEqual({ city: 'Chennai' });
    // A second client (another visitor) gets the answer with the hashed GET alone.
    requests = [];
    await mountProbe('Hyderabad');
    expect(requests.map((request) => request.method)).toEqual(['GET']);
    expect(new URL(requests[0].url).searchParams.get('extensions')).toBe(JSON.stringify(extensions));
  });
});
