import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { checkOutBaseline } from './baseline.js';
import { buildFloorFiles } from './floor/floorPage.js';
import { MAIN_ROUTES } from './rendering.js';
import { startApp } from './soak.js';

// Issue 32's phone figures (BENCH_ONLY=phone, and part of npm run bench): Lighthouse 12's
// mobile preset (simulated slow 4G, 4x slower CPU) on Debian's Chromium, median of 5 cold
// first visits (Lighthouse clears the cache and storage before each), for a floor page
// (floor/: the owner's stack alone, served by this server), the same floor with its
// scripts started after the first paint as the app's are (a control: the blocking time
// that way of starting costs by itself), and the 12 main routes; with
// BENCH_BASELINE=<git ref>, the same routes of that ref (baseline.ts), its runs
// alternating with this checkout's so that the shared host's load falls on both alike.
// Trials: BENCH_ROUTES (routes separated by spaces) and BENCH_RUNS (runs per page).

const RETRIES = 3;

interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's BenchmarkIndex of this machine during the run: lower when the shared host is busy. */
  hostIndex: number;
  scripts: number;
  requests: number;
  htmlWire: number;
  htmlRaw: number;
  jsWire: number;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

/**
 * JavaScript, however it was requested: today's index.html has a loader that fetches the
 * chunks (resource type Fetch) which the module loader then takes from the cache (Script,
 * 0 bytes); a build without it requests them as scripts only.
 */
const isJavaScript = (item: NetworkRequest) => item.resourceType === 'Script' || /\.m?js$/.test(new URL(item.url).pathname);

async function lighthouseRun(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError, environment } = result.lhr;
  // A run Lighthouse could not finish (NO_NAVSTART, now and then) has no score: say why rather than count it as 0.
  if (runtimeError || categories.performance.score === null) throw new Error(`Lighthouse failed on ${url}: ${runtimeError?.code ?? 'no score'} ${runtimeError?.message ?? ''}`);
  // Requests over the network only: not data: URLs.
  const requests = (audits['network-requests'].details as { items: NetworkRequest[] }).items.filter((item) => /^https?:/.test(item.url));
  const scripts = requests.filter(isJavaScript);
  const html = requests.find((item) => item.resourceType === 'Document');
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue ?? NaN,
    lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
    tbt: audits['total-blocking-time'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    hostIndex: environment.benchmarkIndex,
    scripts: new Set(scripts.map((item) => item.url)).size,
    requests: requests.length,
    htmlWire: html?.transferSize ?? NaN,
    htmlRaw: html?.resourceSize ?? NaN,
    jsWire: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

interface Row {
  url: string;
  status: number;
  /** Bytes of the text of the served HTML's <style> elements (no cookie: the light theme, as Lighthouse gets it). */
  inlineCss: number;
  runs: RunFigures[];
  failures: string[];
}

/** Fetches the page once: its inline CSS, and (for a route) its render, so that every run measures the page from the render cache. */
async function firstRow(url: string): Promise<Row> {
  const response = await fetch(url);
  const html = await response.text();
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);
  return { url, status: response.status, inlineCss, runs: [], failures: [] };
}

/** `runs` Lighthouse runs of each URL, alternating A B, B A, … between them; a failed run is retried up to RETRIES times. */
async function measure(urls: string[], port: number, runs: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const url of urls) rows.push(await firstRow(url));
  const pending = (row: Row) => row.runs.length < runs && row.failures.length <= RETRIES;
  for (let round = 0; rows.some(pending); round += 1) {
    for (const row of round % 2 === 0 ? rows : [...rows].reverse()) {
      if (!pending(row)) continue;
      try {
        row.runs.push(await lighthouseRun(row.url, port));
      } catch (error) {
        row.failures.push((error as Error).message);
      }
    }
  }
  return rows;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pick = (row: Row, key: keyof RunFigures) => median(row.runs.map((run) => run[key]));
const kB = (bytes: number) => (bytes / 1024).toFixed(1);

const HEADER =
  `  ${'page'.padEnd(40)} score   FCP s   LCP s  TBT ms    CLS  scripts  requests  HTML kB wire/raw  inline CSS kB   JS kB   scores of the runs   host index of the runs`;

function printRow(label: string, row: Row): void {
  for (const failure of row.failures) console.log(`  (${failure})`);
  const name = `${label.slice(0, 40)}${row.status === 200 ? '' : ` (HTTP ${row.status})`}`.padEnd(40);
  if (row.runs.length === 0) return console.log(`  ${name} no run finished`);
  console.log(
    `  ${name} ${String(pick(row, 'score')).padStart(5)} ${(pick(row, 'fcp') / 1000).toFixed(1).padStart(7)} ${(pick(row, 'lcp') / 1000).toFixed(1).padStart(7)} ` +
      `${pick(row, 'tbt').toFixed(0).padStart(7)} ${pick(row, 'cls').toFixed(3).padStart(6)} ${String(pick(row, 'scripts')).padStart(8)} ${String(pick(row, 'requests')).padStart(9)} ` +
      `${`${kB(pick(row, 'htmlWire'))}/${kB(pick(row, 'htmlRaw'))}`.padStart(17)} ${kB(row.inlineCss).padStart(14)} ${kB(pick(row, 'jsWire')).padStart(7)}   ` +
      `${row.runs.map((run) => run.score).join(', ').padEnd(20)} ${row.runs.map((run) => run.hostIndex.toFixed(0)).join(', ')}`,
  );
}

