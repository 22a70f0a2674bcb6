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
 * Scrolls to the bottom of the page half a screen at a time, letting each screen render,
 * so every part that waits for the viewport (deferred hydration, charts) has been in view.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await frame();
    }
  });
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
