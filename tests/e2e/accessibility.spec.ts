import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, scrollThrough, test } from './fixtures';

// Issue 13, point 9: axe-core finds no violations on any route, at 1280 and 390 px wide,
// in the light and the dark theme, with all of axe's default rules (WCAG A/AA and best
// practices such as region, landmark-unique, heading-order and color-contrast).
//
// @axe-core/playwright (Deque's own Playwright binding) rather than injecting axe-core by
// hand: it injects the same axe-core into every frame, runs it and returns the results,
// and its include/exclude API is the only place an element could be left out.
//
// One test per route, looping over the four width × theme combinations in one page
// (set the viewport, reload), so the spec stays fast; the routes run in parallel.

test.describe.configure({ mode: 'parallel' });

/** The saved list (issue 23) with one item of each kind, two of them changed since their figures were remembered. */
const SAVED_ITEMS_AT = '2026-01-15T10:00:00.000Z';
const SAVED_LIST = JSON.stringify({
  version: 1,
  lastVisit: SAVED_ITEMS_AT,
  items: [
    { kind: 'city', key: 'Pune', label: 'Pune', savedAt: SAVED_ITEMS_AT, seen: { at: SAVED_ITEMS_AT, figures: { avgPricePerSqft: 7000, articleIds: [] } } },
    { kind: 'locality', key: 'pune/baner', label: 'Baner, Pune', savedAt: SAVED_ITEMS_AT },
    { kind: 'property', key: '401', label: 'Home', savedAt: SAVED_ITEMS_AT, seen: { at: SAVED_ITEMS_AT, figures: { price: 1.9, status: 'Ready to Move' } } },
    { kind: 'search', key: '/properties?city=Pune&bedrooms=2', label: 'Homes', savedAt: SAVED_ITEMS_AT },
    { kind: 'article', key: '5', label: 'Article', savedAt: SAVED_ITEMS_AT },
    { kind: 'property', key: '99999', label: 'A home since sold', savedAt: SAVED_ITEMS_AT },
  ],
});

/**
 * `charts`: how many Highcharts charts the page draws once scrolled through (they load near the viewport).
 * `storage`: localStorage entries set before every load of the page.
 */
const ROUTES: { name: string; path: string; charts?: number; storage?: Record<string, string> }[] = [
  { name: 'landing', path: '/' },
  // Price trends, property types and the Locality Map (a Highcharts map).
  { name: 'dashboard overview', path: '/dashboard?city=Pune', charts: 3 },
  // The Locality Map (issue 34) is a Highcharts map; the locality page has a locator map, the city page a map beside its table.
  { name: 'dashboard localities tab', path: '/dashboard?city=Pune&amenityTab=localities', charts: 1 },
  { name: 'dashboard amenities tab', path: '/dashboard?city=Pune&amenityTab=amenities' },
  { name: 'dashboard malls tab', path: '/dashboard?city=Pune&amenityTab=shopping-malls' },
  { name: 'dashboard theaters tab', path: '/dashboard?city=Pune&amenityTab=theaters' },
  { name: 'dashboard developers tab', path: '/dashboard?city=Pune&amenityTab=property-developers' },
  { name: 'top gainers', path: '/top-gainers' },
  { name: 'transaction prices', path: '/transaction-prices' },
  { name: 'market analysis', path: '/market-analysis' },
  { name: 'compare placeholder', path: '/compare' },
  { name: 'compare two cities', path: '/compare?cities=Mumbai,Pune' },
  { name: 'news', path: '/news' },
  { name: 'article', path: '/news/mumbai-prices-hold-above-17000-per-sq-ft-as-annual-growth-cools-to-6' },
  { name: 'property', path: '/property/101' },
  { name: 'property listing', path: '/properties' },
  { name: 'search results', path: '/search?q=baner' },
  { name: 'locality', path: '/localities/pune/baner', charts: 4 },
  { name: 'city localities', path: '/localities/pune', charts: 1 },
  { name: 'city localities, Mumbai', path: '/localities/mumbai', charts: 1 },
  { name: 'purchase-cost tool', path: '/tools/purchase-cost' },
  { name: 'saved, empty', path: '/saved' },
  { name: 'saved, with changes', path: '/saved', storage: { 'gharinsight-saved': SAVED_LIST } },
  { name: 'affordability tool', path: '/tools/affordability' },
  { name: 'rent-or-buy tool', path: '/tools/rent-vs-buy?property=401', charts: 1 },
  { name: 'shopping mall', path: '/shopping-malls/3012' },
  { name: 'theater', path: '/theaters/4013' },
  { name: 'property developer', path: '/property-developers/5001' },
  { name: 'info page', path: '/resources/glossary' },
  { name: 'methodology', path: '/methodology' },
  { name: 'not found', path: '/no-such-page' },
  { name: 'invalid property id', path: '/property/abc' },
];

