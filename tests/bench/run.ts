import { gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startTestServer } from '../server/support/testServer.js';
import { soak } from './soak.js';
import { javascriptPerRoute, renderTimes } from './rendering.js';
import { phoneBench } from './phone.js';
import { stackFloor } from './floor/floorPage.js';
import { cacheRatios } from './cacheRatio.js';
import { clusterThroughput } from './cluster.js';
import { sigtermLoop } from './sigtermLoop.js';
import { createLogger } from '../../server/src/http/logger.js';

// npm run bench: prints speed, memory and size figures, then the soak (soak.ts). Targets live here, not
// in timed tests. Bounded loops against this machine's loopback only.

const REQUESTS = 2000;
const CONCURRENCY = 16;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, send: () => Promise<Response>) {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`);
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} ${String(Math.round(REQUESTS / seconds)).padStart(6)} req/s   p50 ${percentile(timings, 50).toFixed(2)} ms   p95 ${percentile(timings, 95).toFixed(2)} ms   p99 ${percentile(timings, 99).toFixed(2)} ms`,
  );
}

function bundleFigures() {
  const dist = 'web/dist';
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('web/dist is not built: run npm run build for the bundle figures');
    return;
  }
  const assets = path.join(dist, 'assets');
  let total = 0;
  let totalGzip = 0;
  const rows: [string, number, number][] = [];
  for (const file of readdirSync(assets)) {
    if (!/\.(js|css)$/.test(file)) continue;
    const content = readFileSync(path.join(assets, file));
    const gz = gzipSync(content, { level: 9 }).length;
    total += statSync(path.join(assets, file)).size;
    totalGzip += gz;
    rows.push([file, content.length, gz]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  console.log(`\nBundle: ${rows.length} JS/CSS files, ${(total / 1024).toFixed(0)} kB raw, ${(totalGzip / 1024).toFixed(0)} kB gzipped; largest:`);
  for (const [file, raw, gz] of rows.slice(0, 6)) console.log(`  ${file.padEnd(48)} ${(raw / 1024).toFixed(1).padStart(7)} kB  ${(gz / 1024).toFixed(1).padStart(6)} kB gz`);
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...index.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const entryGzip = entry.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length, 0);
  console.log(`  index.html loads up front (entry + preloads): ${entry.length} files, ${(entryGzip / 1024).toFixed(1)} kB gzipped`);
}

async function main() {
  // BENCH_ONLY=cache runs only the cached paths against bare Express (cacheRatio.ts).
  if (process.env.BENCH_ONLY === 'cache') return cacheRatios();
  // BENCH_ONLY=cluster: only the one-worker-against-two figures (cluster.ts).
  if (process.env.BENCH_ONLY === 'cluster') return clusterThroughput();
  // BENCH_ONLY=phone: only the Lighthouse figures of the floor and the main routes, with
  // BENCH_BASELINE's beside them (phone.ts). BENCH_ONLY=lighthouse, its former name, runs the same.
  if (process.env.BENCH_ONLY === 'phone' || process.env.BENCH_ONLY === 'lighthouse') return phoneBench();
  // BENCH_ONLY=sigterm: only the SIGTERM-under-load loop (sigtermLoop.ts): 20 stops of two workers beside CPU-heavy processes.
  if (process.env.BENCH_ONLY === 'sigterm') {
    const { clean, stops } = await sigtermLoop();
    if (clean !== stops) process.exitCode = 1;
    return;
  }
  const rssBefore = process.memoryUsage().rss;
  const t0 = performance.now();
  // The in-process figures are measured without the request log; the soak logs as in production.
  const server = await startTestServer({ logger: createLogger('silent') });
  console.log(`Start-up (fixtures loaded and validated, Apollo started): ${(performance.now() - t0).toFixed(0)} ms`);
  console.log(`${REQUESTS} requests each, ${CONCURRENCY} at a time, on loopback:\n`);
  try {
    await measure('GET /api/market-data?city=Pune', () => fetch(`${server.url}/api/market-data?city=Pune`));
    await measure('GET /api/properties?city=Mumbai', () => fetch(`${server.url}/api/properties?city=Mumbai`));
    await measure('GET /api/price-trends (every city)', () => fetch(`${server.url}/api/price-trends`));
    await measure('GET /api/news', () => fetch(`${server.url}/api/news`));
    const dashboard = JSON.stringify({
      query:
        'query ($city: String) { marketData(city: $city) { avgPrice avgPriceChange propertiesListed avgDaysListed localityRating } topGainers(city: $city) { locality priceAppreciation } transactionPrices(city: $city) { locality transactionCount } marketAnalysis(city: $city) { sentimentValue drivers driverScores } }',
      variables: { city: 'Bengaluru' },
    });
    await measure('POST /graphql (dashboard query, 4 fields)', () =>
      fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: dashboard }),
    );
    await measure('GET /api/properties/abc (400 path)', async () => {
      const response = await fetch(`${server.url}/api/properties/abc`);
      return new Response(await response.arrayBuffer(), { status: response.status === 400 ? 200 : 500 });
    });
  } finally {
    await server.close();
  }
  const memory = process.memoryUsage();
  console.log(`\nMemory after the run: RSS ${(memory.rss / 2 ** 20).toFixed(0)} MiB (was ${(rssBefore / 2 ** 20).toFixed(0)} MiB before start-up), heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`);
  bundleFigures();
  javascriptPerRoute();
  await stackFloor();
  await cacheRatios();
  await renderTimes();
  // BENCH_LIGHTHOUSE=0 skips the Lighthouse runs (about 6 minutes; twice that and a build with BENCH_BASELINE).
  if (process.env.BENCH_LIGHTHOUSE !== '0') await phoneBench();
  await soak();
  await clusterThroughput();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
