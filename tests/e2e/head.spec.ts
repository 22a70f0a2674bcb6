import type { Page } from '@playwright/test';
import properties from '../../server/fixtures/properties.json' with { type: 'json' };
import news from '../../server/fixtures/news.json' with { type: 'json' };
import { expect, test } from './fixtures';

// The head in a real browser: React hoists each page's tags into <head>, one of each,
// replaced (not added to) on client-side navigation. The origin comes from PUBLIC_URL,
// so URLs are checked as absolute with the right path, whatever the origin.

const property = properties.find((entry) => entry.id === '101')!;
const article = news[0]!;

// web/index.html still carries a static <title> and description for the client-rendered
// build (React inserts the page's title before it), so those two are counted in the
// component tests (tests/web/head.test.tsx); add them here once the server-rendered
// template drops the static ones.
const ONE_EACH = [
  // The server render replaces index.html's default title and description with the page's own.
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  ...['site_name', 'type', 'title', 'description', 'url', 'image'].map((name) => `meta[property="og:${name}"]`),
  ...['card', 'title', 'description', 'image'].map((name) => `meta[name="twitter:${name}"]`),
];

async function expectOneOfEach(page: Page) {
  for (const selector of ONE_EACH) await expect(page.locator(`head ${selector}`), selector).toHaveCount(1);
}

const absolute = (path: string) => new RegExp(`^https?://[^/]+${path.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`);

test('a property page names the property in its title, Open Graph and Twitter tags, with an Offer', async ({ page, request }) => {
  await page.goto('/property/101');
  await expect(page).toHaveTitle(`${property.name} · GharInsight`);
  await expectOneOfEach(page);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', `${property.name} · GharInsight`);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', absolute('/property/101'));
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', absolute('/property/101'));
  // Link previews show no SVG: the first picture's PNG card, which is served.
  expect(property.images[0]).toBe('/images/properties/101-1.svg');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', absolute('/images/share/properties/101-1.png'));
  await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute('content', absolute('/images/share/properties/101-1.png'));
  const card = await request.get('/images/share/properties/101-1.png');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  await expect(page.locator(`head meta[name="description"][content^="${property.bedrooms} BHK"]`)).toHaveCount(1);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@graph': { '@type': string; price?: number }[] };
  expect(ld['@graph'].map((node) => node['@type'])).toEqual(['Offer', 'BreadcrumbList']);
  expect(ld['@graph'][0]!.price).toBe(Math.round(property.price * 1e7));
});

test('navigating from an article to the news list replaces the head', async ({ page }) => {
  await page.goto(`/news/${article.slug}`);
  await expect(page).toHaveTitle(`${article.title} · GharInsight`);
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expectOneOfEach(page);
  // Back to News is a link (it works without JavaScript), followed in the browser.
  await page.getByRole('link', { name: 'Back to News' }).click();
  await expect(page).toHaveTitle('News & Insights · GharInsight');
  await expectOneOfEach(page);
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', absolute('/news'));
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('the share card image of a city dashboard is served', async ({ page, request }) => {
  await page.goto('/dashboard?city=Pune');
  await expect(page).toHaveTitle('Pune Real Estate Dashboard · GharInsight');
  const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(absolute('/images/share/pune.png'));
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
});

test('an unknown path is marked noindex', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found · GharInsight');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
