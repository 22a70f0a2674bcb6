import { CITIES } from '../../web/src/config/cities';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Each test opens the landing page once; one that comes back to it after following a link
// goes back, as a visitor does (the app's own navigation, not a second page load).

/** The landing box is a plain field until focused; then the full search (suggestions) takes its place, focused. */
async function openSearch(page: Page) {
  await page.getByPlaceholder('Enter a city, locality or society').click();
  await expect(page.getByRole('combobox', { name: 'Search for a city, locality or society' })).toBeFocused();
}

test('the landing page is titled and says its figures are sample data', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Property Market Insights for Indian Cities · GharInsight');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(/illustrative sample data/)).toBeVisible();
});

test('a blank or whitespace-only search does nothing', async ({ page }) => {
  await page.goto('/');
  const search = page.getByPlaceholder('Enter a city, locality or society');
  await openSearch(page);
  await page.getByRole('button', { name: 'Search Insights' }).click();
  await search.fill('    ');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Search Insights' }).click();
  await expect(page).toHaveURL('/');
});

test('a search goes to the dashboard with the trimmed text as the city', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await page.getByPlaceholder('Enter a city, locality or society').fill('  Pune  ');
  await page.getByRole('button', { name: 'Search Insights' }).click();
  await expect(page).toHaveURL('/dashboard?city=Pune');
  await expect(page.getByRole('heading', { level: 1, name: 'Pune Real Estate Dashboard' })).toBeVisible();
});

// Issue 9: text that is not a city no longer opens the default city's dashboard; it is searched.
test('pressing Enter searches too: a lower-case city opens that city, other text is searched', async ({ page }) => {
  await page.goto('/');
  const search = page.getByPlaceholder('Enter a city, locality or society');
  await openSearch(page);
  await search.fill(' pune ');
  await search.press('Enter');
  await expect(page).toHaveURL('/dashboard?city=Pune');
  await expect(page.getByRole('heading', { level: 1, name: 'Pune Real Estate Dashboard' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/');
  await openSearch(page);
  await search.fill('lodha');
  await search.press('Enter');
  await expect(page).toHaveURL('/search?q=lodha');
});

// One city in the browser: the seven links are one component over the city list. Each link's
// address and click, for all seven cities in order, are checked in tests/web/landing.test.tsx
// ('has a Popular City link for each of the seven cities…'), and every city's dashboard is
// opened in the browser by dashboard.spec.ts ('every tab of every city…'). Delhi NCR is the
// city whose name has to be encoded in the address (a space, written +).
const city = CITIES.find((name) => name.includes(' '))!;
test(`the popular city link ${city} opens ${city}’s dashboard`, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Popular Cities' }).getByRole('link', { name: city, exact: true }).click();
  await expect(page).toHaveURL(`/dashboard?city=${encodeURIComponent(city).replace(/%20/g, '+')}`);
  await expect(page.getByRole('heading', { level: 1, name: `${city} Real Estate Dashboard` })).toBeVisible();
});

test('the amenity cards open the first city’s dashboard on the matching tab', async ({ page }) => {
  await page.goto('/');
  const cards = [
    ['Shopping Malls', 'shopping-malls', 'Malls'],
    ['Movie Theaters', 'theaters', 'Theaters'],
    ['Property Developers', 'property-developers', 'Developers'],
  ] as const;
  for (const [name, amenityTab, tabLabel] of cards) {
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(`/dashboard?city=${CITIES[0]}&amenityTab=${amenityTab}`);
    await expect(page.getByRole('tab', { name: tabLabel })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL('/');
  }
});

test('Explore Dashboard and Compare Cities lead to their pages', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Explore Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: 'Compare Cities' }).click();
  await expect(page).toHaveURL('/compare');
});

test('the landing page loads no Highcharts code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Search Insights' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  // The app's shared chunk names the chart chunks (HighchartsChart-…, HighchartsMap-…) as lazy
  // imports; none of them is fetched, and no script fetched holds the library itself, whose
  // code carries its credits link (www.highcharts.com, checked in the built charts chunk).
  expect(scripts.filter((url) => /\/(?:Highcharts\w*|charts)-[\w-]+\.js$/.test(url))).toEqual([]);
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('highcharts.com');
  }
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search button sits under a full-width field, so the placeholder is not cut off', async ({ page }) => {
    await page.goto('/');
    const field = await page.getByPlaceholder('Enter a city, locality or society').boundingBox();
    const button = await page.getByRole('button', { name: 'Search Insights' }).boundingBox();
    expect(button!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    expect(field!.width).toBeGreaterThan(300);
    // The placeholder fits in the field.
    expect(await page.getByPlaceholder('Enter a city, locality or society').evaluate((input: HTMLInputElement) => {
      const context = document.createElement('canvas').getContext('2d')!;
      const style = getComputedStyle(input);
      context.font = `${style.fontSize} ${style.fontFamily}`;
      return context.measureText(input.placeholder).width <= input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    })).toBe(true);
  });
});
