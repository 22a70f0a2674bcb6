import type { Page } from '@playwright/test';
import marketData from '../../server/fixtures/market-data.json' with { type: 'json' };
import topGainers from '../../server/fixtures/top-gainers.json' with { type: 'json' };
import transactionPrices from '../../server/fixtures/transaction-prices.json' with { type: 'json' };
import marketAnalysis from '../../server/fixtures/market-analysis.json' with { type: 'json' };
import { CITIES } from '../../web/src/config/cities';
import { DEFAULT_SPLIT_NOTE } from '../../web/src/features/property-types/propertyTypeOptions';
import { formatPricePerSqft } from '../../web/src/shared/format';
import { lowContrast } from './contrast';
import { chooseOption } from './support/antSelect';
import { expect, scrollThrough, scrollUntilHydrated, test, waitForHydration } from './fixtures';

// Expected figures come from the fixtures the server reads, formatted the way the app formats them.
const avgPriceOf = (city: string) => formatPricePerSqft(marketData.find((entry) => entry.city === city)!.avgPrice);
const TAB_LABELS = ['Overview', 'Localities', 'Amenities', 'Malls', 'Theaters', 'Developers'];

async function chooseCity(page: Page, city: string) {
  await chooseOption(page, page.getByLabel('City', { exact: true }), city);
}

// Widgets have tabs of their own (the locality map's Prices/Amenities/Transport): the
// dashboard's tab list is the first on the page.
const dashboardTab = (page: Page, name: string) => page.getByRole('tablist').first().getByRole('tab', { name, exact: true });

const marketOverview = (page: Page) => page.getByRole('region', { name: 'Market Overview' });

test('the dashboard opens on Overview for the default city', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveTitle('Dashboard · GharInsight');
  await expect(page.getByRole('heading', { level: 1, name: 'Mumbai Real Estate Dashboard' })).toBeVisible();
  await expect(dashboardTab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tablist').first().getByRole('tab')).toHaveText(TAB_LABELS);
  await expect(marketOverview(page).getByText(avgPriceOf('Mumbai'))).toBeVisible();
  // The Filters button opens the city's property listing (issue 9).
  await page.getByRole('link', { name: 'Filters' }).click();
  await expect(page).toHaveURL('/properties?city=Mumbai');
  await expect(page.getByRole('heading', { level: 1, name: 'Properties in Mumbai' })).toBeVisible();
});

test('a lower-case city in the address opens that city and the address is corrected', async ({ page }) => {
  await page.goto('/dashboard?city=pune');
  await expect(page.getByRole('heading', { level: 1, name: 'Pune Real Estate Dashboard' })).toBeVisible();
  await expect(page).toHaveURL('/dashboard?city=Pune');
  await page.getByRole('link', { name: 'Filters' }).click();
  await expect(page).toHaveURL('/properties?city=Pune');
});

