import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 36, item 6: on the three calculators a bad value typed after a good one shows the
// field's error and keeps the answer to the good one on the page. Each value is typed at
// once (fill), so no keystroke in between is itself a good value with an answer of its own
// ("4" on the way to "45" is a fine rate).

const rupees = (value: number) => `₹${Math.round(value).toLocaleString('en-IN')}`;
const api = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.json();
};

/** Types `value` into the box labelled `label`, as a visitor replaces its text. */
async function typeInto(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

test('affordability: a rate of 45 after 9 shows the error and keeps the answer for 9', async ({ page, request }) => {
  const query = 'city=Pune&income=200000&existingEmi=0&savings=4000000&rate=8.5&tenureYears=20&foir=50&bedrooms=2';
  const atNine = await api(request, `/api/affordability?${query.replace('rate=8.5', 'rate=9')}`);
  const atBase = await api(request, `/api/affordability?${query}`);
  expect(atNine.emi).not.toBe(atBase.emi);
  await page.goto(`/tools/affordability?${query}`);
  const result = page.getByRole('region', { name: 'What you can afford' });
  await expect(result.locator('[data-figure="emi"]')).toHaveText(rupees(atBase.emi));

  await typeInto(page, 'Interest rate', '9');
  await expect(result.locator('[data-figure="emi"]')).toHaveText(rupees(atNine.emi));
  await typeInto(page, 'Interest rate', '45');
  await expect(page.getByText('Interest rate must be from 0 to 30 % a year.')).toBeVisible();
  await expect(page).toHaveURL(/rate=45/);
  await expect(result.locator('[data-figure="emi"]')).toHaveText(rupees(atNine.emi));
  await expect(result.locator('[data-figure="maxPrice"]')).toHaveText(rupees(atNine.maxPrice));
});

test('rent or buy: 45 years to compare after 10 shows the error and keeps the answer for 10 years', async ({ page, request }) => {
  const ten = await api(request, '/api/rent-vs-buy?property=401&years=10');
  await page.goto('/tools/rent-vs-buy?property=401');
  const result = page.getByRole('region', { name: 'Rent or buy, year by year' });
  await expect(result).toContainText('after 20 years the buyer has');

  await typeInto(page, 'Years to compare', '10');
  await expect(result).toContainText('after 10 years the buyer has');
  await typeInto(page, 'Years to compare', '45');
  await expect(page.getByText('Years to compare must be from 1 to 30.')).toBeVisible();
  await expect(page).toHaveURL(/years=45/);
  await expect(result).toContainText('after 10 years the buyer has');
  await expect(result.locator('[data-figure="breakEvenYear"]')).toHaveText(ten.breakEvenYear === null ? 'Not within 10 years' : `From year ${ten.breakEvenYear}`);
});

test('purchase cost: a price over ₹500 Cr after ₹2 Cr shows the error and keeps the costs of ₹2 Cr', async ({ page, request }) => {
  const twoCrore = await api(request, '/api/purchase-cost?city=Pune&price=20000000&status=ready-to-move');
  const base = await api(request, '/api/purchase-cost?city=Pune&price=9500000&status=ready-to-move');
  await page.goto('/tools/purchase-cost?city=Pune&price=9500000&status=ready-to-move');
  const total = page.getByTestId('total-charges');
  await expect(total).toHaveText(rupees(base.totalCharges));

  await typeInto(page, 'Price (₹)', '20000000');
  await expect(total).toHaveText(rupees(twoCrore.totalCharges));
  await typeInto(page, 'Price (₹)', '60000000000');
  await expect(page.getByText('Price must be from ₹1 to ₹500 Cr.')).toBeVisible();
  await expect(page).toHaveURL(/price=60000000000/);
  await expect(total).toHaveText(rupees(twoCrore.totalCharges));
});
