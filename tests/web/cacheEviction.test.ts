import { createElement } from 'react';
import { gql, type ApolloClient } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import marketData from '../../server/fixtures/market-data.json';
import { createApolloClient } from '../../web/src/lib/apolloClient';
import { startCacheEviction } from '../../web/src/lib/cacheEviction';
import { GRAPHQL_URL, server } from './msw';

// Spec section 7: a result no mounted component has watched for 5 minutes is evicted.
// A real client talks to msw (the real schema and fixtures); only setInterval and Date
// are faked, so msw, React and Testing Library keep their real timers.

const PROBE = gql`
  query EvictionProbe($city: String) {
    marketData(city: $city) {
      city
      avgPrice
    }
  }
`;

interface ProbeData {
  marketData: { city: string; avgPrice: number };
}

const avgPriceOf = (city: string) => String(marketData.find((entry) => entry.city === city)!.avgPrice);

function Probe({ city }: { city: string }) {
  const { data } = useQuery<ProbeData>(PROBE, { variables: { city } });
  return createElement('p', null, data ? `${data.marketData.city}: ${data.marketData.avgPrice}` : 'loading');
}

let client: ApolloClient;
let stopEviction: () => void;
let requests: number;
const countRequest = () => {
  requests += 1;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  client = createApolloClient(GRAPHQL_URL);
  stopEviction = startCacheEviction(client);
  requests = 0;
  server.events.on('request:start', countRequest);
});

afterEach(() => {
  stopEviction();
  server.events.removeListener('request:start', countRequest);
  vi.useRealTimers();
});

const mount = (city: string) => render(createElement(ApolloProvider, { client, children: createElement(Probe, { city }) }));
/** useQuery unsubscribes in a (real) setTimeout after unmount; wait for it. */
async function unmount(view: ReturnType<typeof mount>) {
  view.unmount();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
const cached = (city: string) => client.readQuery<ProbeData>({ query: PROBE, variables: { city } });
const minutes = (value: number) => value * 60_000;
const seconds = (value: number) => value * 1000;

describe('inactive cache eviction', () => {
  it('keeps an unwatched result for 4:59 and evicts it by 5:30', async () => {
    const view = mount('Pune');
    expect(await screen.findByText(`Pune: ${avgPriceOf('Pune')}`)).toBeInTheDocument();
    await unmount(view);

    vi.advanceTimersByTime(minutes(4) + seconds(59));
    expect(cached('Pune')?.marketData.avgPrice).toBe(Number(avgPriceOf('Pune')));

    vi.advanceTimersByTime(seconds(32));
    expect(cached('Pune')).toBeNull();
  });

  it('counts the 5 minutes from the unmount, not from the last time a sweep saw it watched', async () => {
    const view = mount('Chennai');
    await screen.findByText(`Chennai: ${avgPriceOf('Chennai')}`);
    vi.advanceTimersByTime(seconds(45)); // one sweep (at 0:30) sees it watched
    await unmount(view);

    vi.advanceTimersByTime(minutes(4) + seconds(59));
    expect(cached('Chennai')).not.toBeNull();
    vi.advanceTimersByTime(seconds(31));
    expect(cached('Chennai')).toBeNull();
  });

  it('fetches again when a component mounts after the eviction', async () => {
    const first = mount('Kochi');
    await screen.findByText(`Kochi: ${avgPriceOf('Kochi')}`);
    await unmount(first);
    expect(requests).toBe(1);

    // Within the lifetime a new mount is served from the cache.
    vi.advanceTimersByTime(minutes(2));
    const second = mount('Kochi');
    expect(screen.getByText(`Kochi: ${avgPriceOf('Kochi')}`)).toBeInTheDocument();
    await unmount(second);
    expect(requests).toBe(1);

    vi.advanceTimersByTime(minutes(6));
    mount('Kochi');
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText(`Kochi: ${avgPriceOf('Kochi')}`)).toBeInTheDocument();
    expect(requests).toBe(2);
  });

  it('never evicts a result a mounted component still watches, and evicts only the unwatched one', async () => {
    mount('Mumbai');
    const other = mount('Bengaluru');
    await screen.findByText(`Mumbai: ${avgPriceOf('Mumbai')}`);
    await screen.findByText(`Bengaluru: ${avgPriceOf('Bengaluru')}`);
    await unmount(other);

    vi.advanceTimersByTime(minutes(30));
    expect(cached('Mumbai')?.marketData.city).toBe('Mumbai');
    expect(cached('Bengaluru')).toBeNull();
    expect(screen.getByText(`Mumbai: ${avgPriceOf('Mumbai')}`)).toBeInTheDocument();
    expect(requests).toBe(2);
  });

  it('evicts a result fetched without any watcher 5 minutes after the fetch', async () => {
    await client.query({ query: PROBE, variables: { city: 'Hyderabad' } });
    vi.advanceTimersByTime(minutes(4) + seconds(59));
    expect(cached('Hyderabad')).not.toBeNull();
    vi.advanceTimersByTime(seconds(32));
    expect(cached('Hyderabad')).toBeNull();
  });

  it('keeps the argument variants of a field apart', async () => {
    await client.query({ query: PROBE, variables: {} });
    mount('Pune');
    await screen.findByText(`Pune: ${avgPriceOf('Pune')}`);
    vi.advanceTimersByTime(minutes(6));
    // The argument-less marketData (default city) went; the watched marketData(city: Pune) stayed.
    expect(client.readQuery<ProbeData>({ query: PROBE, variables: {} })).toBeNull();
    expect(cached('Pune')).not.toBeNull();
  });

  it('evicts nothing once stopped', async () => {
    const view = mount('Pune');
    await screen.findByText(`Pune: ${avgPriceOf('Pune')}`);
    await unmount(view);
    stopEviction();
    vi.advanceTimersByTime(minutes(30));
    expect(cached('Pune')).not.toBeNull();
  });
});
