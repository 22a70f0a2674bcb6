import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, reloadIfStalled, scrollThrough, test } from './fixtures';

// Issue 13, point 9: axe-core finds no violations on any route, at 1280 and 390 px wide,
// in the light and the dark theme, with all of axe's default rules (WCAG A/AA and best
// practices such as region, landmark-unique, heading-order and color-contrast).
//
// @axe-core/playwright (Deque's own Playwright binding) rather than injecting axe-core by
// hand: it injects the same axe-core into every frame, runs it and returns the results,
// and its include/exclude API is the only place an element could be left out.
//
// One test per route, the four width × theme combinations in one page load (below).

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
  // The Locality Map (issue 34) is a Highcharts map; the locality page has a locator map. The city
  // page's map beside its table is a plain-SVG preview until the visitor reaches for it (issue 32).
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
  { name: 'city localities', path: '/localities/pune' },
  { name: 'city localities, Mumbai', path: '/localities/mumbai' },
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
/** How long a skeleton or a chart may take to go (the default 5 s is short on a busy machine). */
const WAIT = 60_000;

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
  // passes each screen in two frames. A busy browser may skip the frames in which a part passed
  // the viewport (scrollThrough notes it), so the walk is repeated, as a reader scrolls back,
  // until every part has hydrated.
  // A page that stopped drawing (fixtures.ts) is loaded again, once: nothing was done on it yet.
  let reloaded = false;
  await expect(async () => {
    await scrollThrough(page);
    if (!reloaded) reloaded = await reloadIfStalled(page, 'settle');
    await page.waitForFunction(() => (document.documentElement.dataset.partsWaiting ?? '0') === '0', undefined, { timeout: 5_000 });
  }).toPass({ timeout: WAIT });
  // One screen at a time again, so each part is seen by the IntersectionObservers that start loading it.
  await scrollThrough(page, { screens: 1 });
  await drawn(page, charts);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The page after a change of theme or width, once settled: every part has hydrated and every
 * chart has loaded, and neither is undone by a change of theme or width (the charts redraw in
 * place), so there is nothing to scroll to; what can change is waited for (a skeleton, a chart
 * redrawn at its new width).
 */
async function drawn(page: Page, charts: number) {
  await expect(page.locator('.highcharts-container')).toHaveCount(charts, { timeout: WAIT });
  await expect(busy(page)).toHaveCount(0, { timeout: WAIT });
  await chartsFit(page);
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

/** Every chart drawn at its box's width: after the window is resized, Highcharts redraws each chart to fit. */
async function chartsFit(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('.highcharts-container')].every(
        (container) => Math.abs(container.getBoundingClientRect().width - container.parentElement!.getBoundingClientRect().width) < 1,
      ),
    undefined,
    { timeout: WAIT },
  );
}

for (const route of ROUTES) {
  test(`axe: no violations on ${route.name} (${route.path}) at 1280 and 390 px, light and dark`, async ({ page }) => {
    // One page load and four axe runs: generous, for a machine busy with other work.
    test.setTimeout(180_000);
    const found: string[] = [];
    const check = async (width: number, theme: 'light' | 'dark') => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await drawn(page, route.charts ?? 0);
      found.push(...(await violations(page, `${width} px, ${theme}`)));
    };
    // The page is loaded once, and the visitor changes it as a visitor can: the header's theme
    // switch, the window narrowed to a phone's width (the layout is CSS: the same markup under
    // other rules; the charts redraw to fit), the switch again. Each chart is drawn at the width
    // axe sees it at or narrowed to it: a chart widened after being drawn narrow keeps a shorter
    // plot. What axe found in each state was what it finds after a fresh load in that state (all
    // 31 routes compared: the same violations, passes and incomplete results, Highcharts'
    // generated ids aside), for a quarter of the page loads.
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    if (route.storage) await page.addInitScript((entries) => Object.entries(entries).forEach(([key, value]) => window.localStorage.setItem(key, value)), route.storage);
    await page.goto(route.path);
    // Scrolled through once, after the load; the other states change the page in place.
    await settle(page, route.charts ?? 0);
    await check(WIDTHS[0], 'light');
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await check(WIDTHS[0], 'dark');
    await page.setViewportSize({ width: WIDTHS[1], height: HEIGHT });
    await check(WIDTHS[1], 'dark');
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await check(WIDTHS[1], 'light');
    expect(found.join('\n'), `axe violations on ${route.path}`).toBe('');
  });
}
