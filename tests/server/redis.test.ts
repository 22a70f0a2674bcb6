import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createClient } from 'redis';
import type { Options } from 'express-rate-limit';
import { RedisConnection, RedisOrMemoryStore } from '../../server/src/http/sharedRateLimit.js';
import { startMain, until, WITH_START_MS, type MainProcess } from './support/mainProcess.js';
import { startTestServer, type TestServer } from './support/testServer.js';

// REDIS_URL with a real redis-server (Debian's package; .ci/run installs it), started
// here on a port of this suite's own: two server processes share one rate limit and
// their persisted queries, and killing Redis mid-run fails no request (the limit falls back to memory, /readyz says
// so) until Redis is back. TRUST_PROXY=1 lets each phase be its own client (X-Forwarded-For).

// A fixed port below Linux's ephemeral range (32768–60999), where an outgoing connection of another test could hold it
// (52230 did once: redis-server failed to bind).
const REDIS_PORT = 26380;
const LIMIT = 100;

let redis: ChildProcess | undefined;
let servers: { main: MainProcess; url: string }[] = [];

async function startRedis(port = REDIS_PORT): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with ${child.exitCode}:\n${output}`);
    return /Ready to accept connections/.test(output);
  }, 'redis-server accepts connections');
  return child;
}

async function killRedis(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const stopRedis = () => killRedis(redis);

const readyBody = async (url: string) => (await (await fetch(`${url}/readyz`)).json()) as { status: string; rateLimit?: { store: string; reason?: string } };

beforeAll(async () => {
  redis = await startRedis();
  const env = { PORT: '0', REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' };
  const mains = [startMain(env), startMain(env)];
  servers = await Promise.all(
    mains.map(async (main) => {
      const [, port] = await main.waitFor(/serving on http:\/\/localhost:(\d+)/);
      await main.waitFor(/rate limit: counting in Redis/);
      return { main, url: `http://127.0.0.1:${port}` };
    }),
  );
}, WITH_START_MS);

afterAll(async () => {
  await stopRedis();
  for (const { main } of servers) main.child.kill('SIGKILL');
});

/** `count` requests spread over both servers, `concurrency` at a time; the status of each (0: it failed). */
async function spread(count: number, client: (i: number) => string, onAnswer: (answered: number) => Promise<void> | void = () => undefined) {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        const i = next++;
        const { url } = servers[i % servers.length];
        try {
          const response = await fetch(`${url}/api/cities`, { headers: { 'x-forwarded-for': client(i) } });
          await response.arrayBuffer();
          statuses.push(response.status);
        } catch {
          statuses.push(0);
        }
        await onAnswer(statuses.length);
      }
    }),
  );
  return statuses;
}

describe('REDIS_URL: one rate limit across processes', () => {
  it(`two server processes, limit ${LIMIT} a minute: 300 requests from one client give exactly ${LIMIT} answers and 200 refusals`, async () => {
    expect(await readyBody(servers[0].url)).toEqual({ status: 'ready', rateLimit: { store: 'redis' } });
    const statuses = await spread(300, () => '203.0.113.7');
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200);
  }, 60_000);

  it('a query persisted on one process is known to the other', async () => {
    const query = '{ marketData(city: "Kochi") { city avgPrice } }';
    const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
    const post = (url: string, body: object) =>
      fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.9' }, body: JSON.stringify(body) }).then(
        async (response) => (await response.json()) as { data?: { marketData: { city: string } }; errors?: { extensions: { code: string } }[] },
      );
    expect((await post(servers[1].url, { extensions: { persistedQuery } })).errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await post(servers[0].url, { query, extensions: { persistedQuery } })).data?.marketData.city).toBe('Kochi');
    // Apollo stores a newly registered query without waiting for the store (requestPipeline's cache.set is
    // not awaited), so on a busy machine the other process may ask Redis before the write lands: wait for it.
    let known: string | undefined;
    await until(async () => {
      known = (await post(servers[1].url, { extensions: { persistedQuery } })).data?.marketData.city;
      return known !== undefined;
    }, 'the other process knows the registered query', 20_000);
    expect(known).toBe('Kochi');
  }, 30_000);

  it('Redis killed mid-run: no request fails, the limit counts in memory and says so, then returns to Redis', async () => {
    let killed: Promise<void> | undefined;
    // Each request its own client, so none is refused: any status but 200 is a failure.
    const statuses = await spread(
      400,
      (i) => `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}`,
      (answered) => {
        if (answered === 100) killed = stopRedis();
      },
    );
    await killed;
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    for (const { url, main } of servers) {
      expect(await readyBody(url)).toEqual({ status: 'ready', rateLimit: { store: 'memory', reason: `Redis at redis://127.0.0.1:${REDIS_PORT} is unavailable; rate limiting counts in this process's memory until it returns.` } });
      // The log is written asynchronously: wait for the line rather than read it at once.
      await main.waitFor(/"msg":"rate limit: Redis is unavailable, counting in memory until it returns"/);
    }

    redis = await startRedis();
    for (const { url } of servers) await until(async () => (await readyBody(url)).rateLimit?.store === 'redis', 'the server counts in Redis again');
  }, 90_000);
});

