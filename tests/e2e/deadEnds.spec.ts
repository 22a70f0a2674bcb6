import type { Page } from '@playwright/test';
import properties from '../../server/fixtures/properties.json' with { type: 'json' };
import { expect, test } from './fixtures';

// Issue 12: the controls the spec left inert do what they say, in a real browser.

const pune = properties.filter((property) => property.city === 'Pune');
const comparison = (page: Page) => page.locator('.ant-card').filter({ has: page.getByText('Property Comparison', { exact: true }) });

async function headerNames(page: Page): Promise<string[]> {
  return comparison(page)
    .locator('thead th')
    .evaluateAll((cells) => cells.slice(1).map((cell) => cell.querySelector('span')?.textContent ?? ''));
}

test('the property comparison adds, removes and shares its columns through the address', async ({ page }) => {
  await page.goto('/dashboard?city=Pune');
  await expect(comparison(page).getByRole('table')).toBeVisible();
  await expect.poll(() => headerNames(page)).toEqual(pune.slice(0, 3).map((property) => property.name));

  await comparison(page).getByRole('button', { name: 'Add more properties' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Pune property to the comparison' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('Wagholi');
  const wagholi = pune.find((property) => property.location.startsWith('Wagholi'))!;
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: wagholi.name }).click();
  await expect(dialog).toBeHidden();
  const chosen = [...pune.slice(0, 3), wagholi];
  await expect.poll(() => headerNames(page)).toEqual(chosen.map((property) => property.name));
  await expect(page).toHaveURL(`/dashboard?city=Pune&compareProperties=${encodeURIComponent(chosen.map((property) => property.id).join(','))}`);

  // The address is the comparison: a reload (or a shared link) shows the same columns.
  await page.reload();
  await expect.poll(() => headerNames(page)).toEqual(chosen.map((property) => property.name));

  await comparison(page).getByRole('button', { name: `Remove ${pune[0].name} from the comparison` }).click();
  await expect.poll(() => headerNames(page)).toEqual(chosen.slice(1).map((property) => property.name));
  const remove = comparison(page).getByRole('button', { name: `Remove ${pune[1].name} from the comparison` });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  // Playwright will not click an aria-disabled button; a keyboard user can still press it.
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-message-notice')).toHaveText('At least 3 properties are compared');
  await expect.poll(() => headerNames(page)).toHaveLength(3);

  // Contact opens the property page at its form, with the cursor in the first field.
  await comparison(page).getByRole('link', { name: `Contact about ${wagholi.name}` }).click();
  await expect(page).toHaveURL(`/property/${wagholi.id}#contact`);
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(name).toBeInViewport();
});

test('Price Trends on the Pune dashboard draws Pune beside the three reference cities', async ({ page }) => {
  await page.goto('/dashboard?city=Pune');
  const chart = page.locator('.ant-card').filter({ has: page.getByText('Price Trends', { exact: true }) });
  const legend = chart.locator('.highcharts-legend-item');
  await expect(legend).toHaveText(['Pune', 'Mumbai', 'Bengaluru', 'Delhi NCR']);
  // Every series draws its own markers, so a series under another still shows.
  await expect(chart.locator('.highcharts-series-group .highcharts-markers')).toHaveCount(4);
  await chart.getByRole('button', { name: '6M' }).click();
  await expect(legend).toHaveText(['Pune', 'Mumbai', 'Bengaluru', 'Delhi NCR']);
});

test('F8 moves the focus to the notification region', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused();
});

test('/compare shows N/A for Kochi’s missing year-on-year change', async ({ page }) => {
  await page.goto('/compare?cities=Mumbai,Kochi');
  const row = page.getByRole('row', { name: /^Average Price/ });
  await expect(row.getByRole('cell').nth(1)).toContainText('N/A year on year');
});
