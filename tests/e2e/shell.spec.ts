import { expect, test } from './fixtures';

// The app shell: navigation, footer, theme persistence without a flash, 404, mobile menu.

const NAV = [
  ['Home', '/'],
  ['Top Gainers', '/top-gainers'],
  ['Transaction Prices', '/transaction-prices'],
  ['Market Analysis', '/market-analysis'],
  ['Compare', '/compare'],
  ['News', '/news'],
] as const;

test('the header names the product and links the six sections, marking the current one', async ({ page }) => {
  await page.goto('/top-gainers');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'GharInsight' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, href] of NAV) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Top Gainers' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Market Analysis' }).click();
  await expect(page).toHaveURL('/market-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Market Analysis' })).toBeVisible();
  await expect(page).toHaveTitle('Market Analysis · GharInsight');
  await expect(nav.getByRole('link', { name: 'Market Analysis' })).toHaveAttribute('aria-current', 'page');
});

test('the footer links the explore, resource, company and legal pages, and its pages exist', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('© 2023 GharInsight. All rights reserved.')).toBeVisible();
  await expect(footer.getByText(/illustrative sample data/)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Localities' })).toHaveAttribute('href', '/dashboard?amenityTab=localities');
  await expect(footer.getByRole('link', { name: /^GharInsight on / })).toHaveCount(4);

  await footer.getByRole('link', { name: 'Glossary' }).click();
  await expect(page).toHaveURL('/resources/glossary');
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  await expect(page).toHaveTitle('Glossary · GharInsight');

  await footer.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL('/company/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();

  await footer.getByRole('link', { name: 'Localities' }).click();
  await expect(page).toHaveURL('/dashboard?amenityTab=localities');
  await expect(page.getByRole('tab', { name: 'Localities' })).toHaveAttribute('aria-selected', 'true');
});

test('the theme is light by default, persists across reloads and is applied before React mounts', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const themeSwitch = page.getByRole('switch', { name: 'Dark theme' });
  await expect(themeSwitch).not.toBeChecked();

  await themeSwitch.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('gharinsight-theme'))).toBe('"dark"');

  // Record data-theme at the moment React's #root gets its first child: it must already be dark.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (root && root.childElementCount > 0) {
        (window as unknown as { themeAtMount: string | null }).themeAtMount = document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  expect(await page.evaluate(() => (window as unknown as { themeAtMount: string | null }).themeAtMount)).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('switch', { name: 'Dark theme' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
});

test('an undefined path shows the not-found page with a link home', async ({ page }) => {
  for (const path of ['/no-such-page', '/company/unknown', '/dashboard/extra']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByPlaceholder('Enter a city, locality or society')).toBeVisible();
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation moves into a slide-out menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const [label, href] of NAV) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL('/news');
    await expect(menu).toBeHidden();
  });
});
