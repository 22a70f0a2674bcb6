import { test as plainTest, type Page } from '@playwright/test';
import { expect, scrollUntilHydrated, test, waitForHydration } from './fixtures';

// Server-rendered pages hydrate cleanly: no warning or error in the console, and no
// GraphQL request for data the server already rendered (the Apollo cache arrives
// with the page, cache-first).

const ROUTES = [
  '/',
  '/dashboard?city=Pune',
  '/top-gainers?city=Pune',
  '/transaction-prices?city=Pune',
  '/market-analysis?city=Pune',
  '/property/101',
  '/news',
  '/news/mumbai-prices-hold-above-17000-per-sq-ft-as-annual-growth-cools-to-6',
  '/compare?cities=Mumbai,Pune',
  '/properties?city=Pune',
  '/search?q=baner',
  '/localities/pune/baner',
  '/localities/pune',
  '/tools/purchase-cost',
  '/saved',
  '/tools/affordability',
  '/tools/rent-vs-buy?property=401',
  '/shopping-malls/3001',
  '/methodology',
  '/no/such/page',
];

for (const route of ROUTES) {
  test(`${route} hydrates without console messages and fetches nothing the server rendered`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => {
      // The not-found page answers 404, which Chromium reports for the document itself.
      if (/^Failed to load resource: .* 404/.test(message.text()) && message.location().url.endsWith(route)) return;
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
    });
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.postData() ?? request.url());
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Hydrated from the server's markup, not rendered afresh: the server's first heading is still the same node.
    await expect(page.locator('h1').first()).toBeVisible();
    // Parts below the first screen hydrate when scrolled to (DeferredHydration): scroll
    // through the page, and wait until every one has hydrated, before the checks.
    await scrollUntilHydrated(page, 'hydration');
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    expect(graphqlRequests).toEqual([]);
    // Nor does it insert a style of its own: antd runs in zero-runtime mode, its styles are
    // in the one stylesheet the page links, and every style inserted would make the
    // browser recompute the whole page's style. The only <style> is index.html's.
    const styles = await page.evaluate(() => ({
      inline: [...document.querySelectorAll('head style, body > style')].map((style) => (style.textContent ?? '').slice(0, 60)),
      sheets: [...document.querySelectorAll('link[rel="stylesheet"]')].length,
    }));
    expect(styles.inline).toHaveLength(1);
    expect(styles.inline[0]).toContain('html[data-theme');
    expect(styles.sheets).toBe(1);
  });
}

// Without the shared fixture, which would fail the test on the very error it expects.
plainTest('a page whose markup changed is reported by hydration (the check above can fail)', async ({ page }) => {
  // Change one text node of the server's HTML on its way to the browser: React must notice.
  await page.route('**/news', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('Real Estate News &amp; Insights</h1>', 'Real Estate News &amp; Insight</h1>');
    await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-encoding': 'identity' } });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/news');
  // React recovers by rendering the page afresh and reports the mismatch.
  await expect(page.getByRole('heading', { level: 1, name: 'Real Estate News & Insights' })).toBeVisible();
  await expect.poll(() => errors.some((text) => /418|[Hh]ydrat/.test(text))).toBe(true);
});