test('an unknown city and an unknown tab in the address are ignored', async ({ page }) => {
  await page.goto('/dashboard?city=Atlantis&amenityTab=penthouses');
  await expect(page.getByRole('heading', { level: 1, name: 'Mumbai Real Estate Dashboard' })).toBeVisible();
  await expect(dashboardTab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(marketOverview(page).getByText(avgPriceOf('Mumbai'))).toBeVisible();
});

test('city and amenityTab from the address pick the city and the tab', async ({ page }) => {
  await page.goto('/dashboard?city=Delhi+NCR&amenityTab=localities');
  await expect(page.getByRole('heading', { level: 1, name: 'Delhi NCR Real Estate Dashboard' })).toBeVisible();
  await expect(dashboardTab(page, 'Localities')).toHaveAttribute('aria-selected', 'true');
  // The Localities tab has no market overview.
  await expect(marketOverview(page)).toHaveCount(0);
});

test('switching tabs writes amenityTab to the address and keeps the city', async ({ page }) => {
  await page.goto('/dashboard?city=Pune');
  await dashboardTab(page, 'Theaters').click();
  await expect(page).toHaveURL('/dashboard?city=Pune&amenityTab=theaters');
  await expect(dashboardTab(page, 'Theaters')).toHaveAttribute('aria-selected', 'true');
  await dashboardTab(page, 'Overview').click();
  await expect(page).toHaveURL('/dashboard?city=Pune&amenityTab=overview');
  await expect(marketOverview(page).getByText(avgPriceOf('Pune'))).toBeVisible();
});

test('the Amenities tab’s cards switch to the matching tab', async ({ page }) => {
  const cards = [
    ['Shopping Malls', 'shopping-malls', 'Malls'],
    ['Movie Theaters', 'theaters', 'Theaters'],
    ['Property Developers', 'property-developers', 'Developers'],
  ] as const;
  await page.goto('/dashboard?city=Chennai&amenityTab=amenities');
  for (const [card, amenityTab, tabLabel] of cards) {
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${card}`) }).click();
    await expect(page).toHaveURL(`/dashboard?city=Chennai&amenityTab=${amenityTab}`);
    await expect(dashboardTab(page, tabLabel)).toHaveAttribute('aria-selected', 'true');
    // Back to the Amenities tab, as a visitor goes back (no second page load).
    await page.goBack();
    await expect(dashboardTab(page, 'Amenities')).toHaveAttribute('aria-selected', 'true');
  }
});

test('changing the city updates the address and the figures shown', async ({ page }) => {
  await page.goto('/dashboard?amenityTab=overview');
  await expect(marketOverview(page).getByText(avgPriceOf('Mumbai'))).toBeVisible();
  await chooseCity(page, 'Bengaluru');
  await expect(page).toHaveURL('/dashboard?amenityTab=overview&city=Bengaluru');
  await expect(page.getByRole('heading', { level: 1, name: 'Bengaluru Real Estate Dashboard' })).toBeVisible();
  await expect(marketOverview(page).getByText(avgPriceOf('Bengaluru'))).toBeVisible();
  await expect(marketOverview(page).getByText(avgPriceOf('Mumbai'))).toHaveCount(0);
});

const SECTIONS = [
  {
    path: '/top-gainers',
    heading: 'Top Gainers',
    // Sorted by appreciation, highest first: the first locality is always on screen.
    expected: (city: string) =>
      topGainers.filter((entry) => entry.city === city).sort((a, b) => b.appreciation.oneYear - a.appreciation.oneYear)[0]!.locality,
  },
  {
    path: '/transaction-prices',
    heading: 'Transaction Prices',
    expected: (city: string) =>
      transactionPrices.filter((entry) => entry.city === city).sort((a, b) => b.transactionCount - a.transactionCount)[0]!.locality,
  },
  {
    path: '/market-analysis',
    heading: 'Market Analysis',
    expected: (city: string) => marketAnalysis.find((entry) => entry.city === city)!.drivers[0]!,
  },
];

for (const section of SECTIONS) {
  test(`${section.path} shows only the ${section.heading} section with the city selector`, async ({ page }) => {
    await page.goto(section.path);
    await expect(page).toHaveTitle(`${section.heading} · GharInsight`);
    await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
    await expect(page.getByRole('main').getByText(section.expected('Mumbai')).first()).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(marketOverview(page)).toHaveCount(0);

    await chooseCity(page, 'Hyderabad');
    await expect(page).toHaveURL(`${section.path}?city=Hyderabad`);
    await expect(page.getByRole('main').getByText(section.expected('Hyderabad')).first()).toBeVisible();
  });
}

// One test per city, so a city that fails does not hide the others.
for (const city of CITIES) {
  test(`every tab of ${city} renders without a browser error`, async ({ page }) => {
    await page.goto(`/dashboard?city=${encodeURIComponent(city)}`);
    await expect(page.getByRole('heading', { level: 1, name: `${city} Real Estate Dashboard` })).toBeVisible();
    for (const label of TAB_LABELS) {
      await dashboardTab(page, label).click();
      await expect(dashboardTab(page, label)).toHaveAttribute('aria-selected', 'true');
      // Let the tab's requests settle so a failing widget logs before the next click.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The property-type doughnut falls back to a typical split instead of an error box.
      await expect(page.getByText(DEFAULT_SPLIT_NOTE)).toHaveCount(0);
    }
  });
}

/** Each widget's height by its name: the dashboard's named regions (cards and the market overview). */
async function widgetHeights(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('main .ant-card[role=region], main section[aria-label="Market Overview"]')].map((element) => [
        element.getAttribute('aria-label'),
        Math.round(element.getBoundingClientRect().height),
      ]),
    ),
  );
}

test.describe('at 1366 px wide', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const city of ['Mumbai', 'Bengaluru']) {
    test(`${city}: each widget's skeleton takes the room of the loaded widget, so nothing shifts`, async ({ page, browser }) => {
      await page.goto(`/dashboard?city=${city}`);
      await expect(marketOverview(page).getByText(avgPriceOf(city))).toBeVisible();
      // Widgets below the first screen hydrate when they come near the viewport (DeferredHydration),
      // and then their charts load when they are in it: scroll until every part has hydrated, then once more.
      await scrollUntilHydrated(page, 'the skeleton test');
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('chart')).toHaveCount(2);
      const loaded = await widgetHeights(page);

      // The same page reached in the browser (the server renders it with its data) with
      // every GraphQL request held: each widget shows its skeleton.
      const loading = await browser.newPage({ viewport: { width: 1366, height: 900 } });
      await loading.goto('/');
      await waitForHydration(loading);
      // Every query is held, GET (persisted queries, with a query string) and POST alike.
      await loading.route((url) => url.pathname === '/graphql', () => {});
      await loading.locator('main').getByText(city, { exact: true }).click();
      await expect(loading).toHaveURL(new RegExp(`/dashboard\\?city=${city}$`));
      await expect(loading.getByRole('status', { name: 'Loading market overview' })).toBeVisible();
      await expect(loading.getByRole('status', { name: /^Loading / })).toHaveCount(10);
      const skeletons = await widgetHeights(loading);
      await loading.close();

      expect(Object.keys(skeletons)).toEqual(Object.keys(loaded));
      expect(Object.keys(loaded)).toHaveLength(10);
      expect(skeletons).toEqual(loaded);
    });
  }
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // A phone never scrolls the page sideways: the city select, Save and Filters were 404 px
  // wide together on the dashboard and its section pages, and now wrap.
  for (const path of ['/dashboard?city=Pune', '/dashboard/market-analysis?city=Pune']) {
    test(`${path}: the page is no wider than the screen`, async ({ page }) => {
      await page.goto(path);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
      expect(widths.page).toBe(widths.screen);
    });
  }

  for (const city of ['Delhi NCR', 'Bengaluru']) {
    test(`${city}: every locality's point is drawn inside the map, and its three controls sit on the map`, async ({ page, request }) => {
      await page.goto(`/dashboard?city=${encodeURIComponent(city)}&amenityTab=localities`);
      const group = page.getByRole('group', { name: `Map of ${city} localities` });
      await expect(group).toBeVisible();
      // The map is drawn by Highcharts Maps when it comes into view; its points are SVG markers (.gi-point).
      const map = group.getByTestId('city-map');
      const localities = (await (await request.get(`/api/localities?city=${encodeURIComponent(city)}`)).json()) as unknown[];
      await expect(async () => {
        await map.scrollIntoViewIfNeeded();
        await expect(map.locator('.gi-point')).toHaveCount(localities.length, { timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      const boxes = await group.evaluate((element) => {
        const rect = (node: Element) => {
          const { left, top, right, bottom } = node.getBoundingClientRect();
          return { left, top, right, bottom };
        };
        return {
          map: rect(element),
          points: [...element.querySelectorAll('.gi-point')].map(rect),
          controls: [...element.querySelectorAll('button')].map(rect),
        };
      });
      expect(boxes.controls).toHaveLength(3);
      // Geography decides where points fall (three pairs of localities even share one), so
      // they may touch each other; each one's centre is on the map, and so is each control.
      const inside = (box: typeof boxes.map, x: number, y: number) => x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      for (const point of boxes.points) expect(inside(boxes.map, (point.left + point.right) / 2, (point.top + point.bottom) / 2)).toBe(true);
      for (const control of boxes.controls) {
        expect(inside(boxes.map, control.left, control.top)).toBe(true);
        expect(inside(boxes.map, control.right, control.bottom)).toBe(true);
      }
    });
  }
});

// Secondary texts, changes, badges, labels and the selected tabs of the dashboard widgets.
const CONTRAST_CHECKED = [
  '.ant-typography-secondary',
  '.ant-statistic-title',
  '.ant-descriptions-item-label',
  '[data-testid="metric-change"]',
  '[data-testid="prediction"] .ant-typography',
  '.ant-tag',
  '.ant-tabs-tab-active .ant-tabs-tab-btn',
  '[role="tab"][aria-selected="true"]',
  '[aria-pressed="true"]',
].join(', ');

// One test per theme and page, so a page that fails does not hide the others.
for (const theme of ['light', 'dark'] as const) {
  for (const search of ['?city=Delhi+NCR', '?city=Pune&amenityTab=localities', '?city=Mumbai&amenityTab=theaters']) {
    test(`${theme} theme, /dashboard${search}: the secondary texts, changes and badges have at least 4.5:1 contrast`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('gharinsight-theme', JSON.stringify(value)), theme);
      await page.goto(`/dashboard${search}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
      expect(await lowContrast(page, CONTRAST_CHECKED)).toEqual([]);
    });
  }
}
