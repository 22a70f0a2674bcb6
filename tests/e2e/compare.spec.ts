import type { Page } from '@playwright/test';
import marketData from '../../server/fixtures/market-data.json' with { type: 'json' };
import localityInsights from '../../server/fixtures/locality-insights.json' with { type: 'json' };
import { CITIES } from '../../web/src/config/cities';
import { formatPricePerSqft } from '../../web/src/shared/format';
import { expect, test } from './fixtures';
import { chooseOption, openList } from './support/antSelect';

const HINT = 'Please select at least 2 cities to compare their real estate markets.';
const avgPriceOf = (city: string) => formatPricePerSqft(marketData.find((entry) => entry.city === city)!.avgPrice);
const topLocalitiesOf = (city: string) =>
  localityInsights
    .filter((locality) => locality.city === city)
    .slice(0, 3)
    .map((locality) => locality.name);

const slot = (page: Page, n: number) => page.getByLabel(`Select City ${n}`, { exact: true });

async function choose(page: Page, n: number, city: string) {
  await chooseOption(page, slot(page, n), city);
  await expect(page.getByRole('button', { name: `Clear City ${n}` })).toBeVisible();
}

/** The texts of the table row whose header is `metric`, one per city. */
const row = (page: Page, metric: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: metric, exact: true }) });

test('a city chosen in one slot is hidden from the others', async ({ page }) => {
  await page.goto('/compare');
  await expect(page).toHaveTitle('Compare Cities · GharInsight');
  await expect(page.getByText(HINT)).toBeVisible();
  await choose(page, 1, 'Pune');
  await expect(page).toHaveURL('/compare?cities=Pune');

  await slot(page, 2).click();
  const offered = openList(page).locator('.ant-select-item-option');
  await expect(offered).toHaveCount(CITIES.length - 1);
  await expect(openList(page).getByTitle('Pune', { exact: true })).toHaveCount(0);
  await openList(page).getByTitle('Chennai', { exact: true }).click();
  await expect(openList(page)).toHaveCount(0);

  await slot(page, 3).click();
  await expect(openList(page).locator('.ant-select-item-option')).toHaveCount(CITIES.length - 2);
  await expect(openList(page).getByTitle('Chennai', { exact: true })).toHaveCount(0);
});

test('Reset Comparison is disabled until a city is chosen and clears every slot', async ({ page }) => {
  await page.goto('/compare');
  const reset = page.getByRole('button', { name: 'Reset Comparison' });
  await expect(reset).toBeDisabled();
  await choose(page, 1, 'Mumbai');
  await choose(page, 2, 'Kochi');
  await expect(reset).toBeEnabled();
  await reset.click();
  await expect(page).toHaveURL('/compare');
  await expect(page.getByText(HINT)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(reset).toBeDisabled();
});

test('the table appears at 2 cities and grows to 3, each city with its own localities', async ({ page }) => {
  await page.goto('/compare');
  await choose(page, 1, 'Mumbai');
  await expect(page.getByText(HINT)).toBeVisible();
  await choose(page, 2, 'Bengaluru');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Metric', 'Mumbai', 'Bengaluru']);
  await expect(row(page, 'Average Price').getByRole('cell')).toContainText([avgPriceOf('Mumbai'), avgPriceOf('Bengaluru')]);
  for (const metric of ['Price Trend (Last 6 Months)', 'Properties Listed', 'Avg. Days Listed', 'Locality Rating', 'Top Localities', 'Actions']) {
    await expect(row(page, metric)).toBeVisible();
  }

  await choose(page, 3, 'Hyderabad');
  await expect(page).toHaveURL('/compare?cities=Mumbai,Bengaluru,Hyderabad');
  await expect(table.getByRole('columnheader')).toHaveText(['Metric', 'Mumbai', 'Bengaluru', 'Hyderabad']);
  const localityCells = row(page, 'Top Localities').getByRole('cell');
  for (const [index, city] of ['Mumbai', 'Bengaluru', 'Hyderabad'].entries()) {
    await expect(localityCells.nth(index).getByRole('listitem')).toHaveText(topLocalitiesOf(city));
  }

  await page.getByRole('button', { name: 'Clear City 2' }).click();
  await expect(page).toHaveURL('/compare?cities=Mumbai,,Hyderabad');
  await expect(table.getByRole('columnheader')).toHaveText(['Metric', 'Mumbai', 'Hyderabad']);
});

test('a shared link opens the same comparison, and View Dashboard opens a city', async ({ page }) => {
  await page.goto('/compare?cities=Delhi%20NCR,Pune');
  await expect(slot(page, 1).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText('Delhi NCR');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Metric', 'Delhi NCR', 'Pune']);
  await expect(row(page, 'Average Price').getByRole('cell')).toContainText([avgPriceOf('Delhi NCR'), avgPriceOf('Pune')]);
  await expect(page).toHaveTitle('Compare Delhi NCR, Pune · GharInsight');

  await page.getByRole('link', { name: 'View Dashboard for Delhi NCR' }).click();
  await expect(page).toHaveURL('/dashboard?city=Delhi+NCR');
  await expect(page.getByRole('heading', { level: 1, name: 'Delhi NCR Real Estate Dashboard' })).toBeVisible();
});

test('a malformed link shows every known city it names and is rewritten to match', async ({ page }) => {
  await page.goto('/compare?cities=Paris,Pune,Pune,Mumbai,Kochi');
  await expect(page).toHaveURL('/compare?cities=Pune,Mumbai,Kochi');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Metric', 'Pune', 'Mumbai', 'Kochi']);
  // A link with no known city is an empty comparison.
  await page.goto('/compare?cities=Atlantis');
  await expect(page).toHaveURL('/compare');
  await expect(page.getByText(HINT)).toBeVisible();
});
