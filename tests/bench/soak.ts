import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropBodies } from './benchClient.js';

// The soak of issue 8: the real server in its own process (so the load generator
// does not share its event loop), 100 connections with a browser's Accept-Encoding
// on a mix of pages, assets, REST and GraphQL; resident memory read from /proc.
// Then a SIGTERM in the middle of the same kind of load, and a control: a bare
// Express handler serving index.html from memory, in its own process too.

const CONNECTIONS = 100;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json,*/*' };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024;
}

async function waitUntilReady(url: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Started {
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
}

/** Starts `node ...script` in its own process on a free loopback port; `cwd` is another checkout's root (the phone bench's baseline). */
export async function startServer(script: string[], env: Record<string, string> = {}, cwd?: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, script, {
    cwd,
    env: { ...process.env, PORT: String(port), RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'info', ...env },
    // The request log is written as in production, to a sink nobody reads.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(`${url}/healthz`);
  return { child, url, exited };
}

export const startApp = (cwd?: string) => startServer(['--import', 'tsx', 'server/src/main.ts'], {}, cwd);

function mix() {
  const assets = path.join('web/dist/assets');
  const files = readdirSync(assets);
  const js = files.filter((file) => file.endsWith('.js')).sort((a, b) => readFileSync(path.join(assets, b)).length - readFileSync(path.join(assets, a)).length);
  const css = files.find((file) => file.endsWith('.css'));
  const dashboard = JSON.stringify({
    query: 'query ($city: String) { marketData(city: $city) { avgPrice avgPriceChange } topGainers(city: $city) { locality priceAppreciation } }',
    variables: { city: 'Bengaluru' },
  });
  return [
    { method: 'GET' as const, path: '/' },
    { method: 'GET' as const, path: `/assets/${js[0]}` },
    { method: 'GET' as const, path: '/dashboard?city=Pune' },
    { method: 'GET' as const, path: `/assets/${js[1]}` },
    { method: 'GET' as const, path: `/assets/${css}` },
    { method: 'GET' as const, path: '/api/market-data?city=Pune' },
    { method: 'GET' as const, path: '/api/news' },
    { method: 'GET' as const, path: '/favicon.svg' },
    { method: 'POST' as const, path: '/graphql', headers: { ...BROWSER_HEADERS, 'content-type': 'application/json' }, body: dashboard },
  ];
}

export function load(url: string, seconds: number, requests?: ReturnType<typeof mix>, amount?: number) {
  return autocannon({ url, connections: CONNECTIONS, ...(amount ? { amount } : { duration: seconds }), headers: BROWSER_HEADERS, requests, setupClient: dropBodies });
}

/** Warm-up by count, not time, so a slow machine still reaches steady state before the baseline. */
const WARM_UP_REQUESTS = 10_000;

export function report(label: string, result: autocannon.Result) {
  const failed = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${label.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ` +
      `${result.requests.total} requests, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx} (failed ${failed})`,
  );
}

/**
 * 100 loops of keep-alive requests; SIGTERM after `signalAfterMs`. Counts answers that
 * were not 2xx and requests cut off. A client told `Connection: close` stops, as a
 * load balancer would take the instance out; without that, clients that keep opening
 * new connections are reset by the kernel when the listening socket closes with them
 * still in its accept queue, requests the server never received.
 */
export async function sigtermDuringLoad(signalAfterMs: number, honourClose = true) {
  const server = await startApp();
  const targets = mix();
  let ok = 0;
  let failed = 0;
  let refused = 0;
  let moved = 0;
  let stopped = false;
  const failures = new Map<string, number>();
  const loops = Array.from({ length: CONNECTIONS }, async (_, index) => {
    for (let i = index; !stopped; i += 1) {
      const target = targets[i % targets.length];
      try {
        const response = await fetch(`${server.url}${target.path}`, { method: target.method, headers: target.headers ?? BROWSER_HEADERS, body: target.body });
        await response.arrayBuffer();
        if (response.ok) ok += 1;
        else {
          failed += 1;
          failures.set(`HTTP ${response.status}`, (failures.get(`HTTP ${response.status}`) ?? 0) + 1);
        }
        // The server is going away (it says so while /readyz is 503): like a load
        // balancer, this client sends its next requests to another instance.
        if (honourClose && response.headers.get('connection') === 'close') {
          moved += 1;
          return;
        }
      } catch (error) {
        const code = ((error as { cause?: { code?: string } }).cause?.code ?? String(error)) as string;
        // Refused: the server had stopped accepting connections, the request was never taken.
        if (code === 'ECONNREFUSED') {
          refused += 1;
          return;
        }
        failed += 1;
        failures.set(code, (failures.get(code) ?? 0) + 1);
      }
    }
  });
  const signalled = new Promise<number>((resolve) =>
    setTimeout(() => {
      const sentAt = Date.now();
      server.child.kill('SIGTERM');
      void server.exited.then(() => resolve(Date.now() - sentAt));
    }, signalAfterMs),
  );
  const exitMs = await signalled;
  const code = await server.exited;
  stopped = true;
  await Promise.all(loops);
  console.log(
    `SIGTERM during load (${CONNECTIONS} clients${honourClose ? '' : ' that ignore Connection: close'}): ${ok} requests answered, ${failed} failed${failures.size ? ` (${[...failures].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}, ` +
      `${moved} clients moved on when told Connection: close, ${refused} connections refused; exit code ${code} after ${exitMs} ms`,
  );
}

export const CONTROL = `
const express = require('express');
const fs = require('node:fs');
const html = fs.readFileSync('web/dist/index.html');
const app = express();
app.get('/', (req, res) => res.type('html').send(html));
app.listen(Number(process.env.PORT), '127.0.0.1');
app.get('/healthz', (req, res) => res.send('ok'));
`;

export async function soak(): Promise<void> {
  if (!existsSync('web/dist/index.html')) {
    console.log('\nSoak skipped: web/dist is not built (npm run build)');
    return;
  }
  console.log(`\nSoak: the server in its own process, ${CONNECTIONS} connections, Accept-Encoding "gzip, deflate, br", a mix of pages, assets, REST and GraphQL`);
  const server = await startApp();
  const pid = server.child.pid!;
  const atStart = rssMiB(pid);
  report(`warm-up, ${WARM_UP_REQUESTS} requests`, await load(server.url, 0, mix(), WARM_UP_REQUESTS));
  const afterWarmUp = rssMiB(pid);
  report('soak, 60 s', await load(server.url, 60, mix()));
  const atEnd = rssMiB(pid);
  const brotli = await fetch(`${server.url}${mix()[1].path}`, { headers: BROWSER_HEADERS });
  console.log(
    `Server RSS: ${atStart.toFixed(0)} MiB at start, ${afterWarmUp.toFixed(0)} MiB after warm-up, ${atEnd.toFixed(0)} MiB at the end ` +
      `(${(((atEnd - afterWarmUp) / afterWarmUp) * 100).toFixed(1)} % from warm-up to end)`,
  );
  console.log(`A brotli-accepting client gets ${mix()[1].path}: Content-Encoding ${brotli.headers.get('content-encoding')}, ${brotli.headers.get('content-length')} bytes on the wire`);
  server.child.kill('SIGTERM');
  console.log(`Server exit code after the soak: ${await server.exited}`);

  const control = await startServer(['-e', CONTROL]);
  report('control: bare Express, index.html, 10 s', await load(control.url, 10, [{ method: 'GET', path: '/' }]));
  control.child.kill('SIGTERM');
  await control.exited;
  const app = await startApp();
  report('this server: index.html only, 10 s', await load(app.url, 10, [{ method: 'GET', path: '/' }]));
  app.child.kill('SIGTERM');
  await app.exited;

  await sigtermDuringLoad(3000);
  await sigtermDuringLoad(3000, false);
}
