import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app.js';
import type { Lifecycle } from '../../server/src/http/health.js';
import { inOneMinute } from './support/minuteTurn.js';
import { listenForTests } from './support/testServer.js';

// One request path (issue 33): every kind of answer — REST, GraphQL GET and POST, page,
// feed; kept (HIT) or made (MISS); 200, 304, 400, 404, 429; over plain HTTP and behind a
// trusted proxy over HTTPS; while shutting down — carries the same headers, from
// server/src/http/answerHeaders.ts. One row per case, real HTTP against the real app.

interface Server {
  url: string;
  lifecycle: Lifecycle;
  close: () => Promise<void>;
}

async function start(options: Parameters<typeof createApp>[0]): Promise<Server> {
  const { server, apollo, lifecycle } = await createApp(options);
  return {
    url: await listenForTests(server),
    lifecycle,
    close: async () => {
      server.closeAllConnections();
      await apollo.stop();
    },
  };
}

let main: Server;
let limited: Server;
beforeAll(async () => {
  // Behind a trusted proxy (TRUST_PROXY=loopback): X-Forwarded-Proto says HTTPS, X-Forwarded-For the client.
  main = await start({ trustProxy: 'loopback', rateLimitPerMinute: 10_000 });
  limited = await start({ trustProxy: 'loopback', rateLimitPerMinute: 3 });
}, 60_000);
afterAll(async () => {
  await main?.close();
  await limited?.close();
});

// ── What every answer carries ────────────────────────────────────────────────────────────

/** helmet's headers, as answerHeaders.ts configures it, written out here so a missing one fails. */
const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const HSTS = 'max-age=31536000; includeSubDomains';
const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** The web app's policy: its own files and index.html's inline scripts by hash. */
const PAGE_CSP = /^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+')+; .*frame-ancestors 'none'$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const API_CACHE = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';
/** Until the next minute's turn (pages may show ages). */
const TO_NEXT_MINUTE = /^public, max-age=(\d+), s-maxage=\1$/;
const ETAG = /^"[0-9a-f]{8}-[\w-]{27}"$/;

// ── The requests ─────────────────────────────────────────────────────────────────────────

type Via = { https?: boolean; client?: string };
const headersFor = ({ https, client }: Via, extra: Record<string, string> = {}) => ({
  ...(https ? { 'x-forwarded-proto': 'https' } : {}),
  ...(client ? { 'x-forwarded-for': client } : {}),
  ...extra,
});
const get = (server: Server, path: string, via: Via = {}, extra: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: headersFor(via, extra), redirect: 'manual' });
const post = (server: Server, body: string, via: Via = {}) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: headersFor(via, { 'content-type': 'application/json', accept: 'application/json' }), body });
const graphqlQuery = (query: string) => JSON.stringify({ query });
const graphqlGet = (query: string) => `/graphql?${new URLSearchParams({ query })}`;

/** The second of two requests: the first makes and keeps the answer, the second is sent from the cache. */
async function kept(send: () => Promise<Response>): Promise<Response> {
  const first = await send();
  expect(first.status).toBe(200);
  await first.arrayBuffer();
  return send();
}

/** A page's second request, within one minute (kept pages expire at the minute's turn). */
const keptPage = (path: string, via: Via = {}) => inOneMinute(async (query) => kept(() => get(main, `${path}?${query}`, via)));

/** A 304: the answer's ETag sent back. */
async function revalidated(send: (extra: Record<string, string>) => Promise<Response>): Promise<Response> {
  const first = await send({});
  await first.arrayBuffer();
  return send({ 'if-none-match': first.headers.get('etag') ?? 'none' });
}

/** Requests from one client until the limit refuses one (a few: the limit is 3 a minute). */
async function refused(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await send();
    if (response.status === 429) return response;
    await response.arrayBuffer();
  }
  throw new Error('never refused');
}

// ── The table ────────────────────────────────────────────────────────────────────────────

interface Row {
  name: string;
  send: () => Promise<Response>;
  status: number;
  csp: 'api' | 'page';
  cacheControl: string | RegExp;
  etag: boolean;
  vary: string | null;
  /** express-rate-limit's RateLimit and RateLimit-Policy (/api, /graphql, and page renders). */
  rateLimit: boolean;
  /** X-Answer-Cache or X-Render-Cache, and its value. */
  mark?: readonly [string, 'HIT' | 'MISS'];
  https?: boolean;
  shuttingDown?: boolean;
  server?: () => Server;
}

