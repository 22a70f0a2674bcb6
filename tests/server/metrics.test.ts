import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOneMinute } from './support/minuteTurn.js';
import { postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// GET /metrics (Prometheus text, prom-client) on the public port when METRICS_PORT is unset:
// the families an operator alerts on are there, and a request moves its counter.

let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsOnPublicPort: true });
  limited = await startTestServer({ metricsOnPublicPort: true, rateLimitPerMinute: 1 });
}, 60_000);
afterAll(async () => {
  await server.close();
  await limited.close();
});

async function metrics(base = server.url): Promise<string> {
  const response = await fetch(`${base}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return response.text();
}

/** The value of one sample (0 when it is not there yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('has the families of the issue: requests, latency, GraphQL, caches, rate limit, event loop, heap, RSS', async () => {
    const text = await metrics();
    for (const family of [
      'gharinsight_http_requests_total counter',
      'gharinsight_http_request_duration_seconds histogram',
      'gharinsight_graphql_operations_total counter',
      'gharinsight_graphql_operation_duration_seconds histogram',
      'gharinsight_graphql_errors_total counter',
      'gharinsight_render_cache_hits_total counter',
      'gharinsight_render_cache_misses_total counter',
      'gharinsight_answer_cache_hits_total counter',
      'gharinsight_answer_cache_misses_total counter',
      'gharinsight_rate_limit_refusals_total counter',
      'gharinsight_data_reloads_total counter',
      'nodejs_eventloop_lag_seconds gauge',
      'nodejs_heap_size_used_bytes gauge',
      'process_resident_memory_bytes gauge',
    ]) {
      expect(text).toContain(`# TYPE ${family}\n`);
    }
  });

  it('a REST request moves its counter and its latency histogram, labelled by route pattern and status', async () => {
    const series = 'gharinsight_http_requests_total{method="GET",route="/api/properties/:id",status="404"}';
    const histogram = 'gharinsight_http_request_duration_seconds_count{method="GET",route="/api/properties/:id",status="404"}';
    const before = await metrics();
    expect((await fetch(`${server.url}/api/properties/99999`)).status).toBe(404);
    const after = await metrics();
    expect(sample(after, series)).toBe(sample(before, series) + 1);
    expect(sample(after, histogram)).toBe(sample(before, histogram) + 1);
  });

  it('GraphQL operations are counted by name, with their errors by code', async () => {
    const ok = 'gharinsight_graphql_operations_total{operation="MetricsProbe",result="ok"}';
    const failed = 'gharinsight_graphql_operations_total{operation="MetricsProbe",result="error"}';
    const badInput = 'gharinsight_graphql_errors_total{operation="MetricsProbe",code="BAD_USER_INPUT"}';
    const before = await metrics();
    await postGraphQL(server.url, 'query MetricsProbe($city: String) { marketData(city: $city) { city } }', { city: 'Pune' });
    const { body } = await postGraphQL(server.url, 'query MetricsProbe($city: String) { marketData(city: $city) { city } }', { city: 'Atlantis' });
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const after = await metrics();
    expect(sample(after, ok)).toBe(sample(before, ok) + 1);
    expect(sample(after, failed)).toBe(sample(before, failed) + 1);
    expect(sample(after, badInput)).toBe(sample(before, badInput) + 1);
    expect(after).toMatch(/gharinsight_graphql_operation_duration_seconds_count\{operation="MetricsProbe"\} \d+/);
  });

  it('render-cache misses and hits are counted', { timeout: 30_000 }, async () => {
    const { before, first, second, after } = await inOneMinute(async (query) => {
      const before = await metrics();
      const first = await fetch(`${server.url}/news?metrics-probe&${query}`);
      await first.arrayBuffer();
      const second = await fetch(`${server.url}/news?metrics-probe&${query}`);
      return { before, first, second, after: await metrics() };
    });
    expect([first.headers.get('x-render-cache'), second.headers.get('x-render-cache')]).toEqual(['MISS', 'HIT']);
    expect(sample(after, 'gharinsight_render_cache_misses_total')).toBe(sample(before, 'gharinsight_render_cache_misses_total') + 1);
    expect(sample(after, 'gharinsight_render_cache_hits_total')).toBe(sample(before, 'gharinsight_render_cache_hits_total') + 1);
  });

  it('rate-limit refusals are counted by limiter', async () => {
    const series = 'gharinsight_rate_limit_refusals_total{limiter="api"}';
    const before = await metrics(limited.url);
    expect((await fetch(`${limited.url}/api/cities`)).status).toBe(200);
    expect((await fetch(`${limited.url}/api/cities`)).status).toBe(429);
    expect(sample(await metrics(limited.url), series)).toBe(sample(before, series) + 1);
  });

  it('is not on the public port when METRICS_PORT moves it', { timeout: 30_000 }, async () => {
    const elsewhere = await startTestServer({ metricsOnPublicPort: false });
    try {
      expect((await fetch(`${elsewhere.url}/metrics`)).status).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });
});
