import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DIR } from '../../server/src/paths.js';
import { editJson, fixtureCopy, startMain, until, type MainProcess } from './support/mainProcess.js';

// New data without a restart: the real server on a copy of the fixtures (DATA_DIR).
// Pune's average price changes in the copy and SIGHUP arrives while 50 connections load
// the API and the rendered dashboard: afterwards both show the new figure, and not one
// request failed. A broken copy is refused (SIGHUP and POST /admin/reload on the metrics
// port) and the previous figure keeps serving. Needs the web build (the rendered page; support/webBuild.ts).

const OLD_PRICE = 7935;
const NEW_PRICE = 8811;

let dir: string;
let main: MainProcess;
let url: string;
let adminUrl: string;

const avgPrice = async () => ((await (await fetch(`${url}/api/market-data?city=Pune`)).json()) as { avgPrice: number }).avgPrice;
const dashboard = async () => (await fetch(`${url}/dashboard?city=Pune`)).text();
const price = (value: number) => `₹${value.toLocaleString('en-IN')}/sqft`;

beforeAll(async () => {
  dir = fixtureCopy();
  main = startMain({ PORT: '0', METRICS_PORT: '0', DATA_DIR: dir });
  url = `http://127.0.0.1:${(await main.waitFor(/serving on http:\/\/localhost:(\d+)/))[1]}`;
  adminUrl = `http://127.0.0.1:${(await main.waitFor(/Metrics on http:\/\/localhost:(\d+)/))[1]}`;
}, 90_000);

afterAll(async () => {
  main?.child.kill('SIGTERM');
  await main?.exited;
  rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('data reload', () => {
  it('SIGHUP under load (50 connections): the API and the rendered page show the new figure, no request fails', async () => {
    expect(await avgPrice()).toBe(OLD_PRICE);
    expect(await dashboard()).toContain(price(OLD_PRICE));

    let answered = 0;
    let finish: (result: autocannon.Result) => void;
    let fail: (error: unknown) => void;
    const finished = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
    const load = autocannon(
      {
        url,
        connections: 50,
        // Bounded: stopped once the checks below pass, at most this long.
        duration: 60,
        requests: [{ path: '/api/market-data?city=Pune' }, { path: '/dashboard?city=Pune' }, { path: '/api/price-trends?city=Pune' }],
      },
      (error, result) => (error ? fail(error) : finish(result)),
    );
    load.on('response', () => (answered += 1));
    await until(async () => answered >= 300, 'the load is running');

    editJson(dir, 'market-data.json', (records) => void (records.find((record) => record.city === 'Pune')!.avgPrice = NEW_PRICE));
    main.child.kill('SIGHUP');
    await main.waitFor(/"msg":"data reloaded"/);
    const atSwap = answered;
    expect(await avgPrice()).toBe(NEW_PRICE);
    const page = await dashboard();
    expect(page).toContain(price(NEW_PRICE));
    expect(page).not.toContain(price(OLD_PRICE));
    await until(async () => answered >= atSwap + 300, 'the load goes on after the swap');
    load.stop();
    const result = await finished;

    expect(result.requests.total).toBeGreaterThan(600);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
  }, 120_000);

  it('a broken copy is refused with the reason logged, and the previous figure keeps serving', async () => {
    const before = await avgPrice();
    writeFileSync(path.join(dir, 'cities.json'), JSON.stringify([{ value: 'Mumbai', label: 7 }]));

    main.child.kill('SIGHUP');
    await main.waitFor(/data reload refused; still serving the previous data: Invalid fixtures in [^\n]*cities\.json\[0\]\.label: expected String!, got number 7/);
    expect(await avgPrice()).toBe(before);
    expect(await dashboard()).toContain(price(before));

    const response = await fetch(`${adminUrl}/admin/reload`, { method: 'POST' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: 'INVALID_DATA', message: expect.stringContaining('The new data was refused; the previous data keeps serving. Invalid fixtures in') },
    });
    expect(await avgPrice()).toBe(before);
  }, 60_000);

  it('POST /admin/reload answers on the metrics port only, and reloads there', async () => {
    cpSync(path.join(FIXTURE_DIR, 'cities.json'), path.join(dir, 'cities.json'));
    editJson(dir, 'market-data.json', (records) => void (records.find((record) => record.city === 'Pune')!.avgPrice = OLD_PRICE));

    expect((await fetch(`${url}/admin/reload`, { method: 'POST' })).status).toBe(404);
    expect(await avgPrice()).not.toBe(OLD_PRICE);
    const response = await fetch(`${adminUrl}/admin/reload`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'reloaded', durationMs: expect.any(Number) });
    expect(await avgPrice()).toBe(OLD_PRICE);
  }, 60_000);
});