const REST = '/api/market-data?city=';
const NO_STORE = 'no-store';
const restOk = { status: 200, csp: 'api', cacheControl: API_CACHE, etag: true, vary: 'Accept-Encoding', rateLimit: true } as const;
const restError = (status: number) => ({ status, csp: 'api', cacheControl: NO_STORE, etag: false, vary: null, rateLimit: true }) as const;
const graphqlOk = (mark: 'HIT' | 'MISS', cacheControl = API_CACHE) =>
  ({ status: 200, csp: 'api', cacheControl, etag: true, vary: 'Accept, Accept-Encoding', rateLimit: true, mark: ['x-answer-cache', mark] }) as const;
const pageOk = (mark: 'HIT' | 'MISS') =>
  ({ status: 200, csp: 'page', cacheControl: TO_NEXT_MINUTE, etag: true, vary: 'Accept-Encoding, Cookie', rateLimit: mark === 'MISS', mark: ['x-render-cache', mark] }) as const;
const feedOk = { status: 200, csp: 'api', cacheControl: 'public, max-age=3600', etag: false, vary: null, rateLimit: false } as const;
const feedError = (status: number) => ({ status, csp: 'api', cacheControl: NO_STORE, etag: false, vary: null, rateLimit: false }) as const;
const tooMany = { status: 429, csp: 'api', cacheControl: NO_STORE, etag: false, vary: null, rateLimit: true, server: () => limited } as const;

