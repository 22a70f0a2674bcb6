import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, startMain, until, WITH_START_MS, type MainProcess } from './support/mainProcess.js';

// WEB_CONCURRENCY=2: the primary supervises two workers on one port. A worker killed is
// replaced, SIGHUP reaches every worker, the metrics port adds up the workers' counters,
// and SIGTERM drains them all and exits 0.

let main: MainProcess;
let url: string;
let adminUrl: string;

const listeningWorkers = () => [...main.output().matchAll(/"worker":(\d+),"msg":"worker listening"/g)].map((match) => Number(match[1]));

beforeAll(async () => {
  main = startMain({ PORT: '0', METRICS_PORT: '0', WEB_CONCURRENCY: '2' });
  url = `http://127.0.0.1:${(await main.waitFor(/GharInsight primary: 2 workers serving on http:\/\/localhost:(\d+)/))[1]}`;
  adminUrl = `http://127.0.0.1:${(await main.waitFor(/Metrics on http:\/\/localhost:(\d+)/))[1]}`;
}, WITH_START_MS);

afterAll(() => {
  if (main.child.exitCode === null) main.child.kill('SIGKILL');
});

describe('WEB_CONCURRENCY=2', () => {
  it('two workers answer on one port; the metrics port adds up their counters', async () => {
    // Each worker writes its log asynchronously: its line may follow the primary's.
    await until(async () => new Set(listeningWorkers()).size === 2, 'both workers logged that they listen');
    const series = 'gharinsight_http_requests_total{method="GET",route="/api/cities",status="200"}';
    const count = async () => {
      const text = await (await fetch(`${adminUrl}/metrics`)).text();
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    const before = await count();
    // New connections each time (Connection: close), so the primary hands them to both workers.
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${url}/api/cities`, { headers: { connection: 'close' } })).status).toBe(200);
    expect(await count()).toBe(before + 20);
  }, 60_000);

  it('SIGHUP reloads the data in every worker', async () => {
    main.child.kill('SIGHUP');
    await main.waitFor(/"msg":"every worker reloaded the data"/);
    await until(async () => (main.output().match(/"msg":"data reloaded"/g) ?? []).length === 2, 'both workers logged the reload');
  }, 60_000);

  it('a worker that dies is replaced, and the port keeps answering', async () => {
    const [victim] = listeningWorkers();
    process.kill(victim, 'SIGKILL');
    await main.waitFor(new RegExp(`"worker":${victim},"code":null,"signal":"SIGKILL","msg":"worker died; starting a replacement"`));
    await until(async () => listeningWorkers().length === 3, 'a third worker listens', 90_000);
    for (let i = 0; i < 6; i += 1) expect((await fetch(`${url}/api/cities`, { headers: { connection: 'close' } })).status).toBe(200);
  }, 120_000);

  it('SIGTERM drains every worker and exits 0', async () => {
    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
    expect(main.output()).toMatch(/"msg":"shutting down: every worker finishes its requests in flight"/);
    expect(main.output().match(/"msg":"shutting down: finishing requests in flight"/g)).toHaveLength(2);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 60_000);
});

describe('WEB_CONCURRENCY=2 without METRICS_PORT: GET /metrics on the public port', () => {
  let open: MainProcess;
  let publicUrl: string;

  beforeAll(async () => {
    open = startMain({ PORT: '0', METRICS_PORT: '', WEB_CONCURRENCY: '2' });
    publicUrl = `http://127.0.0.1:${(await open.waitFor(/GharInsight primary: 2 workers serving on http:\/\/localhost:(\d+)/))[1]}`;
  }, WITH_START_MS);

  afterAll(() => {
    if (open.child.exitCode === null) open.child.kill('SIGKILL');
  });

  it("whichever worker answers, the counter is the sum of both workers' counts", async () => {
    const series = 'gharinsight_http_requests_total{method="GET",route="/api/cities",status="200"}';
    const count = async () => {
      const text = await (await fetch(`${publicUrl}/metrics`, { headers: { connection: 'close' } })).text();
      const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : 0;
    };
    /** Which worker answered each request to a path: each worker's request log lines name it. */
    const servedBy = (path: string) =>
      [...open.output().matchAll(/"worker":(\d+),[^\n]*"req":\{"method":"GET","path":"([^"]*)"\}/g)].filter((match) => match[2] === path).map((match) => Number(match[1]));
    // On a new connection each time (Connection: close), so the primary hands the requests to both workers in turn.
    const path = '/api/cities';
    const before = await count();
    for (let i = 0; i < 10; i += 1) expect((await fetch(`${publicUrl}${path}`, { headers: { connection: 'close' } })).status).toBe(200);
    await until(async () => servedBy(path).length === 10, 'every request is logged');
    // Both workers answered some: neither counted all 10 alone.
    expect(new Set(servedBy(path)).size).toBe(2);
    expect(await count()).toBe(before + 10);
  }, 60_000);
});

describe('WEB_CONCURRENCY, read and refused', () => {
  it('is a whole number of workers or auto (one per core)', async () => {
    const { availableParallelism } = await import('node:os');
    const { webConcurrency } = await import('../../server/src/cluster.js');
    expect([webConcurrency(undefined), webConcurrency(''), webConcurrency('3'), webConcurrency('auto')]).toEqual([1, 1, 3, availableParallelism()]);
    expect(() => webConcurrency('0')).toThrow('WEB_CONCURRENCY must be a whole number of workers (1 or more) or "auto", got "0"');
  });

  it('workers that cannot start (broken data) stop the primary with exit 1, naming the file and field', async () => {
    const { writeFileSync, rmSync } = await import('node:fs');
    const path = await import('node:path');
    const dir = fixtureCopy();
    try {
      writeFileSync(path.join(dir, 'cities.json'), JSON.stringify([{ value: 'Mumbai', label: 7 }]));
      const broken = startMain({ PORT: '0', WEB_CONCURRENCY: '2', DATA_DIR: dir });
      expect(await broken.exited).toBe(1);
      expect(broken.output()).toContain('cities.json[0].label: expected String!, got number 7');
      expect(broken.output()).toContain('"msg":"a worker failed to start; stopping"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
