import { readFileSync } from 'node:fs';
import type { Download, Locator } from '@playwright/test';
import localities from '../../server/fixtures/localities.json' with { type: 'json' };
import { expect, scrollThrough, test, waitForHydration } from './fixtures';

// Issue 19, point 4: the city page's table sorts by each column and downloads the same
// rows; the locality page draws the histogram of registered prices with the asking median.

const PUNE = localities.filter((locality) => locality.city === 'Pune').map((locality) => locality.name);
const COLUMNS = ['Locality', 'Average ₹/sq ft', '1-year change', 'Rental yield', 'Registered median', 'Asking median', 'Gap', 'N (sales)'];
/** '₹11,185/sqft' -> 11185, '+4.6%' -> 4.6, '-1.2%' -> -1.2. */
const numberOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function column(table: Locator, index: number): Promise<string[]> {
  return table.locator('tbody tr').evaluateAll((rows, at) => rows.map((row) => (row.children[at] as HTMLElement).innerText.trim()), index);
}

async function rowsOf(download: Download): Promise<string[]> {
  return readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
}

test('/localities/pune lists all 10 Pune localities, sorts by each column both ways, and its CSV holds the same rows', async ({ page }) => {
  await page.goto('/localities/pune');
  await waitForHydration(page);
  const region = page.getByRole('region', { name: 'Localities of Pune' });
  const table = region.locator('table');
  await expect(table.locator('tbody tr')).toHaveCount(10);
  const shown = await column(table, 0);
  expect(shown).toEqual(PUNE);
  const registeredShown = await column(table, 4);

  const [download] = await Promise.all([page.waitForEvent('download'), region.getByRole('button', { name: 'Download CSV of localities of Pune' }).click()]);
  expect(download.suggestedFilename()).toBe('gharinsight-pune-localities.csv');
  const rows = await rowsOf(download);
  expect(rows[0]).toBe('Locality,Average ₹/sq ft,1-year change (%),Rental yield (%),Registered median ₹/sq ft (carpet),Asking median ₹/sq ft (carpet),Gap (%),Registered sales (N)');
  const csvRows = rows.slice(1, 11).map((row) => row.split(','));
  expect(csvRows.map((row) => row[0])).toEqual(shown);
  expect(csvRows.map((row) => Number(row[4]))).toEqual(registeredShown.map(numberOf));
  expect(rows[11]).toBe('');

  for (const [index, title] of COLUMNS.entries()) {
    const header = table.locator('thead th', { hasText: title }).first();
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await column(table, index);
    const expected = index === 0 ? [...ascending].sort((a, b) => a.localeCompare(b)) : [...ascending].sort((a, b) => numberOf(a) - numberOf(b));
    expect(ascending, title).toEqual(expected);
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(await column(table, index), title).toEqual([...expected].reverse());
    await header.click();
  }
});

test('the locality page draws the histogram of registered prices with the asking median marked, and links the sales CSV', async ({ page }) => {
  await page.goto('/localities/pune/baner#price-check');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: 'Price check' });
  await expect(section.getByRole('link', { name: 'Download CSV of registered sales' })).toHaveAttribute('href', '/api/localities/pune/baner/sales.csv');
  await scrollThrough(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.highcharts-plot-line-label')).toContainText('Asking median ₹11,700/sqft');
  await expect(section.locator('.highcharts-series-0 .highcharts-point').first()).toBeVisible();
});