const WIDTHS = [1280, 390] as const;
const HEIGHT = 800;
const THEME_KEY = 'gharinsight-theme';
/** How long a skeleton or a chart may take to go (the default 5 s is short on a busy machine). */
const WAIT = 60_000;

/** The dark theme before the page loads: the cookie for the server, localStorage for the browser. */
async function useDarkTheme(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: THEME_KEY, value: 'dark', url: baseURL }]);
  // Init scripts run in the order they were added, before the page's own scripts.
  await page.addInitScript((key) => window.localStorage.setItem(key, '"dark"'), THEME_KEY);
}

const busy = (page: Page) => page.locator('[aria-busy="true"]');

/**
 * The page as a visitor who scrolled through it sees it: no skeleton left (aria-busy), every
 * part scrolled into view once (charts load only near the viewport), all its charts drawn,
 * then back at the top.
 */
async function settle(page: Page, charts: number) {
  await page.getByRole('contentinfo').waitFor();
  await expect(busy(page)).toHaveCount(0, { timeout: WAIT });
  // Every deferred part hydrated first (each does when it comes near the viewport): a chart starts
  // loading only once its part has hydrated and it is near the viewport, and the scroll below
  // passes each screen in two frames.
  await scrollThrough(page);
  await page.waitForFunction(() => (document.documentElement.dataset.partsWaiting ?? '0') === '0', undefined, { timeout: WAIT });
  // One screen at a time again, so each part is seen by the IntersectionObservers that start loading it.
  await scrollThrough(page, { screens: 1 });
  await expect(page.locator('.highcharts-container')).toHaveCount(charts, { timeout: WAIT });
  await expect(busy(page)).toHaveCount(0, { timeout: WAIT });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** One line per violation: where, rule id, help text and the target selectors. */
async function violations(page: Page, label: string): Promise<string[]> {
  // axe.run() in the page itself (legacy mode) rather than runPartial() per frame and finishRun()
  // in a new blank page that axe is injected into again: the same rules on the same DOM with the
  // same results (compared on the dashboard and a locality page, passes and violations alike),
  // and a route's test takes a quarter less time. Legacy mode leaves out cross-origin frames
  // only, and the app has no frames at all: the assertion below fails the test if one appears.
  expect(page.frames().map((frame) => frame.url()), `[${label}] frames other than the page`).toHaveLength(1);
  // Full node details for violations only: the passes are not needed, and collecting them doubled axe's time.
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => {
      const detail = node.any.concat(node.all, node.none).map((check) => check.message).join('; ');
      return `    ${node.target.join(' >> ')}${detail ? ` (${detail})` : ''}`;
    });
    return `[${label}] ${violation.id}: ${violation.help}\n${targets.join('\n')}`;
  });
}

for (const route of ROUTES) {
  test(`axe: no violations on ${route.name} (${route.path}) at 1280 and 390 px, light and dark`, async ({ page, baseURL }) => {
    // Four page loads and four axe runs: generous, for a machine busy with other work.
    test.setTimeout(240_000);
    const found: string[] = [];
    // Light first (the default), then dark; 1280 → 390 → 390 → 1280 saves one resize.
    const combos = [
      { theme: 'light', width: WIDTHS[0] },
      { theme: 'light', width: WIDTHS[1] },
      { theme: 'dark', width: WIDTHS[1] },
      { theme: 'dark', width: WIDTHS[0] },
    ] as const;
    for (const [index, combo] of combos.entries()) {
      await page.setViewportSize({ width: combo.width, height: HEIGHT });
      if (index === 0 && route.storage) await page.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => window.localStorage.setItem(key, value)), route.storage);
      if (index === 0) await page.goto(route.path);
      else {
        if (combo.theme === 'dark' && combos[index - 1].theme === 'light') await useDarkTheme(page, baseURL!);
        await page.reload();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', combo.theme);
      await settle(page, route.charts ?? 0);
      found.push(...(await violations(page, `${combo.width} px, ${combo.theme}`)));
    }
    expect(found.join('\n'), `axe violations on ${route.path}`).toBe('');
  });
}
