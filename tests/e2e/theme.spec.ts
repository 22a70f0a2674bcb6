import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// A visitor whose stored theme is dark gets dark styles before the first paint: every
// colour is a CSS variable with its dark value under html[data-theme="dark"] (one static
// stylesheet holds both themes), and the inline script in the page sets data-theme from
// localStorage before anything is painted, cookie or not. The app keeps the
// gharinsight-theme cookie in step, so the server renders the chosen theme next time.
// To see what is painted before any of the app's JavaScript runs, its scripts are held back.

const DARK_CONTAINER = 'rgb(20, 20, 20)'; // antd's dark colorBgContainer, #141414
const LIGHT_CONTAINER = 'rgb(255, 255, 255)';

/** Every script of the app answers empty, so nothing of the app runs (an abort would log console errors). */
async function holdBackAppScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
}

/** The background of the first antd card: painted from the server's styles alone while the scripts are held back. */
const cardBackground = (page: Page) => page.locator('.ant-card').first().evaluate((card) => getComputedStyle(card).backgroundColor);

test('no stored theme: the page is light', async ({ page }) => {
  await holdBackAppScripts(page);
  // page.goto waits for hydration, which never comes without the scripts: the frame's own goto does not.
  await page.mainFrame().goto('/dashboard?city=Pune', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await cardBackground(page)).toBe(LIGHT_CONTAINER);
});

for (const stored of ['"dark"', 'dark']) {
  test(`stored theme ${stored} without the cookie: dark styles before the app's scripts run`, async ({ page, context }) => {
    await context.addInitScript((value) => window.localStorage.setItem('gharinsight-theme', value), stored);
    await holdBackAppScripts(page);
    await page.mainFrame().goto('/dashboard?city=Pune', { waitUntil: 'load' });
    // The server rendered light (no cookie); the colours are dark all the same.
    await expect(page.locator('html')).toHaveAttribute('data-ssr-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await cardBackground(page)).toBe(DARK_CONTAINER);
  });
}

test('a stored dark theme without the cookie: the app sets the cookie once it runs', async ({ page, context }) => {
  await context.addInitScript(() => window.localStorage.setItem('gharinsight-theme', '"dark"'));
  await page.goto('/news');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'gharinsight-theme')?.value).toBe('dark');
  expect(await cardBackground(page)).toBe(DARK_CONTAINER);
});

test('switching the theme in the app sets the cookie, so the next page is rendered dark by the server', async ({ page, context, request }) => {
  await page.goto('/news');
  await page.getByRole('switch', { name: /theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'gharinsight-theme');
  expect(cookie?.value).toBe('dark');
  expect(await page.evaluate(() => window.localStorage.getItem('gharinsight-theme'))).toBe('"dark"');
  const html = await (await request.get('/property/101', { headers: { cookie: 'gharinsight-theme=dark' } })).text();
  expect(html).toContain('data-ssr-theme="dark"');
  await page.goto('/property/101');
  await waitForHydration(page);
  expect(await cardBackground(page)).toBe(DARK_CONTAINER);
});
