import { expect, test, type Page } from '@playwright/test';

// The API's reference pages work with no network but this server (issue 21): every request
// to anywhere else is blocked, and none is even attempted.

async function offline(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const elsewhere: string[] = [];
  const problems: string[] = [];
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    elsewhere.push(url);
    return route.abort('internetdisconnected');
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { elsewhere, problems };
}

test('/api/docs shows the OpenAPI reference and runs a path’s example', async ({ page, baseURL }) => {
  const { elsewhere, problems } = await offline(page, baseURL!);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /GharInsight REST API/ })).toBeVisible();
  const operation = page.locator('#operations-default-marketData');
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.responses-wrapper .live-responses-table')).toContainText('"avgPrice"');
  await expect(operation.locator('.responses-wrapper .live-responses-table tbody .response-col_status').first()).toContainText('200');
  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});

test('/graphiql explores the schema and runs the saved dashboard query', async ({ page, baseURL }) => {
  const { elsewhere, problems } = await offline(page, baseURL!);
  await page.goto('/graphiql');
  for (const tab of ['Dashboard', 'LocalityHistory', 'PurchaseCost']) await expect(page.getByRole('tab', { name: new RegExp(tab) })).toBeVisible();
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect(page.locator('.result-window')).toContainText('"marketData"');
  await expect(page.locator('.result-window')).toContainText('"Pune"');
  await page.getByRole('button', { name: /Show Documentation Explorer/ }).click();
  await expect(page.locator('.graphiql-doc-explorer')).toContainText('Query');
  expect(elsewhere).toEqual([]);
  expect(problems).toEqual([]);
});
