import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inOneMinute } from './support/minuteTurn.js';
import { startTestServer, type TestServer } from './support/testServer.js';

// The one test with rate limiting on (every other server starts with it off):
// 200 fast requests from one client, 16 at a time, 60 allowed a minute. (It sent 2,000
// against 600 before: the count is exact at any limit, and a tenth of the requests
// proves the same in a tenth of the time.)

const LIMIT = 60;
const REQUESTS = 200;
const CONCURRENCY = 16;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimitPerMinute: LIMIT });
});
afterAll(() => server.close());

describe('rate limit', () => {
  it(`${REQUESTS} fast requests: ${LIMIT} answered, the rest 429 with Retry-After and the JSON error shape`, async () => {
    const statuses: number[] = [];
    let first429: Response | undefined;
    let firstBody: unknown;
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next += 1;
          const response = await fetch(`${server.url}/api/market-data?city=Pune`);
          statuses.push(response.status);
          if (response.status === 429 && !first429) {
            first429 = response;
            firstBody = await response.json();
          } else await response.arrayBuffer();
        }
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(REQUESTS - LIMIT);
    expect(Number(first429!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(first429!.headers.get('ratelimit-policy')).toMatch(new RegExp(`q=${LIMIT}; w=60`));
    expect(first429!.headers.get('ratelimit')).toMatch(/r=0; t=\d+/);
    expect(firstBody).toEqual({ error: { code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(new RegExp(`^Too many requests: the limit is ${LIMIT} a minute per client\\. Try again in \\d+ seconds\\.$`)) } });
  }, 60_000);

  it('GraphQL shares the count and answers 429 in the GraphQL shape', async () => {
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ cities { value } }' }) });
    expect(response.status).toBe(429);
    expect((await response.json()).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });

  it("the web app's files, its cached pages and the health checks are not limited; rendering a page is", async () => {
    for (const pathname of ['/favicon.svg', '/healthz', '/readyz']) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).not.toBe(429);
      expect(response.headers.get('ratelimit'), pathname).toBeNull();
    }
    for (const pathname of ['/', '/dashboard']) {
      const [rendered, cached] = await inOneMinute(async (query) => {
        const url = `${server.url}${pathname}?${query}`;
        const first = await fetch(url);
        await first.arrayBuffer();
        return [first, await fetch(url)];
      });
      expect(rendered.status, pathname).not.toBe(429);
      expect(rendered.headers.get('x-render-cache'), pathname).toBe('MISS');
      expect(rendered.headers.get('ratelimit'), pathname).toMatch(/^"\d+-in-1min"; r=\d+; t=\d+$/);
      expect(cached.headers.get('x-render-cache'), pathname).toBe('HIT');
      expect(cached.headers.get('ratelimit'), pathname).toBeNull();
    }
    // Two cold renders: several seconds on a busy machine.
  }, 30_000);
});
