import { readFileSync } from 'node:fs';
import { expect, scrollThrough, test } from './fixtures';

// Issue 20's done-when cases in the browser: the affordability page and the API agree for
// the Pune household; /tools/rent-vs-buy?property=401 draws both lines, names the break-even
// year and every assumption's source, and downloads the year-by-year table; a bad field shows
// its error and keeps the last answer.

const PUNE = 'city=Pune&income=200000&existingEmi=0&savings=4000000&rate=8.5&tenureYears=20&foir=50&bedrooms=2';
const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;

test('Pune, ₹2 lakh a month, ₹40 lakh saved: the page shows the API\'s maximum price, loan and EMI and which localities fit', async ({ page, request }) => {
  const api = await (await request.get(`/api/affordability?${PUNE}`)).json();
  await page.goto(`/tools/affordability?${PUNE}`);
  const result = page.getByRole('region', { name: 'What you can afford' });
  await expect(result.locator('[data-figure="maxPrice"]')).toHaveText(rupees(api.maxPrice));
  await expect(result.locator('[data-figure="loan"]')).toHaveText(rupees(api.loan));
  await expect(result.locator('[data-figure="emi"]')).toHaveText(rupees(api.emi));
  const fitting = api.localities.filter((row: { fits: boolean }) => row.fits);
  await expect(result.getByRole('heading', { name: `Localities of Pune for 700 sq ft: ${fitting.length} of ${api.localities.length} fit` })).toBeVisible();
  await expect(result.getByRole('link', { name: fitting[0].name, exact: true })).toHaveAttribute('href', `/localities/pune/${fitting[0].slug}`);

  // With the keyboard: an absurd rate shows its error and the answer stays.
  const rate = page.getByLabel('Interest rate');
  await rate.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('45');
  await expect(page.getByText('Interest rate must be from 0 to 30 % a year.')).toBeVisible();
  await expect(page).toHaveURL(/rate=45/);
  await expect(result.locator('[data-figure="maxPrice"]')).toHaveText(rupees(api.maxPrice));
  // A good rate again gives a new answer: the same loan costs a higher EMI at 9 %.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('9');
  await expect(page.getByText('Interest rate must be from 0 to 30 % a year.')).toHaveCount(0);
  await expect(page).toHaveURL(/rate=9(&|$)/);
  await expect(result.locator('[data-figure="emi"]')).not.toHaveText(rupees(api.emi));
});

test('/tools/rent-vs-buy?property=401: both lines, the break-even year, every assumption with its source, and the CSV', async ({ page, request }) => {
  const api = await (await request.get('/api/rent-vs-buy?property=401')).json();
  await page.goto('/tools/rent-vs-buy?property=401');
  const result = page.getByRole('region', { name: 'Rent or buy, year by year' });
  await expect(result.locator('[data-figure="breakEvenYear"]')).toHaveText(api.breakEvenYear === null ? 'Not within 20 years' : `From year ${api.breakEvenYear}`);
  for (const assumption of api.assumptions) {
    await expect(result.getByText(assumption.source, { exact: true }).first()).toBeVisible();
  }
  await scrollThrough(page);
  await expect(result.locator('.highcharts-series-group .highcharts-graph')).toHaveCount(2);
  await expect(result.locator('.highcharts-legend')).toContainText("Buyer's net worth");
  await expect(result.locator('.highcharts-legend')).toContainText("Renter's net worth");

  const [download] = await Promise.all([page.waitForEvent('download'), result.getByRole('button', { name: 'Download CSV of year-by-year table' }).click()]);
  expect(download.suggestedFilename()).toBe('gharinsight-pune-rent-vs-buy-baner.csv');
  const rows = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(rows[0]).toBe(`Year,Buyer's net worth (₹),Renter's net worth (₹),Rent paid (₹),Buyer's EMIs and upkeep (₹),Home value (₹),Loan outstanding (₹)`);
  const first = api.years[0];
  expect(rows[1]).toBe([1, first.buyerNetWorth, first.renterNetWorth, first.rent, first.buyerOutgoings, first.homeValue, first.loanOutstanding].join(','));
  expect(rows.filter((row) => /^\d+,/.test(row))).toHaveLength(20);
});

test('the property page\'s "Rent or buy?" card opens the tool filled in for that home', async ({ page }) => {
  await page.goto('/property/401');
  const card = page.getByRole('region', { name: 'Rent or buy?' });
  await scrollThrough(page);
  await card.getByRole('link', { name: 'Compare renting with buying this home' }).click();
  await expect(page).toHaveURL(/\/tools\/rent-vs-buy\?property=401$/);
  await expect(page.getByRole('link', { name: 'Baner Hillcrest Residences' })).toBeVisible();
});

test('an unknown property is named in the answer\'s place, without a console error', async ({ page }) => {
  await page.goto('/tools/rent-vs-buy?property=999');
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot compare renting and buying' })).toContainText('"property" "999" is not a listed property.');
});