test('the scripts are added after the frame that paints the page, and each is fetched once', async ({ page }) => {
  // Counts rendering frames from the start, and notes how many had run when the page's script
  // list was parsed and when its first script element appeared.
  await page.addInitScript(() => {
    const seen = { frames: 0, listAt: -1, scriptsAt: -1, framesAtScripts: -1 };
    Object.assign(window, { startSeen: seen });
    const tick = () => {
      seen.frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new MutationObserver(() => {
      if (seen.listAt < 0 && document.getElementById('gharinsight-scripts')) seen.listAt = performance.now();
      if (seen.scriptsAt < 0 && document.querySelector('link[rel=modulepreload], script[type=module][src]')) {
        seen.scriptsAt = performance.now();
        seen.framesAtScripts = seen.frames;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/news');
  await waitForHydration(page);
  const { entry, preload, resources, seen } = await page.evaluate(() => {
    const list = JSON.parse(document.getElementById('gharinsight-scripts')?.textContent ?? 'null') as { entry: string; preload: string[] };
    const paths = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name }) => new URL(name).pathname);
    return { ...list, resources: paths, seen: (window as unknown as { startSeen: { framesAtScripts: number; listAt: number; scriptsAt: number } }).startSeen };
  });
  // A frame had been rendered (or, where none came, the start script's one-second fallback had passed).
  expect(seen.framesAtScripts >= 1 || seen.scriptsAt - seen.listAt >= 990, JSON.stringify(seen)).toBe(true);
  expect(preload.length).toBeGreaterThan(3);
  for (const path of [entry, ...preload]) expect(resources.filter((item) => item === path), path).toHaveLength(1);
});

plainTest('a browser with nothing saved sees the Saved page say so from the first paint, before the app starts', async ({ page }) => {
  // The app's scripts never arrive: what shows is the server's HTML and what index.html's inline script did.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/saved');
  const empty = page.getByText(/^Nothing saved yet\. You can save a city/);
  await expect(empty).toBeVisible();
  await expect(page.locator('.ant-skeleton')).toBeHidden();

  // With something saved, a skeleton holds the list's place until the app has read it.
  await page.evaluate(() =>
    localStorage.setItem('gharinsight-saved', JSON.stringify({ version: 1, items: [{ kind: 'city', key: 'Pune', label: 'Pune', savedAt: '2026-11-01T00:00:00.000Z' }] })),
  );
  await page.reload();
  await expect(page.locator('.ant-skeleton')).toBeVisible();
  await expect(empty).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  const partsWaiting = async (page: Page) => Number(await page.locator('html').getAttribute('data-parts-waiting'));
  const idlePeriods = (page: Page, count: number) =>
    page.evaluate(
      (left) =>
        new Promise<void>((resolve) => {
          const next = () => (left-- === 0 ? resolve() : requestIdleCallback(next));
          next();
        }),
      count,
    );

  /**
   * How many parts wait once those near the viewport have hydrated: at least `least`, the
   * page's parts well below the first screen. Asserts the count holds through three idle periods.
   */
  async function partsWaitingWhileIdle(page: Page, least: number): Promise<number> {
    // One idle period first, so the parts already near the viewport have hydrated.
    await idlePeriods(page, 1);
    await expect.poll(() => partsWaiting(page)).toBeGreaterThanOrEqual(least);
    const before = await partsWaiting(page);
    // Three of the browser's idle periods pass: nothing the visitor has not scrolled to hydrates.
    await idlePeriods(page, 3);
    expect(await partsWaiting(page)).toBe(before);
    return before;
  }

  test('a part below the first screen hydrates when scrolled to, not while the page sits idle', async ({ page }) => {
    await page.goto('/property/101');
    // The header's saved link is not displayed on a phone: out of reach, it is not counted.
    // The tabs, the finance cards, the contact form, similar properties, the footer: most of them wait.
    const before = await partsWaitingWhileIdle(page, 4);
    // Brought into view, the contact form hydrates and answers.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(() => partsWaiting(page)).toBeLessThan(before);
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    // Every part a visitor can reach hydrates once scrolled to: none is left counted.
    await scrollUntilHydrated(page, 'hydration');
  });

  // The bookmarks arrive after hydration; with none saved, the list around the cards does not
  // re-render (a re-render reached the waiting cards and hydrated them all at once, leaving
  // only the footer waiting).
  for (const [route, least] of [
    // The cards past the first screen and the footer.
    ['/news', 4],
    // The article's related articles and the footer.
    ['/news/mumbai-prices-hold-above-17000-per-sq-ft-as-annual-growth-cools-to-6', 2],
    // The answer column under the form, and the footer.
    ['/tools/affordability', 2],
  ] as const) {
    test(`${route}: the parts below the first screen wait while the page sits idle`, async ({ page }) => {
      await page.goto(route);
      await partsWaitingWhileIdle(page, least);
    });
  }
});