const rows: Row[] = [
  // Plain HTTP.
  { name: 'REST 200 MISS', send: () => get(main, `${REST}Mumbai`), ...restOk },
  { name: 'REST 200 HIT', send: () => kept(() => get(main, `${REST}Pune`)), ...restOk },
  { name: 'REST 304 HIT', send: () => revalidated((extra) => get(main, `${REST}Kochi`, {}, extra)), ...restOk, status: 304 },
  { name: 'REST 400', send: () => get(main, `${REST}Atlantis`), ...restError(400) },
  { name: 'REST 404', send: () => get(main, '/api/properties/999999'), ...restError(404) },
  { name: 'REST 404 (no such API path)', send: () => get(main, '/api/no-such-path'), ...restError(404), rateLimit: true },
  { name: 'GraphQL GET 200 MISS', send: () => get(main, graphqlGet('{ cities { value } }')), ...graphqlOk('MISS') },
  { name: 'GraphQL GET 200 HIT', send: () => kept(() => get(main, graphqlGet('{ cities { label } }'))), ...graphqlOk('HIT') },
  { name: 'GraphQL GET 304 HIT', send: () => revalidated((extra) => get(main, graphqlGet('{ cities { value label } }'), {}, extra)), ...graphqlOk('HIT'), status: 304 },
  // Apollo's error may be large enough to compress (dynamicCompression.ts), so it varies with Accept-Encoding.
  { name: 'GraphQL GET 400', send: () => get(main, '/graphql?query=%7B', {}, { accept: 'application/graphql-response+json' }), status: 400, csp: 'api', cacheControl: NO_STORE, etag: false, vary: 'Accept-Encoding', rateLimit: true },
  { name: 'GraphQL POST 200 MISS', send: () => post(main, graphqlQuery('{ cities { value } }')), ...graphqlOk('MISS', 'no-cache') },
  { name: 'GraphQL POST 200 HIT', send: () => kept(() => post(main, graphqlQuery('{ cities { label } }'))), ...graphqlOk('HIT', 'no-cache') },
  { name: 'GraphQL POST 400 (malformed JSON)', send: () => post(main, '{"query":'), status: 400, csp: 'api', cacheControl: NO_STORE, etag: false, vary: null, rateLimit: true },
  { name: 'page 200 MISS', send: () => get(main, '/methodology?row=miss'), ...pageOk('MISS') },
  { name: 'page 200 HIT', send: () => keptPage('/methodology'), ...pageOk('HIT') },
  {
    name: 'page 304 HIT',
    send: () => inOneMinute((query) => revalidated((extra) => get(main, `/methodology?row=304&${query}`, {}, extra))),
    ...pageOk('HIT'),
    status: 304,
  },
  { name: 'page 404 MISS', send: () => get(main, '/property/999999?row=404'), ...pageOk('MISS'), status: 404, cacheControl: NO_STORE, etag: false },
  {
    name: 'page 404 HIT',
    send: async () => {
      await (await get(main, '/property/999999?row=404-kept')).arrayBuffer();
      return get(main, '/property/999999?row=404-kept');
    },
    ...pageOk('HIT'),
    status: 404,
    cacheControl: NO_STORE,
    etag: false,
  },
  { name: 'feed 200', send: () => get(main, '/news/feed.atom'), ...feedOk },
  { name: 'feed 400', send: () => get(main, '/news/feed.json?city=Atlantis'), ...feedError(400) },
  { name: 'feed 404', send: () => get(main, '/localities/pune/nowhere/feed.atom'), ...feedError(404) },
  // 429: from the answer cache (the URL is kept) and from the chain (it is not).
  { name: 'REST 429 HIT', send: () => refused(() => get(limited, `${REST}Pune`, { client: '10.0.0.1' })), ...tooMany },
  { name: 'REST 429 MISS', send: () => refused(() => get(limited, `/api/cities?n=${Math.random()}`, { client: '10.0.0.2' })), ...tooMany },
  { name: 'GraphQL GET 429 HIT', send: () => refused(() => get(limited, graphqlGet('{ cities { value } }'), { client: '10.0.0.3' })), ...tooMany },
  { name: 'GraphQL POST 429 HIT', send: () => refused(() => post(limited, graphqlQuery('{ cities { value } }'), { client: '10.0.0.4' })), ...tooMany },
  // Behind the proxy, over HTTPS: HSTS too.
  { name: 'HTTPS REST 200 MISS', send: () => get(main, `${REST}Chennai`, { https: true }), ...restOk, https: true },
  { name: 'HTTPS REST 200 HIT', send: () => kept(() => get(main, `${REST}Pune`, { https: true })), ...restOk, https: true },
  { name: 'HTTPS REST 304 HIT', send: () => revalidated((extra) => get(main, `${REST}Kochi`, { https: true }, extra)), ...restOk, status: 304, https: true },
  { name: 'HTTPS REST 404', send: () => get(main, '/api/properties/999999', { https: true }), ...restError(404), https: true },
  { name: 'HTTPS GraphQL GET 200 HIT', send: () => kept(() => get(main, graphqlGet('{ cities { label } }'), { https: true })), ...graphqlOk('HIT'), https: true },
  { name: 'HTTPS GraphQL POST 200 HIT', send: () => kept(() => post(main, graphqlQuery('{ cities { label } }'), { https: true })), ...graphqlOk('HIT', 'no-cache'), https: true },
  { name: 'HTTPS page 200 HIT', send: () => keptPage('/methodology', { https: true }), ...pageOk('HIT'), https: true },
  { name: 'HTTPS feed 200', send: () => get(main, '/news/feed.atom', { https: true }), ...feedOk, https: true },
  { name: 'HTTPS REST 429 HIT', send: () => refused(() => get(limited, `${REST}Pune`, { https: true, client: '10.0.0.5' })), ...tooMany, https: true },
  // While shutting down: Connection: close on every answer.
  { name: 'shutting down: REST 200 HIT', send: () => kept(() => get(main, `${REST}Pune`)), ...restOk, shuttingDown: true },
  { name: 'shutting down: REST 404', send: () => get(main, '/api/properties/999999'), ...restError(404), shuttingDown: true },
  { name: 'shutting down: GraphQL POST 200 HIT', send: () => kept(() => post(main, graphqlQuery('{ cities { label } }'))), ...graphqlOk('HIT', 'no-cache'), shuttingDown: true },
  { name: 'shutting down: page 200 HIT', send: () => keptPage('/methodology'), ...pageOk('HIT'), shuttingDown: true },
  { name: 'shutting down: feed 200', send: () => get(main, '/news/feed.atom'), ...feedOk, shuttingDown: true },
  { name: 'shutting down: REST 429 HIT', send: () => refused(() => get(limited, `${REST}Pune`, { client: '10.0.0.6' })), ...tooMany, shuttingDown: true },
];

