import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import properties from '../../server/fixtures/properties.json' with { type: 'json' };
import { expect, test } from './fixtures';

const property = properties.find((entry) => entry.id === '101')!;
const count = property.images.length;

/** The value next to a fact's label, inside `scope`. */
const fact = (scope: ReturnType<Page['locator']>, label: string) => scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('the header shows the property, and the favourite heart survives a reload', async ({ page }) => {
  await page.goto('/property/101');
  await expect(page).toHaveTitle(`${property.name} · GharInsight`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(property.name);
  // In the page header (the cost-of-buying card repeats the price).
  await expect(page.locator('header', { hasText: property.name }).getByText(`₹${property.price} Cr`)).toBeVisible();
  const heart = page.getByRole('button', { name: 'Favourite' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
});

test('the gallery wraps at both ends and thumbnails pick an image', async ({ page }) => {
  await page.goto('/property/101');
  const gallery = page.getByRole('region', { name: 'Gallery' });
  const image = gallery.getByRole('img', { name: new RegExp(`image \\d+ of ${count}`) });
  await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(gallery.getByText(`${count} / ${count}`)).toBeVisible();
  await expect(image).toHaveAttribute('src', property.images[count - 1]);
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByText(`1 / ${count}`)).toBeVisible();
  await gallery.getByRole('button', { name: 'Show image 2' }).click();
  await expect(gallery.getByText(`2 / ${count}`)).toBeVisible();
  await expect(image).toHaveAttribute('src', property.images[1]);
  // The image file is served by the app.
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
});

test('the specification tabs show the derived and fixed values', async ({ page }) => {
  await page.goto('/property/101');
  const panel = page.getByRole('tabpanel');
  await expect(fact(panel, 'Bathrooms')).toHaveText(String(property.bedrooms - 1));
  await expect(fact(panel, 'Possession')).toHaveText('Ready to Move');

  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(fact(panel, 'RERA ID')).toHaveText('P51800000101');
  await expect(fact(panel, 'Maintenance')).toHaveText('₹3.5/sq.ft.');
  await expect(fact(panel, 'Booking Amount')).toHaveText('₹76.7 Lakh');

  await page.getByRole('tab', { name: 'Amenities' }).click();
  await expect(panel.getByRole('listitem')).toHaveText(property.amenities);

  await page.getByRole('tab', { name: 'Location' }).click();
  await expect(fact(panel, 'Airport')).toHaveText('18 km');
  await expect(fact(panel, 'City Center')).toHaveText('5 km');
  await expect(fact(panel, 'Highway')).toHaveText('1.5 km');
});

test('the EMI calculator recomputes as the inputs change', async ({ page }) => {
  await page.goto('/property/101');
  const loan = page.getByLabel('Loan Amount (₹)', { exact: true });
  await expect(loan).toHaveValue('6,13,60,000');
  await loan.fill('5000000');
  await loan.blur();
  const emi = page.locator('dt', { hasText: 'Monthly EMI' }).locator('xpath=following-sibling::dd[1]');
  await expect(emi).toHaveText('₹40,280');
  const tenure = page.getByLabel('Loan Tenure (years)', { exact: true });
  await tenure.fill('10');
  await tenure.blur();
  // ₹50 Lakh at 7.5% for 10 years.
  await expect(emi).toHaveText('₹59,351');
});

test('the contact form validates and says nothing is sent', async ({ page }) => {
  await page.goto('/property/101');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Name').fill('Asha Rao');
  await page.getByLabel('Phone').fill('12345');
  await expect(page.getByText('Enter a 10-digit Indian mobile number, e.g. 98765 43210.')).toBeVisible();
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Email').fill('asha@');
  await expect(page.getByText('Enter a valid email address, e.g. name@example.com.')).toBeVisible();
  // Its messages (red on the card) are readable, and the form's fields and messages pass axe.
  const axe = await new AxeBuilder({ page }).include('#contact').options({ resultTypes: ['violations'] }).analyze();
  expect(axe.violations).toEqual([]);
  // The form's own messages are the validation: no browser bubble on top of them.
  await expect(page.locator('form', { has: page.getByLabel('Email') })).toHaveAttribute('novalidate', '');
  await page.getByLabel('Email').fill('asha@example.com');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByText('Inquiries are not sent from this site yet')).toBeVisible();
});

test('similar properties link to other properties of the same city', async ({ page }) => {
  await page.goto('/property/101');
  const similar = properties.filter((entry) => entry.city === property.city && entry.id !== property.id).slice(0, 3);
  // Each card also links its locality to the locality page (issue 10): only the property links here.
  const links = page.getByRole('region', { name: `Similar Properties in ${property.city}` }).locator('a[href^="/property/"]');
  await expect(links).toHaveText(similar.map((entry) => entry.name));
  await links.first().click();
  await expect(page).toHaveURL(`/property/${similar[0].id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(similar[0].name);
});

test('an invalid id and an unknown id show their messages', async ({ page }) => {
  await page.goto('/property/abc');
  await expect(page.getByRole('heading', { name: 'Invalid Property ID' })).toBeVisible();
  await expect(page.getByText('Please check the URL and try again.')).toBeVisible();
  await expect(page).toHaveTitle('Invalid Property ID · GharInsight');
  await page.getByRole('link', { name: 'Back to Search' }).click();
  await expect(page).toHaveURL('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  await page.goto('/property/99999');
  await expect(page.getByRole('heading', { name: 'Failed to load property details.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Search' }).click();
  await expect(page).toHaveURL('/search');
});