const signed = (value: number, digits = 0) => `${value > 0 ? '+' : ''}${value.toFixed(digits)}`;

function printDifferences(routes: string[], current: Row[], baseline: Row[]): void {
  console.log(`\nThis checkout minus the baseline (medians):\n  ${'route'.padEnd(40)} score  TBT ms  scripts  requests  inline CSS kB`);
  routes.forEach((route, i) => {
    const [a, b] = [current[i], baseline[i]];
    if (a.runs.length === 0 || b.runs.length === 0) return console.log(`  ${route.slice(0, 40).padEnd(40)} (a side has no finished run)`);
    const diff = (key: keyof RunFigures) => pick(a, key) - pick(b, key);
    console.log(
      `  ${route.slice(0, 40).padEnd(40)} ${signed(diff('score')).padStart(5)} ${signed(diff('tbt')).padStart(7)} ${signed(diff('scripts')).padStart(8)} ` +
        `${signed(diff('requests')).padStart(9)} ${signed((a.inlineCss - b.inlineCss) / 1024, 1).padStart(14)}`,
    );
  });
}

export async function phoneBench(): Promise<void> {
  if (!existsSync('web/dist/index.html')) throw new Error('web/dist is not built: run npm run build before the phone bench');
  // 5: Lighthouse's own advice on variability; on this shared machine one route's score moved by up to 18 points between runs of the same code.
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number of runs, 1 or more (got ${process.env.BENCH_RUNS})`);
  const routes = process.env.BENCH_ROUTES?.split(/\s+/).filter(Boolean) ?? MAIN_ROUTES;
  const ref = process.env.BENCH_BASELINE;
  // Undone in reverse order, also when a step fails or the run is interrupted (Ctrl-C).
  const cleanups: (() => unknown)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  try {
    const baselineDir = ref ? checkOutBaseline(ref) : undefined;
    if (baselineDir) cleanups.push(baselineDir.remove);
    const floor = await buildFloorFiles('web/dist');
    cleanups.push(floor.remove);
    const current = await startApp();
    cleanups.push(() => current.child.kill('SIGTERM') && current.exited);
    const floorPaths = await floor.writePage(current.url);
    const baseline = baselineDir ? await startApp(baselineDir.dir) : undefined;
    if (baseline) cleanups.push(() => baseline.child.kill('SIGTERM') && baseline.exited);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      // Ctrl-C is handled above: chrome-launcher's own handler would exit before the worktree is removed.
      handleSIGINT: false,
    });
    cleanups.push(() => chrome.kill());

    console.log(
      `\nPhone: Lighthouse 12 mobile on ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}, median of ${runs} cold first visits${ref ? `, alternating with the baseline ${ref}'s` : ''}. ` +
        `scripts: distinct JavaScript URLs requested (a chunk fetched by a loader and then taken from the cache by the module loader counts once); ` +
        `requests: every HTTP request of the visit; HTML: the document's bytes transferred (headers included) and decoded; ` +
        `inline CSS: the text of the served HTML's <style> elements; JS: JavaScript transferred; host index: Lighthouse's BenchmarkIndex of this machine in each run (lower when the host is busy).`,
    );
    const [floorRow, afterPaintFloorRow] = await measure([`${current.url}${floorPaths.page}`, `${current.url}${floorPaths.afterPaint}`], chrome.port, runs);
    const currentRows: Row[] = [];
    const baselineRows: Row[] = [];
    for (const route of routes) {
      const rows = await measure([`${current.url}${route}`, ...(baseline ? [`${baseline.url}${route}`] : [])], chrome.port, runs);
      currentRows.push(rows[0]);
      if (baseline) baselineRows.push(rows[1]);
    }

    console.log(`\nThis checkout:\n${HEADER}`);
    printRow('floor: React DOM, Apollo, Router alone', floorRow);
    printRow('floor, scripts after 1st paint (as app)', afterPaintFloorRow);
    routes.forEach((route, i) => printRow(route, currentRows[i]));
    if (baseline) {
      console.log(`\nBaseline ${ref}:\n${HEADER}`);
      routes.forEach((route, i) => printRow(route, baselineRows[i]));
      printDifferences(routes, currentRows, baselineRows);
    }
  } finally {
    process.removeListener('SIGINT', interrupted);
    await cleanUp();
  }
}
