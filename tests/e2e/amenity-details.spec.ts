import malls from '../../server/fixtures/shopping-malls.json' with { type: 'json' };
import theaters from '../../server/fixtures/theaters.json' with { type: 'json' };
import developers from '../../server/fixtures/property-developers.json' with { type: 'json' };
import { expect, test } from './fixtures';

const mall = malls[0];
const theater = theaters.find((entry) => entry.screens !== null && entry.rating !== null)!;
const developer = developers[0];

test('a shopping mall page shows the mall, its fixed hours and a way back to its city', async ({ page }) => {
  await page.goto(`/shopping-malls/${mall.id}`);
  await expect(page).toHaveTitle(`${mall.name} · GharInsight`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mall.name);
  await expect(page.getByText('10:00 AM to 10:00 PM')).toBeVisible();
  await expect(page.getByText('10:00 AM to 11:00 PM')).toBeVisible();
  await expect(page.getByText(mall.features[0], { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(`/dashboard?city=${encodeURIComponent(mall.city)}&amenityTab=shopping-malls`);
});

test('a theater page shows the fixed show timings', async ({ page }) => {
  await page.goto(`/theaters/${theater.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(theater.name);
  await expect(page.getByText('9:00 AM')).toBeVisible();
  await expect(page.getByText('11:30 PM')).toBeVisible();
  await expect(page.getByRole('img', { name: `Rating: ${theater.rating!.toFixed(1)}/5` })).toBeVisible();
});

test('a property developer page shows its track record', async ({ page }) => {
  await page.goto(`/property-developers/${developer.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(developer.name);
  await expect(page.getByText(developer.description)).toBeVisible();
  await expect(page.getByText(developer.specialty[0], { exact: true })).toBeVisible();
});

for (const [path, title, thing] of [
  ['/shopping-malls', 'Shopping Mall Not Found', 'shopping mall'],
  ['/theaters', 'Theater Not Found', 'theater'],
  ['/property-developers', 'Property Developer Not Found', 'property developer'],
] as const) {
  test(`${title} for an unknown and a non-numeric id`, async ({ page }) => {
    for (const id of ['999999', 'not-a-number']) {
      await page.goto(`${path}/${id}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByText(`The ${thing} you're looking for doesn't exist or has been removed.`)).toBeVisible();
      await expect(page).toHaveTitle(`${title} · GharInsight`);
    }
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });
}
