import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { OwnServer } from './support/ownServer';

// Issue 35: installable, and readable offline. The spec runs its own server with the service
// worker on (the shared e2e server has it off, see playwright.config.ts), on a temporary copy of
// the fixtures so a figure can change (SIGHUP reload, as in saved.spec.ts), and restarts it on a
// second build (a new worker version) and with SERVICE_WORKER=off.

const PORT = Number(process.env.E2E_PORT ?? 4310) + 1;
const server = new OwnServer(PORT, 'offline');
const BASE = server.base;
const WEB_DIST = path.join(process.cwd(), 'web/dist');
/** Folders a test makes (a second build), removed after the spec. */
const temporary: string[] = [];

/** Waits until a service worker controls the page (the first version claims it once active). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** The controlling worker's build version (its answer to GET_VERSION). */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve((event.data as { version: string }).version);
        navigator.serviceWorker.controller!.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
}

/** A document load without the fixture's wait for hydration (the offline page has no app). */
const load = (page: Page, url: string) => page.mainFrame().goto(url);

const OFFLINE_MARK = /^Offline — saved copy from \d{1,2} \w{3} \d{4}$/;

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => server.start());

test.afterAll(async () => {
  await server.dispose();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

test('a saved property and locality, and /saved, read offline with the offline mark; fresh figures once back online', async ({ page, context }) => {
  test.setTimeout(240_000);
  const toggle = (name: string) => page.getByRole('button', { name, exact: true });
  const row = (kind: string) => page.locator(`[data-saved-kind="${kind}"]`);
  const mark = page.locator('.gharinsight-offline-mark');

  await page.goto(`${BASE}/`);
  await controlled(page);

  await page.goto(`${BASE}/property/401`);
  await toggle('Favourite').click();
  await expect(toggle('Favourite')).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`${BASE}/localities/pune/baner`);
  await toggle('Save Baner').click();
  await expect(toggle('Saved: Baner')).toHaveAttribute('aria-pressed', 'true');

  // /saved says which items can be read offline.
  await page.goto(`${BASE}/saved`);
  await expect(row('property').getByTestId('available-offline')).toHaveText('Available offline');
  await expect(row('locality').getByTestId('available-offline')).toHaveText('Available offline');
  await expect(mark).toHaveCount(0);

  await context.setOffline(true);
  await page.goto(`${BASE}/saved`);
  await expect(mark).toHaveText(OFFLINE_MARK);
  await expect(row('property')).toContainText('₹1.62 Cr · Ready to Move');
  await expect(row('locality')).toContainText('Average ₹11,500/sqft');
  await expect(row('property').getByTestId('available-offline')).toHaveText('Available offline');

  await page.goto(`${BASE}/property/401`);
  await expect(mark).toHaveText(OFFLINE_MARK);
  await expect(page.locator('h1').first()).toHaveText('Baner Hillcrest Residences');
  await expect(page.getByText('₹1.62 Cr').first()).toBeVisible();

  await page.goto(`${BASE}/localities/pune/baner`);
  await expect(mark).toHaveText(OFFLINE_MARK);
  await expect(page.locator('h1').first()).toHaveText('Baner');
  await expect(page.getByText('₹11,500/sqft').first()).toBeVisible();

  // A page never kept: the offline page, linking to /saved and listing what reads offline.
  await load(page, `${BASE}/news`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're offline");
  await expect(page.getByRole('link', { name: 'Saved', exact: true })).toHaveAttribute('href', '/saved');
  const available = page.getByRole('list').getByRole('link');
  await expect(available.filter({ hasText: 'Baner Hillcrest Residences' })).toHaveAttribute('href', '/property/401');
  await expect(available.filter({ hasText: /^Baner/ }).first()).toBeVisible();

  // Back online, after the data changed: the next visit shows the new figure, not the kept one.
  server.editFixture<{ city: string; slug: string; avgPricePerSqft: number; history: { pricePerSqft: number }[] }>('localities.json', (records) => {
    const baner = records.find((record) => record.city === 'Pune' && record.slug === 'baner')!;
    baner.avgPricePerSqft = 11800;
    baner.history.at(-1)!.pricePerSqft = 11800;
  });
  await server.reload();
  await context.setOffline(false);
  // The browser's own HTTP cache may keep a page until the minute turns (README, caching): time lets it go.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto(`${BASE}/localities/pune/baner`);
  await expect(mark).toHaveCount(0);
  await expect(page.getByText('₹11,800/sqft').first()).toBeVisible();
  await page.goto(`${BASE}/saved`);
  await expect(row('locality')).toContainText('Average ₹11,800/sqft');
  await expect(mark).toHaveCount(0);
});

test('the manifest is valid, its icons exist at their sizes, and Chromium finds the app installable', async ({ page }) => {
  const response = await page.request.get(`${BASE}/manifest.webmanifest`);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ short_name: 'GharInsight', start_url: '/', scope: '/', display: 'standalone' });
  expect(manifest.name).toMatch(/^GharInsight/);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await page.request.get(`${BASE}${icon.src}`);
    expect(png.status(), icon.src).toBe(200);
    const bytes = await png.body();
    // PNG signature, then IHDR's width and height.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }

  await page.goto(`${BASE}/`);
  await controlled(page);
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { active: registration.active?.state, scope: registration.scope, script: registration.active?.scriptURL };
  });
  expect(state).toEqual({ active: 'activated', scope: `${BASE}/`, script: `${BASE}/sw.js` });
  const cdp = await page.context().newCDPSession(page);
  const app = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
  expect(app.url).toBe(`${BASE}/manifest.webmanifest`);
  expect(app.errors).toEqual([]);
  expect(JSON.parse(app.data ?? '{}').short_name).toBe('GharInsight');
  // Playwright's contexts are incognito ones, where Chromium installs nothing ('in-incognito'):
  // that is the test's browser, not the app; any other reason would be the app's.
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installability.installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  await cdp.detach();
});

