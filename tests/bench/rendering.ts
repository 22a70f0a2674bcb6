import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ClientManifest } from '../../server/src/render/clientManifest.js';
import { CONTROL, load, report, startApp, startServer } from './soak.js';

// Issue 13's figures: what a server render costs, cold and from the render cache, what a
// cached page serves next to a static index.html (the control, same run), and how much
// JavaScript each route loads before it is usable (Lighthouse's figures: phone.ts). Each
// server runs in its own process.

export const MAIN_ROUTES = [
  '/',
  '/dashboard?city=Pune',
  '/property/101',
  '/news',
  '/news/mumbai-prices-hold-above-17000-per-sq-ft-as-annual-growth-cools-to-6',
  '/compare?cities=Mumbai,Pune',
  // The routes of the price check, the tools, the saved list and the methodology.
  '/localities/pune',
  '/localities/pune/baner',
  '/tools/affordability?city=Pune&income=200000&savings=4000000&bedrooms=2',
  '/tools/rent-vs-buy?property=401',
  '/saved',
  '/methodology',
];

const CACHED_SAMPLES = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url: string, headers: Record<string, string> = {}) {
  const t0 = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'br', ...headers } });
  await response.arrayBuffer();
  const total = performance.now() - t0;
  const render = Number(/render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { total, render, cache: response.headers.get('x-render-cache'), status: response.status };
}

export async function renderTimes(): Promise<void> {
  const app = await startApp();
  try {
    console.log('\nServer rendering, per route (a fresh server; cold = the first request of the URL, rendered; cached = median of 50 from the render cache):');
    for (const route of [...MAIN_ROUTES, '/properties', '/no/such/page']) {
      const cold = await timed(`${app.url}${route}`);
      const cached: number[] = [];
      for (let i = 0; i < CACHED_SAMPLES; i += 1) cached.push((await timed(`${app.url}${route}`)).total);
      const dark = await timed(`${app.url}${route}`, { cookie: 'gharinsight-theme=dark' });
      console.log(
        `  ${route.slice(0, 44).padEnd(44)} ${cold.status}  cold: render ${cold.render.toFixed(0).padStart(4)} ms, answer ${cold.total.toFixed(0).padStart(4)} ms   ` +
          `dark theme (second render of the URL): ${dark.render.toFixed(0).padStart(4)} ms   cached: ${median(cached).toFixed(2)} ms`,
      );
    }
  } finally {
    app.child.kill('SIGTERM');
    await app.exited;
  }

  console.log('\nA cached page next to a static index.html (100 connections, 10 s each, brotli accepted):');
  const control = await startServer(['-e', CONTROL]);
  report('control: bare Express, static index.html', await load(control.url, 10, [{ method: 'GET', path: '/' }]));
  control.child.kill('SIGTERM');
  await control.exited;
  const server = await startApp();
  await fetch(`${server.url}/property/101`);
  report('this server: /property/101, cached render', await load(server.url, 10, [{ method: 'GET', path: '/property/101' }]));
  await fetch(`${server.url}/dashboard?city=Pune`);
  report('this server: /dashboard?city=Pune, cached', await load(server.url, 10, [{ method: 'GET', path: '/dashboard?city=Pune' }]));
  server.child.kill('SIGTERM');
  await server.exited;
}

/** JavaScript a route loads before it is usable: the entry, its imports and the page's chunk, gzipped. */
export function javascriptPerRoute(): void {
  const dist = 'web/dist';
  const manifest = ClientManifest.read(dist);
  const keys = Object.keys(JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as object).filter((key) => /Page\.tsx$|Route\.tsx$/.test(key));
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  console.log('\nJavaScript before a page is usable (entry + imports + the page chunk, gzipped; charts load later, when in view):');
  for (const key of keys.sort()) {
    const assets = manifest.assetsFor([key]);
    const total = [assets.entry, ...assets.preload].reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`  ${key.replace(/^src\//, '').padEnd(56)} ${(total / 1024).toFixed(1).padStart(6)} kB in ${assets.preload.length + 1} files`);
  }
}
