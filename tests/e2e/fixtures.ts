import { test as base, expect, type Page } from '@playwright/test';

// Every e2e spec imports `test` from here: a browser console error or an uncaught
// page error fails the test, so a page that "works" while logging errors does not pass.
// Pages arrive server-rendered and become interactive when the app has hydrated them:
// `page.goto` and `page.reload` wait for that (<html data-hydrated>, set by the app's
// HydrationMark), as a user waits for a page to respond, before a test clicks.

/** Waits until the app has hydrated the current page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Scrolls to the bottom of the page a part of a screen at a time (half by default), letting
 * each screen render, so every part that waits for the viewport (deferred hydration, charts)
 * has been in view.
 *
 * Never hangs: a CI run once waited 240 s here with the page still answering, and headless
 * Chromium is known to stop running animation frames now and then (puppeteer#10350). So each
 * wait for two frames gives up after a second, the step is at least 100 px even if the window
 * reports no height, and the walk stops after 400 steps. What comes into view is asserted by
 * the caller's next wait (parts hydrated, charts drawn), which fails plainly if the page did
 * not render; anything unusual seen here is printed with the test's output.
 */
export async function scrollThrough(page: Page, { screens = 0.5 }: { screens?: number } = {}): Promise<void> {
  const seen = await page.evaluate(async (screens) => {
    const unusual: string[] = [];
    const frames = () =>
      Promise.race([
        new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
      ]);
    const step = Math.max(window.innerHeight * screens, 100);
    if (window.innerHeight < 100) unusual.push(`window.innerHeight ${window.innerHeight}`);
    let steps = 0;
    for (let top = 0; top < document.documentElement.scrollHeight && steps < 400; top += step, steps++) {
      window.scrollTo(0, top);
      if (!(await frames())) unusual.push(`no animation frame within 1 s at ${Math.round(top)} px (${document.visibilityState})`);
    }
    if (steps === 400) unusual.push(`stopped after 400 steps; scrollHeight ${document.documentElement.scrollHeight}`);
    window.scrollTo(0, document.documentElement.scrollHeight);
    if (!(await frames())) unusual.push('no animation frame within 1 s at the bottom');
    return unusual;
  }, screens);
  if (seen.length > 0) {
    console.log(`scrollThrough on ${page.url()}: ${seen.join('; ')}`);
    if (seen.some((line) => line.startsWith('no animation frame'))) await wakeFrames(page);
  }
}

/**
 * Asks a page that stopped drawing to draw again: headless Chromium draws frames for the page
 * it takes to be in front, so the page is brought to the front (the known way, puppeteer#10350),
 * and a screenshot asks the compositor for a frame of its own (thrown away). Neither is sure: in
 * two clean runs and once locally a map page drew no frame for a minute after them
 * (reloadIfStalled then loads the page again, where a test allows it).
 */
export async function wakeFrames(page: Page): Promise<void> {
  await page.bringToFront();
  await page.screenshot({ timeout: 10_000 }).catch(() => undefined);
}

/** Whether the page runs two animation frames within a second (scrollThrough's in-page check, from outside). */
export async function drawsFrames(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Promise.race([
      new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000)),
    ]),
  );
}

/**
 * For a page that nothing has changed since it was loaded: if it draws no frame even after
 * wakeFrames, it is loaded again and the reason printed. Every stall that did not recover
 * (in two clean runs, once locally) was on a page with a Highcharts map, with the page's timers still
 * running; a test on a page that draws nothing can only time out. Gives whether it reloaded.
 */
export async function reloadIfStalled(page: Page, caller: string): Promise<boolean> {
  if (await drawsFrames(page)) return false;
  await wakeFrames(page);
  if (await drawsFrames(page)) return false;
  console.log(`${caller} on ${page.url()}: the page draws no frame; loading it again`);
  await page.reload();
  return true;
}

/**
 * Scrolls through the page until every part that waits for the viewport has hydrated
 * (<html data-parts-waiting> 0). A busy browser may skip the frames in which a part passed
 * the viewport (scrollThrough then notes it), so the walk is repeated, as a reader scrolls
 * back; a page that draws no frame even after wakeFrames is loaded again, once
 * (reloadIfStalled: a CI run's dashboard kept 3 parts waiting for a minute of walks).
 * For a test that asserts nothing afterwards that a reload would lose.
 */
export async function scrollUntilHydrated(page: Page, caller: string, { timeout = 60_000 }: { timeout?: number } = {}): Promise<void> {
  let reloaded = false;
  await expect(async () => {
    await scrollThrough(page);
    if (!reloaded && (await reloadIfStalled(page, caller))) {
      reloaded = true;
      await scrollThrough(page);
    }
    await expect(page.locator('html')).toHaveAttribute('data-parts-waiting', '0', { timeout: 5_000 });
  }).toPass({ timeout });
}

export const test = base.extend<{ failOnBrowserErrors: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript (noScript.spec.ts) nothing hydrates: the page is as the server sent it.
    if (javaScriptEnabled === false) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  failOnBrowserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A page that answers 404 on purpose (the not-found views) makes Chromium log
      // "Failed to load resource" for the document itself: that one is not an error of the app.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().isNavigationRequest()) notFoundPages.add(response.url());
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/^Failed to load resource: .* 404/.test(message.text()) && notFoundPages.has(message.location().url)) return;
        errors.push(`console.error: ${message.text()}`);
      });
      // The page's address too: a test visits many pages, and the error names none.
      page.on('pageerror', (error) => errors.push(`page error on ${page.url()}: ${error.message}`));
      await use();
      expect(errors, 'browser errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
