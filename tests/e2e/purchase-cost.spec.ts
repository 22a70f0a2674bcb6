import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import topGainers from '../../server/fixtures/top-gainers.json' with { type: 'json' };
import shares from '../../server/fixtures/property-type-shares.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { chooseOption } from './support/antSelect';

// Issue 11 as a buyer meets it: the cost of buying on a property page, a shared
// calculator link, and CSV files downloaded from a chart and from a table.

const card = (page: Page) => page.getByRole('region', { name: 'Total cost of buying' });
const line = (page: Page, id: string) => page.locator(`[data-line="${id}"]`).first();

/** The downloaded file's name and its rows (BOM and CRLF removed). */
async function rowsOf(download: Download): Promise<{ name: string; rows: string[] }> {
  const text = readFileSync((await download.path())!, 'utf8');
  return { name: download.suggestedFilename(), rows: text.replace(/^\uFEFF/, '').split(/\r?\n/) };
}

test('a Mumbai property: 5% duty + 1% metro cess, registration capped at ₹30,000, and a woman buyer pays less', async ({ page }) => {
  await page.goto('/property/103');
  const cost = card(page);
  await expect(cost.getByTestId('total-charges')).toHaveText('₹13,38,000');
  await expect(line(page, 'stamp-duty')).toContainText('5%');
  await expect(line(page, 'metro-cess')).toContainText('1%');
  await expect(line(page, 'registration')).toContainText('1%, at most ₹30,000');
  await expect(line(page, 'registration')).toContainText('₹30,000');
  await expect(cost.getByText('Maharashtra rules · duty 6% of ₹2.18 Cr')).toBeVisible();

  await cost.getByText('Woman', { exact: true }).click();
  await expect(cost.getByTestId('total-charges')).toHaveText('₹11,20,000');
  await expect(line(page, 'stamp-duty')).toContainText('4%');
  await expect(cost.getByText('Maharashtra rules · duty 5% of ₹2.18 Cr')).toBeVisible();

  // Each rate opens its source and dates.
  await line(page, 'metro-cess').getByRole('button').click();
  await expect(page.getByText('In force since: 1 Apr 2022')).toBeVisible();
  await expect(page.getByText('Checked: Nov 2026')).toBeVisible();
});

test('a Bengaluru property shows 2% registration; the card opens the calculator with the same figures', async ({ page }) => {
  await page.goto('/property/201');
  await expect(line(page, 'registration')).toContainText('2%');
  const charges = await card(page).getByTestId('total-charges').textContent();
  await card(page).getByRole('link', { name: 'Open the purchase-cost calculator' }).click();
  await expect(page).toHaveURL(/\/tools\/purchase-cost\?city=Bengaluru&price=14800000/);
  await expect(page.getByTestId('total-charges')).toHaveText(charges!);
});

test('a shared calculator link opens the same result', async ({ page, browser }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'Purchase Cost Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase cost calculator' })).toBeVisible();

  await chooseOption(page, page.getByLabel('City'), 'Pune');
  const price = page.getByLabel('Price (₹)');
  await price.fill('4000000');
  await page.getByLabel('Under construction').click();
  await expect(page.getByLabel('Under construction')).toBeChecked();
  await page.getByLabel('Carpet area (m²)').fill('55');
  await expect(line(page, 'gst')).toContainText('1% (affordable: up to ₹45 lakh and 90 m² carpet)');
  await expect(line(page, 'gst')).toContainText('₹40,000');
  await expect(page.getByTestId('total-charges')).toHaveText('₹3,50,000');
  await expect(page).toHaveURL(/city=Pune&price=4000000&buyer=man&status=under-construction&carpetAreaSqM=55/);

  // Someone else opens the link.
  const other = await browser.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('total-charges')).toHaveText('₹3,50,000');
  await expect(other.getByLabel('Price (₹)')).toHaveValue('40,00,000');
  await expect(other.getByLabel('Under construction')).toBeChecked();
  await other.close();
});

test('a table downloads as CSV: the top gainers as shown, plain numbers, source rows last', async ({ page }) => {
  await page.goto('/dashboard?city=Pune');
  const widget = page.getByRole('region', { name: 'Top Gainers' });
  const first = topGainers.filter((gainer) => gainer.city === 'Pune').sort((a, b) => b.appreciation.oneYear - a.appreciation.oneYear)[0];
  await expect(widget.getByTestId('gainer').first()).toContainText(first.locality);
  const [download] = await Promise.all([page.waitForEvent('download'), widget.getByRole('button', { name: 'Download CSV of top gainers' }).click()]);
  const { name, rows } = await rowsOf(download);
  expect(name).toBe('gharinsight-pune-top-gainers.csv');
  expect(rows[0]).toBe('Rank,Locality,Rate (₹ per sqft),Appreciation 1y (%),Rental yield (%)');
  expect(rows[1]).toBe(`1,${first.locality},${first.ratePerSqFt},${first.appreciation.oneYear},${first.rentalYield}`);
  // The same rate as on screen, without ₹ or grouping.
  await expect(widget.getByTestId('gainer').first()).toContainText(`₹${first.ratePerSqFt.toLocaleString('en-IN')}/sqft`);
  expect(rows.slice(-4)).toEqual(['', 'Source,GharInsight sample data (invented for illustration)', 'As of,not dated', 'Note,Illustrative sample data']);
});

test('a chart downloads as CSV from its own menu, made in the browser', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/dashboard?city=Pune');
  const widget = page.getByRole('region', { name: 'Property Types' });
  // The menu button as drawn (its accessible proxy, 'View chart context menu', lies under the SVG).
  await expect(widget.getByRole('button', { name: /View chart context menu/ })).toHaveCount(1);
  await widget.locator('.highcharts-contextbutton').click();
  await expect(widget.locator('.highcharts-menu-item')).toHaveText(['Download PNG image', 'Download SVG vector image', 'Download CSV']);
  const [download] = await Promise.all([page.waitForEvent('download'), widget.locator('.highcharts-menu-item', { hasText: 'Download CSV' }).click()]);
  const { name, rows } = await rowsOf(download);
  expect(name).toBe('gharinsight-pune-property-types.csv');
  const pune = shares.filter((share) => share.city === 'Pune');
  for (const share of pune) expect(rows).toContain(`"${share.type}",${share.percent}`);
  expect(rows.slice(-3)).toEqual(['"Source","GharInsight sample data (invented for illustration)"', '"As of","not dated"', '"Note","Illustrative sample data"']);
  // PNG is made in the browser too.
  await widget.locator('.highcharts-contextbutton').click();
  const [png] = await Promise.all([page.waitForEvent('download'), widget.locator('.highcharts-menu-item', { hasText: 'Download PNG image' }).click()]);
  expect(png.suggestedFilename()).toBe('gharinsight-pune-property-types.png');
  expect(readFileSync((await png.path())!).subarray(1, 4).toString()).toBe('PNG');
  // Nothing went to an export server.
  expect(requests.filter((url) => !/^(http:\/\/localhost|blob:http:\/\/localhost|data:)/.test(url))).toEqual([]);
});