test('a new build shows the new-version notice; Reload runs the new version; SERVICE_WORKER=off removes it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(`${BASE}/`);
  await controlled(page);
  const first = await workerVersion(page);

  // A second build: the same files with a worker of another version.
  const nextBuild = mkdtempSync(path.join(tmpdir(), 'gharinsight-build-'));
  temporary.push(nextBuild);
  for (const entry of readdirSync(WEB_DIST)) if (entry !== 'sw.js') symlinkSync(path.join(WEB_DIST, entry), path.join(nextBuild, entry));
  writeFileSync(path.join(nextBuild, 'sw.js'), readFileSync(path.join(WEB_DIST, 'sw.js'), 'utf8').replaceAll(first, 'next-build'));
  await server.stop();
  await server.start({ WEB_DIST: nextBuild });

  // The browser looks for a new version (as it does on a navigation or when the tab returns).
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const notice = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(notice).toHaveText('A new version is available — Reload');
  // Still the old version until the reader chooses.
  expect(await workerVersion(page)).toBe(first);
  await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Reload' }).click()]);
  await waitForHydration(page);
  expect(await workerVersion(page)).toBe('next-build');
  await expect(notice).toHaveCount(0);

  // Turned off: no worker is served, and the page removes the one this browser has, with its caches.
  await server.stop();
  await server.start({ SERVICE_WORKER: 'off' });
  expect((await page.request.get(`${BASE}/sw.js`)).status()).toBe(404);
  await page.goto(`${BASE}/`);
  await expect
    .poll(() => page.evaluate(async () => ({ workers: (await navigator.serviceWorker.getRegistrations()).length, caches: (await caches.keys()).filter((name) => name.startsWith('gharinsight-')).length })))
    .toEqual({ workers: 0, caches: 0 });
});