describe('every answer carries the same headers', () => {
  it.each(rows)('$name', async (row) => {
    const server = row.server?.() ?? main;
    server.lifecycle.shuttingDown = row.shuttingDown ?? false;
    let response: Response;
    try {
      response = await row.send();
      await response.arrayBuffer();
    } finally {
      server.lifecycle.shuttingDown = false;
    }
    const header = (name: string) => response.headers.get(name);
    expect(response.status).toBe(row.status);
    expect(header('x-request-id')).toMatch(UUID);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(header(name), name).toBe(value);
    expect(header('strict-transport-security')).toBe(row.https ? HSTS : null);
    if (row.csp === 'api') expect(header('content-security-policy')).toBe(API_CSP);
    else expect(header('content-security-policy')).toMatch(PAGE_CSP);
    expect(header('connection') === 'close').toBe(row.shuttingDown ?? false);
    if (typeof row.cacheControl === 'string') expect(header('cache-control')).toBe(row.cacheControl);
    else expect(header('cache-control')).toMatch(row.cacheControl);
    if (row.etag) expect(header('etag')).toMatch(ETAG);
    else expect(header('etag')).toBeNull();
    expect(header('vary')).toBe(row.vary);
    if (row.rateLimit) {
      expect(header('ratelimit-policy')).toMatch(/^"\d+-in-1min"; q=\d+; w=60/);
      expect(header('ratelimit')).toMatch(/^"\d+-in-1min"; r=\d+; t=\d+$/);
    } else {
      expect(header('ratelimit')).toBeNull();
    }
    if (row.status === 429) expect(Number(header('retry-after'))).toBeGreaterThan(0);
    if (row.mark) expect(header(row.mark[0])).toBe(row.mark[1]);
    expect(header('x-powered-by')).toBeNull();
  });
});

describe('a 429 from the answer cache (issue 33)', () => {
  it('RATE_LIMIT_PER_MINUTE=5, six requests to a kept answer: the sixth is refused with its request id and security headers', async () => {
    const server = await start({ rateLimitPerMinute: 5 });
    try {
      const statuses: number[] = [];
      let sixth: Response | undefined;
      for (let request = 1; request <= 6; request += 1) {
        const response = await fetch(`${server.url}/api/market-data?city=Pune`, { headers: { 'x-request-id': `probe-${request}` } });
        statuses.push(response.status);
        await response.arrayBuffer();
        sixth = response;
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(sixth!.headers.get('x-request-id')).toBe('probe-6');
      expect(sixth!.headers.get('x-content-type-options')).toBe('nosniff');
      expect(sixth!.headers.get('content-security-policy')).toBe(API_CSP);
    } finally {
      await server.close();
    }
  });
});

describe('logged and counted once (issue 33)', () => {
  it('a made answer, a kept one and a page each get exactly one log line and one count', async () => {
    const lines: { requestId?: string; msg?: string; res?: unknown }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
        done();
      },
    });
    const server = await start({ logger: pino({ level: 'info' }, stream), metricsOnPublicPort: true });
    const series = (route: string) => `gharinsight_http_requests_total{method="GET",route="${route}",status="200"}`;
    const counted = async (route: string) => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${series(route)} `));
      return line ? Number(line.slice(series(route).length + 1)) : 0;
    };
    try {
      const send = async (path: string, id: string) => (await fetch(`${server.url}${path}`, { headers: { 'x-request-id': id } })).arrayBuffer();
      // The registry is the process's: count from here.
      const before = { api: await counted('/api/market-data'), page: await counted('/{*page}') };
      await send('/api/market-data?city=Hyderabad', 'made-1');
      await send('/api/market-data?city=Hyderabad', 'kept-2');
      const pageIds = await inOneMinute(async (query) => {
        const ids = [`page-made-${query.replace('=', '-')}`, `page-kept-${query.replace('=', '-')}`];
        for (const id of ids) await send(`/methodology?${query}`, id);
        return ids;
      });
      // A count and a line are written when an answer ends: wait for them, then see there is no second.
      await expect.poll(() => counted('/api/market-data')).toBeGreaterThanOrEqual(before.api + 2);
      await expect.poll(() => counted('/{*page}')).toBeGreaterThanOrEqual(before.page + 2);
      const ids = ['made-1', 'kept-2', ...pageIds];
      await expect.poll(() => ids.filter((id) => lines.some((line) => line.requestId === id))).toEqual(ids);
      expect(await counted('/api/market-data')).toBe(before.api + 2);
      expect(await counted('/{*page}')).toBe(before.page + 2);
      for (const id of ids) expect(lines.filter((line) => line.requestId === id), id).toEqual([expect.objectContaining({ msg: 'request', res: { status: 200 } })]);
    } finally {
      await server.close();
    }
  });
});
