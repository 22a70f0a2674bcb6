import { CITIES } from '../../web/src/config/cities';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 9: one search across cities, localities, projects, developers, malls and theaters,
// in the landing box, the header and the mobile menu, and the /search results page.

const landingBox = (page: Page) => page.getByPlaceholder('Enter a city, locality or society');
// The landing box too is a plain field until focused (see web/src/features/search/LazySiteSearch.tsx).
const openLandingSearch = async (page: Page) => {
  await landingBox(page).click();
  await expect(page.getByRole('combobox', { name: 'Search for a city, locality or society' })).toBeFocused();
};
// The header shows a plain search field until it is focused; then the autocomplete takes its place, focused.
const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
const openHeaderSearch = async (page: Page) => {
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).click();
  await expect(headerBox(page)).toBeFocused();
};
const suggestion = (page: Page, title: string) => page.locator('.ant-select-item-option').filter({ hasText: title });

test('typing “hinj” offers Hinjewadi and its project, grouped, and the keyboard opens one', async ({ page }) => {
  await page.goto('/');
  await openLandingSearch(page);
  await landingBox(page).pressSequentially('hinj');
  await expect(suggestion(page, 'Hinjewadi Tech Meadows')).toBeVisible();
  await expect(page.locator('.ant-select-item-group')).toHaveText(['Localities', 'Properties']);
  await expect(page.locator('.ant-select-item-option')).toHaveText(['HinjewadiLocality in Pune', 'Hinjewadi Tech MeadowsProject in Hinjewadi, Pune']);
  await landingBox(page).press('ArrowDown');
  await landingBox(page).press('ArrowDown');
  await landingBox(page).press('Enter');
  await expect(page).toHaveURL('/property/405');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hinjewadi Tech Meadows');
});

test('“lodha” finds the developer: the results page lists both Lodha pages', async ({ page }) => {
  await page.goto('/');
  await openLandingSearch(page);
  await landingBox(page).fill('lodha');
  await page.getByRole('button', { name: 'Search Insights' }).click();
  await expect(page).toHaveURL('/search?q=lodha');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “lodha”' })).toBeVisible();
  const developers = page.getByRole('region', { name: 'Developers' });
  await expect(developers.getByRole('listitem')).toHaveText(['LodhaDeveloper in Mumbai', 'LodhaDeveloper in Pune']);
  await developers.getByRole('link', { name: 'Lodha' }).first().click();
  await expect(page).toHaveURL('/property-developers/5001');
  await expect(page.getByRole('heading', { level: 1, name: 'Lodha' })).toBeVisible();
});

test('“xyzzy” says plainly that nothing matches and offers the seven cities', async ({ page }) => {
  await page.goto('/');
  await openLandingSearch(page);
  await landingBox(page).fill('xyzzy');
  await landingBox(page).press('Enter');
  await expect(page).toHaveURL('/search?q=xyzzy');
  await expect(page.getByText('No city, locality or project matches “xyzzy”.')).toBeVisible();
  const cities = page.getByRole('main').getByRole('navigation', { name: 'Cities' }).getByRole('listitem');
  await expect(cities).toHaveText([...CITIES]);
  await cities.getByRole('link', { name: 'Kochi' }).click();
  await expect(page).toHaveURL('/dashboard?city=Kochi');
});

test('the header search works on every page: a suggestion by keyboard, and Enter on a single hit', async ({ page }) => {
  await page.goto('/news');
  await openHeaderSearch(page);
  await headerBox(page).pressSequentially('regal');
  await expect(suggestion(page, 'Regal Cinema')).toBeVisible();
  await headerBox(page).press('ArrowDown');
  await headerBox(page).press('Enter');
  await expect(page).toHaveURL('/theaters/4002');
  await expect(page.getByRole('heading', { level: 1, name: 'Regal Cinema' })).toBeVisible();
  await expect(headerBox(page)).toHaveValue('');

  await headerBox(page).fill('Worli Sea');
  await headerBox(page).press('Enter');
  await expect(page).toHaveURL('/property/101');
});

test('the results page without text shows the search box and the seven cities', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(landingBox(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('navigation', { name: 'Cities' }).getByRole('listitem')).toHaveText([...CITIES]);
});

test('a lower-case compare link compares those cities and the address is corrected', async ({ page }) => {
  await page.goto('/compare?cities=kochi,chennai');
  await expect(page).toHaveURL('/compare?cities=Kochi,Chennai');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText(['Metric', 'Kochi', 'Chennai']);
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search sits in the mobile menu', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('searchbox', { name: 'Search the site' }).click();
    const box = drawer.getByRole('combobox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await box.fill('pune');
    await box.press('Enter');
    await expect(page).toHaveURL('/dashboard?city=Pune');
    await expect(drawer).toBeHidden();
  });
});
