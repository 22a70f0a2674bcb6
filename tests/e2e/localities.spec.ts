import type { Locator, Page } from '@playwright/test';
import localities from '../../server/fixtures/localities.json' with { type: 'json' };
import { CITIES } from '../../web/src/config/cities';
import { localityPath } from '../../web/src/config/paths';
import { formatPricePerSqft } from '../../web/src/shared/format';
import { expect, test } from './fixtures';

// Issue 10: every widget that names a locality opens its page; the page's chart
// timeframes; a comparison shared by URL; one locality page per city.

/** Clicks the locality link in `scope` and checks the locality page it opens. */
async function openLocality(page: Page, scope: Locator, city: string, name: string) {
  const link = scope.getByRole('link', { name, exact: true }).first();
  await expect(link).toHaveAttribute('href', localityPath(city, name));
  await link.click();
  await expect(page).toHaveURL(localityPath(city, name));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price History' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('every widget that names a locality opens its page', () => {
  for (const name of ['Locality Insights', 'Top Gainers', 'Transaction Prices']) {
    test(`${name} on the dashboard`, async ({ page }) => {
      await page.goto('/dashboard?city=Pune');
      await openLocality(page, region(page, name), 'Pune', 'Baner');
    });
  }

  test('the property comparison on the dashboard', async ({ page }) => {
    await page.goto('/dashboard?city=Pune');
    const comparison = region(page, 'Property Comparison');
    const link = comparison.getByRole('link', { name: 'Baner, Pune' });
    await expect(link).toHaveAttribute('href', '/localities/pune/baner');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Baner' })).toBeVisible();
  });

  test('the locality map: the selected locality and the price list', async ({ page }) => {
    await page.goto('/dashboard?city=Pune&amenityTab=localities');
    const map = region(page, 'Locality Map');
    // The map is drawn when it comes into view; a click on Wakad's point selects Wakad.
    const wakad = map.locator('.gi-point-pune-wakad');
    await expect(async () => {
      await map.getByTestId('city-map').scrollIntoViewIfNeeded();
      await expect(wakad).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    // force: a locality's label may lie over a neighbour's point; the click lands on the point's centre.
    await wakad.click({ force: true });
    await expect(map.getByRole('heading', { level: 3 })).toHaveText('Wakad');
    await openLocality(page, map.getByRole('heading', { level: 3 }), 'Pune', 'Wakad');
    await page.goto('/dashboard?city=Pune&amenityTab=localities');
    await openLocality(page, region(page, 'Locality Map').getByRole('list', { name: 'Locality prices' }), 'Pune', 'Kharadi');
  });

  test('the property header and the similar property cards', async ({ page }) => {
    await page.goto('/property/401');
    await openLocality(page, page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) }), 'Pune', 'Baner');
    await page.goto('/property/401');
    await openLocality(page, region(page, 'Similar Properties in Pune'), 'Pune', 'Koregaon Park');
  });

  test("the compare page's Top Localities", async ({ page }) => {
    await page.goto('/compare?cities=Pune,Mumbai');
    await openLocality(page, page.getByRole('table'), 'Mumbai', 'Worli');
  });

  test('mall and theater cards', async ({ page }) => {
    await page.goto('/dashboard?city=Pune&amenityTab=shopping-malls');
    await openLocality(page, page.locator('[data-listing-card]').filter({ hasText: 'Phoenix Mall of the Millennium' }), 'Pune', 'Wakad');
    await page.goto('/dashboard?city=Pune&amenityTab=theaters');
    await openLocality(page, page.locator('[data-listing-card]').filter({ hasText: 'City Pride Kothrud' }), 'Pune', 'Kothrud');
  });

  test('mall and theater detail pages', async ({ page }) => {
    await page.goto('/shopping-malls/3012');
    await openLocality(page, page.locator('main'), 'Pune', 'Aundh');
    await page.goto('/theaters/4013');
    await openLocality(page, page.locator('main'), 'Pune', 'Bund Garden Road');
  });
});

test('the price history chart switches between 1Y, 3Y, 5Y and All', async ({ page }) => {
  await page.goto('/localities/pune/baner');
  const history = region(page, 'Price History');
  // Charts load when they come near the viewport.
  await history.scrollIntoViewIfNeeded();
  const chart = history.getByTestId('chart').first();
  await expect(chart).toContainText('Q3 2020');
  await expect(chart).not.toContainText('Q2 2020');
  const expectations: [string, string, string][] = [
    ['1Y', 'Q3 2024', 'Q2 2024'],
    ['3Y', 'Q3 2022', 'Q2 2022'],
    ['All', 'Q4 2019', 'Q3 2019'],
  ];
  for (const [button, first, before] of expectations) {
    // exact: the charts' own menu buttons are named after the chart, which names the timeframe too.
    await history.getByRole('button', { name: button, exact: true }).click();
    await expect(history.getByRole('button', { name: button, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(chart).toContainText(first);
    await expect(chart).not.toContainText(before);
  }
  await expect(history.getByLabel('Price change of Baner')).toContainText('1-year change +5.2%');
});

test('a comparison is shared by its URL: two series and the figures side by side', async ({ page, browser }) => {
  await page.goto('/localities/pune/baner');
  await page.getByRole('combobox', { name: 'Compare with…' }).selectOption({ label: 'Wakad' });
  await expect(page).toHaveURL('/localities/pune/baner?compare=wakad');
  const shared = page.url();

  const other = await browser.newPage();
  await other.goto(shared);
  const table = other.getByRole('table', { name: 'Baner compared with Wakad' });
  await expect(table).toContainText(formatPricePerSqft(11500));
  await expect(table).toContainText(formatPricePerSqft(8700));
  const legend = other.getByRole('region', { name: 'Price History' }).getByTestId('chart').first().locator('.highcharts-legend');
  await expect(legend).toContainText('Baner');
  await expect(legend).toContainText('Wakad');
  await other.close();
});

test('an unknown locality shows Locality Not Found', async ({ page }) => {
  await page.goto('/localities/pune/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Locality Not Found' })).toBeVisible();
  await expect(page.getByText("The locality you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
});

for (const city of CITIES) {
  const locality = localities.find((item) => item.city === city)!;
  test(`${city}: ${locality.name} has its page`, async ({ page }) => {
    await page.goto(localityPath(city, locality.name));
    await expect(page.getByRole('heading', { level: 1, name: locality.name })).toBeVisible();
    await expect(page.getByLabel('Key figures')).toContainText(formatPricePerSqft(locality.avgPricePerSqft));
    await expect(page.getByRole('region', { name: 'Price History' }).getByTestId('chart').first()).toContainText('Q3 2025');
    await expect(page.getByText(/sample data$/)).toBeVisible();
    await expect(page).toHaveTitle(`${locality.name}, ${city} · GharInsight`);
  });
}
