import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 9: the /properties listing, its filters in the address, and the dashboard's Filters button.

const cards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).click();
}

test('a filtered listing shared by its address: Pune, 2 bedrooms, up to ₹1 Cr shows the Hinjewadi flat', async ({ page }) => {
  await page.goto('/properties?city=Pune&bedrooms=2&maxPrice=1');
  await expect(page).toHaveTitle('Properties in Pune · GharInsight');
  await expect(page.getByText('2 properties', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveText(['Hinjewadi Tech Meadows', 'Wakad Central Park Homes']);
  await page.getByRole('link', { name: /^Hinjewadi Tech Meadows/ }).click();
  await expect(page).toHaveURL('/property/405');
});

test('from the dashboard’s Filters button to a filtered list, and Back undoes each filter', async ({ page }) => {
  await page.goto('/dashboard?city=Pune');
  await page.getByRole('link', { name: 'Filters' }).click();
  await expect(page).toHaveURL('/properties?city=Pune');
  await expect(page.getByText('8 properties', { exact: true })).toBeVisible();

  await choose(page, 'Bedrooms', '2 BHK');
  await expect(page).toHaveURL('/properties?city=Pune&bedrooms=2');
  await choose(page, 'Max budget', '₹1 Cr');
  await expect(page).toHaveURL('/properties?city=Pune&maxPrice=1&bedrooms=2');
  await expect(cards(page)).toHaveText(['Hinjewadi Tech Meadows', 'Wakad Central Park Homes']);
  await choose(page, 'Sort by', 'Price per sqft: high to low');
  await expect(cards(page)).toHaveText(['Wakad Central Park Homes', 'Hinjewadi Tech Meadows']);

  await page.goBack();
  await expect(page).toHaveURL('/properties?city=Pune&maxPrice=1&bedrooms=2');
  await page.goBack();
  await expect(page).toHaveURL('/properties?city=Pune&bedrooms=2');
  await expect(page.getByText('3 properties', { exact: true })).toBeVisible();
});

test('no match: the message and a button that clears the filters', async ({ page }) => {
  await page.goto('/properties?city=Kochi&type=Penthouse');
  await expect(page.getByText('No properties match these filters.')).toBeVisible();
  await page.locator('.listing-empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/properties?city=Kochi');
  await expect(page.getByText('8 properties', { exact: true })).toBeVisible();
});

test('the footer’s Properties link keeps its spec path', async ({ page }) => {
  await page.goto('/properties');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Properties', exact: true })).toHaveAttribute('href', '/dashboard');
});
