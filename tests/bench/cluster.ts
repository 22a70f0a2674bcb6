import autocannon from 'autocannon';
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { dropBodies } from './benchClient.js';

// WEB_CONCURRENCY: the real server (server/src/main.ts) with one worker, then with two,
// on the same rendered page (from the render cache, as a page is served at steady state)
// and the same API path, in one run. The load generator runs on the same machine: on 2
// cores it takes a share of the CPU the second worker would get, so it must cost little.
// wrk (C, one thread; Debian's `wrk` package) is used when installed: a kept page costs the
// server about 0.1 ms of CPU since the front door, and autocannon about 0.25 ms to receive
// it even with the bodies dropped (benchClient.ts), so with autocannon the page's figure
// measured the client (1.15× to 1.34× over runs; wrk: 1.53×). Without wrk, autocannon, said so.
// BENCH_ONLY=cluster npm run bench runs this part alone.

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_CLUSTER_SECONDS ?? 5);
const TURNS = 3;
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

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((candidate) => existsSync(candidate));
const run = promisify(execFile);

interface Throughput {
  rps: number;
  failed: number;
  p99: number;
}

/** wrk's figures: requests per second, non-2xx answers and socket errors, and the 99th percentile latency in ms. */
async function wrkThroughput(url: string, seconds: number): Promise<Throughput> {
  const { stdout } = await run(WRK!, ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-H', `accept-encoding: ${HEADERS['accept-encoding']}`, url]);
  if (!/Requests\/sec:/.test(stdout)) throw new Error(`wrk printed no figures:\n${stdout}`);
  const number = (pattern: RegExp) => Number(stdout.match(pattern)?.[1] ?? 0);
  const p99 = stdout.match(/\s99%\s+([\d.]+)(us|ms|s)/);
  const p99ms = p99 ? Number(p99[1]) * (p99[2] === 'us' ? 0.001 : p99[2] === 's' ? 1000 : 1) : NaN;
  const socketErrors = stdout.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)?.slice(1).reduce((sum, count) => sum + Number(count), 0) ?? 0;
  return { rps: number(/Requests\/sec:\s+([\d.]+)/), failed: number(/Non-2xx or 3xx responses: (\d+)/) + socketErrors, p99: Math.round(p99ms) };
}

async function throughput(url: string, seconds: number): Promise<Throughput> {
  if (WRK) return wrkThroughput(url, seconds);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS, setupClient: dropBodies });
  return { rps: result.requests.average, failed: result.errors + result.timeouts + result.non2xx, p99: result.latency.p99 };
}

async function warmUp(url: string): Promise<void> {
  if (WRK) await wrkThroughput(url, 3);
  else await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP_REQUESTS, headers: HEADERS, setupClient: dropBodies });
}

/**
 * Both servers run side by side and take turns under load, one worker then two, TURNS times,
 * and each keeps its best turn: the machine is shared, and what else runs on it changes from
 * one minute to the next (one 10 s figure each, taken a minute apart, put the page anywhere
 * from 1.05× to 1.53× over four runs). Failures are summed over every turn.
 */
export async function clusterThroughput(): Promise<void> {
  const client = WRK ? 'wrk, one thread' : 'autocannon; install wrk (apt-get install wrk) for a cheaper client';
  console.log(
    `\nWEB_CONCURRENCY 1 against 2 (${CONNECTIONS} connections; best of ${TURNS} alternating turns of ${SECONDS} s each, after a warm-up; load generator on the same cores: ${client}):`,
  );
  const servers = [await startWorkers(1), await startWorkers(2)];
  try {
    for (const target of TARGETS) {
      const best: Throughput[] = [];
      const failed = [0, 0];
      for (const server of servers) await warmUp(`${server.url}${target.path}`);
      for (let turn = 0; turn < TURNS; turn += 1) {
        for (const [index, server] of servers.entries()) {
          const figure = await throughput(`${server.url}${target.path}`, SECONDS);
          failed[index] += figure.failed;
          if (!best[index] || figure.rps > best[index].rps) best[index] = figure;
        }
      }
      for (const [index, figure] of best.entries()) {
        const workers = index + 1;
        console.log(`  ${workers} worker${workers > 1 ? 's' : ' '}  ${target.label.padEnd(38)} ${String(Math.round(figure.rps)).padStart(6)} req/s   p99 ${figure.p99} ms   failed ${failed[index]}`);
      }
      console.log(`  ${target.label.padEnd(47)} 2 workers = ${(best[1].rps / best[0].rps).toFixed(2)}× one worker`);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