describe('REDIS_URL: Redis down at start', () => {
  // Its own Redis port, closed when the server starts; the app in this process (createApp).
  const DOWN_PORT = 26381;
  const redisUrl = `redis://127.0.0.1:${DOWN_PORT}`;
  let late: ChildProcess | undefined;
  let server: TestServer | undefined;
  const logLines: string[] = [];

  afterAll(async () => {
    await server?.close();
    await killRedis(late);
  });

  it('serves with the limit in memory (log line, /readyz), then counts in Redis once a redis-server listens on that port', async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    server = await startTestServer({ redisUrl, rateLimitPerMinute: LIMIT, logger });
    await until(async () => logLines.some((line) => line.includes('"msg":"rate limit: Redis is unavailable, counting in memory until it returns"')), 'the fallback is logged');

    const answer = await fetch(`${server.url}/api/cities`);
    expect(answer.status).toBe(200);
    // The limit still applies, counted in this process's memory.
    expect(answer.headers.get('ratelimit-policy')).toMatch(new RegExp(`; q=${LIMIT}; w=60;`));
    expect(await readyBody(server.url)).toEqual({
      status: 'ready',
      rateLimit: { store: 'memory', reason: `Redis at ${redisUrl} is unavailable; rate limiting counts in this process's memory until it returns.` },
    });

    late = await startRedis(DOWN_PORT);
    await until(async () => (await readyBody(server!.url)).rateLimit?.store === 'redis', 'the server counts in Redis', 60_000);
    expect(logLines.some((line) => line.includes('"msg":"rate limit: counting in Redis, shared by every worker and instance; persisted queries too"'))).toBe(true);
    // The next request is counted in that Redis.
    expect((await fetch(`${server.url}/api/cities`)).status).toBe(200);
    const client = createClient({ url: redisUrl });
    await client.connect();
    try {
      expect(await client.keys('gharinsight:rl:api:*')).not.toEqual([]);
    } finally {
      await client.close();
    }
  }, 90_000);
});

describe('REDIS_URL: Redis counts once every limiter is ready', () => {
  // Its own Redis; the connection and two limiters' stores in this process, as createApp makes them.
  const PORT = 26382;
  let own: ChildProcess | undefined;
  let connection: RedisConnection | undefined;

  afterAll(async () => {
    await connection?.close();
    await killRedis(own);
  });

  it('says Redis (as /readyz shows it) only once a request is counted there, though the limiters load their scripts slowly', async () => {
    own = await startRedis(PORT);
    const url = `redis://127.0.0.1:${PORT}`;
    connection = new RedisConnection(url, pino({ level: 'silent' }));
    // The limiters' scripts take 300 ms to load (a slow or busy Redis).
    const send = connection.send.bind(connection);
    connection.send = async (args) => {
      if (args[0] === 'SCRIPT') await new Promise((resolve) => setTimeout(resolve, 300));
      return send(args);
    };
    const stores = [new RedisOrMemoryStore(connection, 'test:rl:api:'), new RedisOrMemoryStore(connection, 'test:rl:render:')];
    for (const store of stores) store.init({ windowMs: 60_000 } as Options);

    await until(async () => connection!.status.store === 'redis', 'the connection says Redis');
    // At once, in the same turn as the status was read: both limiters count in Redis.
    await Promise.all(stores.map((store) => store.increment('client-1')));
    const client = createClient({ url });
    await client.connect();
    try {
      expect((await client.keys('test:rl:*')).sort()).toEqual(['test:rl:api:client-1', 'test:rl:render:client-1']);
    } finally {
      await client.close();
    }
  });
});
