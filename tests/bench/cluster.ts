import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { dropBodies } from './benchClient.js';

// WEB_CONCURRENCY: the real server (server/src/main.ts) with one worker, then with two,
// on the same rendered page (from the render cache, as a page is served at steady state)
// and the same API path, in one run. The load generator (autocannon) runs on the same
// machine: on 2 cores it takes a share of the CPU the second worker would get.
// BENCH_ONLY=cluster npm run bench runs this part alone.
// The client drops the response bodies (benchClient.ts), or it would measure itself.

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const WARM_UP_REQUESTS = 3_000;
const TARGETS = [
  { label: 'rendered page /dashboard?city=Pune', path: '/dashboard?city=Pune' },
  { label: 'API /api/market-data?city=Pune', path: '/api/market-data?city=Pune' },
];
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** main.ts with `workers` workers, once every one of them listens. Request log off (LOG_LEVEL=warn) for both runs alike. */
async function startWorkers(workers: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: '0', WEB_CONCURRENCY: String(workers), RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', METRICS_PORT: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ports = [...output.matchAll(/serving on http:\/\/localhost:(\d+) \(GraphQL/g)].map((match) => match[1]);
      if (ports.length >= workers) resolve(ports[0]);
    });
    child.on('exit', (code) => reject(new Error(`main.ts exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function throughput(url: string, path: string): Promise<{ rps: number; failed: number; p99: number }> {
  await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, amount: WARM_UP_REQUESTS, headers: HEADERS, setupClient: dropBodies });
  const result = await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: SECONDS, headers: HEADERS, setupClient: dropBodies });
  return { rps: result.requests.average, failed: result.errors + result.timeouts + result.non2xx, p99: result.latency.p99 };
}

export async function clusterThroughput(): Promise<void> {
  console.log(`\nWEB_CONCURRENCY 1 against 2 (${CONNECTIONS} connections, ${SECONDS} s per figure after ${WARM_UP_REQUESTS} warm-up requests; load generator on the same cores):`);
  const figures = new Map<string, number[]>();
  for (const workers of [1, 2]) {
    const server = await startWorkers(workers);
    try {
      for (const target of TARGETS) {
        const { rps, failed, p99 } = await throughput(server.url, target.path);
        figures.set(target.label, [...(figures.get(target.label) ?? []), rps]);
        console.log(`  ${workers} worker${workers > 1 ? 's' : ' '}  ${target.label.padEnd(38)} ${String(Math.round(rps)).padStart(6)} req/s   p99 ${p99} ms   failed ${failed}`);
      }
    } finally {
      await server.stop();
    }
  }
  for (const [label, [one, two]] of figures) console.log(`  ${label.padEnd(47)} 2 workers = ${(two / one).toFixed(2)}× one worker`);
}
