import type { Page } from '@playwright/test';
import marketData from '../../server/fixtures/market-data.json' with { type: 'json' };
import news from '../../server/fixtures/news.json' with { type: 'json' };
import properties from '../../server/fixtures/properties.json' with { type: 'json' };
import malls from '../../server/fixtures/shopping-malls.json' with { type: 'json' };
import theaters from '../../server/fixtures/theaters.json' with { type: 'json' };
import developers from '../../server/fixtures/property-developers.json' with { type: 'json' };
import topGainers from '../../server/fixtures/top-gainers.json' with { type: 'json' };
import { formatCrore, formatNumber, formatPricePerSqft } from '../../web/src/shared/format';
import { expect, test } from './fixtures';

// Issue 13, point 8: reading works without JavaScript. Every main route, opened in a
// browser with scripts disabled, shows its heading and its figures from the data, and
// following one of its links (a real click) loads the next page with its content. The
// server HTML of each route (fetched without a browser) has the data, not a skeleton.

test.use({ javaScriptEnabled: false });

const pune = marketData.find((entry) => entry.city === 'Pune')!;
const mumbai = marketData.find((entry) => entry.city === 'Mumbai')!;
const property = properties.find((entry) => entry.id === '101')!;
const similar = properties.find((entry) => entry.id === '102')!;
const article = news[0];
const mall = malls.find((entry) => entry.id === '3001')!;
const theater = theaters.find((entry) => entry.id === '4001')!;
const developer = developers.find((entry) => entry.id === '5001')!;
const puneGainers = topGainers.filter((entry) => entry.city === 'Pune').sort((a, b) => b.appreciation.oneYear - a.appreciation.oneYear);

const main = (page: Page) => page.getByRole('main');
/** The property page's h1: the name, then a Premium tag for premium homes. */
const propertyHeading = (entry: { name: string; isPremium: boolean }) => (entry.isPremium ? `${entry.name} Premium` : entry.name);
const h1 = (page: Page) => main(page).getByRole('heading', { level: 1 });

interface RouteCase {
  name: string;
  url: string;
  heading: string;
  /** Texts from the data that the page shows. */
  texts: string[];
  /** Follows one link of the page (a click) and checks the page it opens. */
  follow: (page: Page) => Promise<void>;
  status?: number;
}

const ROUTES: RouteCase[] = [
  {
    name: 'landing',
    url: '/',
    heading: 'Make smarter property decisions in Indian cities',
    texts: ['Popular Cities', 'Explore Amenities', 'illustrative sample data'],
    follow: async (page) => {
      await main(page).getByRole('region', { name: 'Popular Cities' }).getByRole('link', { name: 'Pune', exact: true }).click();
      await expect(page).toHaveURL('/dashboard?city=Pune');
      await expect(h1(page)).toHaveText('Pune Real Estate Dashboard');
      await expect(main(page).getByText(formatPricePerSqft(pune.avgPrice)).first()).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    url: '/dashboard?city=Pune',
    heading: 'Pune Real Estate Dashboard',
    texts: [formatPricePerSqft(pune.avgPrice), formatNumber(pune.propertiesListed), `${pune.avgDaysListed} days`, article.title],
    follow: async (page) => {
      // The tabs are links: without JavaScript a tab opens the dashboard's address for it.
      await main(page).getByRole('tab', { name: 'Theaters' }).click();
      await expect(page).toHaveURL('/dashboard?city=Pune&amenityTab=theaters');
      await expect(main(page).getByRole('tab', { name: 'Theaters' })).toHaveAttribute('aria-selected', 'true');
      await expect(main(page).getByRole('heading', { name: 'Movie Theaters in Pune' })).toBeVisible();
      await main(page).getByRole('link', { name: 'Filters' }).click();
      await expect(page).toHaveURL('/properties?city=Pune');
      await expect(h1(page)).toHaveText('Properties in Pune');
    },
  },
  {
    name: 'dashboard amenities tab',
    url: '/dashboard?city=Pune&amenityTab=amenities',
    heading: 'Pune Real Estate Dashboard',
    texts: ['Shopping Malls', 'Movie Theaters', 'Property Developers'],
    follow: async (page) => {
      await main(page).getByRole('link', { name: /^Shopping Malls/ }).click();
      await expect(page).toHaveURL('/dashboard?city=Pune&amenityTab=shopping-malls');
      const puneMall = malls.find((entry) => entry.city === 'Pune')!;
      await expect(main(page).getByRole('heading', { name: 'Shopping Malls in Pune' })).toBeVisible();
      await main(page).getByRole('link', { name: new RegExp(`^${puneMall.name}`) }).click();
      await expect(h1(page)).toHaveText(puneMall.name);
    },
  },
  {
    name: 'dashboard developers tab',
    url: '/dashboard?city=Mumbai&amenityTab=property-developers',
    heading: 'Mumbai Real Estate Dashboard',
    texts: ['Property Developers in Mumbai', developer.name, `Founded ${developer.foundedYear}`],
    follow: async (page) => {
      await main(page).getByRole('link', { name: new RegExp(`^${developer.name}`) }).click();
      await expect(page).toHaveURL(`/property-developers/${developer.id}`);
      await expect(h1(page)).toHaveText(developer.name);
    },
  },
  {
    name: 'top gainers',
    url: '/top-gainers?city=Pune',
    heading: 'Top Gainers',
    texts: puneGainers.slice(0, 3).flatMap((gainer) => [gainer.locality, formatPricePerSqft(gainer.ratePerSqFt)]),
    follow: async (page) => {
      await main(page).getByRole('link', { name: puneGainers[0].locality, exact: true }).first().click();
      await expect(h1(page)).toHaveText(puneGainers[0].locality);
    },
  },
  {
    name: 'transaction prices',
    url: '/transaction-prices?city=Pune',
    heading: 'Transaction Prices',
    texts: ['Hinjewadi', 'deals'],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Hinjewadi', exact: true }).first().click();
      await expect(h1(page)).toHaveText('Hinjewadi');
    },
  },
  {
    name: 'market analysis',
    url: '/market-analysis?city=Pune',
    heading: 'Market Analysis',
    texts: ['Market Sentiment', 'Market Drivers', 'Price Predictions'],
    follow: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'News', exact: true }).click();
      await expect(h1(page)).toHaveText('Real Estate News & Insights');
    },
  },
  {
    name: 'compare',
    url: '/compare?cities=Mumbai,Pune',
    heading: 'Compare Cities',
    texts: [formatPricePerSqft(mumbai.avgPrice), formatPricePerSqft(pune.avgPrice), formatNumber(pune.propertiesListed)],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'View Dashboard for Pune' }).click();
      await expect(page).toHaveURL('/dashboard?city=Pune');
      await expect(h1(page)).toHaveText('Pune Real Estate Dashboard');
    },
  },
  {
    name: 'news',
    url: '/news',
    heading: 'Real Estate News & Insights',
    texts: [`All Articles (${news.length})`, ...news.slice(0, 6).map((entry) => entry.title)],
    follow: async (page) => {
      await main(page).getByRole('link', { name: news[1].title }).first().click();
      await expect(h1(page)).toHaveText(news[1].title);
    },
  },
  {
    name: 'article',
    url: `/news/${article.slug}`,
    heading: article.title,
    texts: [article.source, article.category, '1.2K views', article.body[0]],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Back to News' }).click();
      await expect(page).toHaveURL('/news');
      await expect(h1(page)).toHaveText('Real Estate News & Insights');
    },
  },
  {
    name: 'property',
    url: `/property/${property.id}`,
    heading: propertyHeading(property),
    texts: [formatCrore(property.price), formatPricePerSqft(property.pricePerSqFt), property.location, similar.name],
    follow: async (page) => {
      await main(page).getByRole('link', { name: similar.name }).first().click();
      await expect(page).toHaveURL(`/property/${similar.id}`);
      await expect(h1(page)).toHaveText(propertyHeading(similar));
      await expect(main(page).getByText(formatCrore(similar.price)).first()).toBeVisible();
    },
  },
  {
    name: 'property listing',
    url: '/properties',
    heading: 'Properties in all cities',
    texts: [`${properties.length} properties`, property.name, formatCrore(property.price)],
    follow: async (page) => {
      // The card's link is named by its visible text, which starts with the property's name.
      await main(page).getByRole('link', { name: new RegExp(`^${property.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
      await expect(h1(page)).toHaveText(propertyHeading(property));
    },
  },
  {
    name: 'search results',
    url: '/search?q=lodha',
    heading: 'Search results for “lodha”',
    texts: ['Developers', 'Developer in Mumbai', 'Developer in Pune'],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Lodha' }).first().click();
      await expect(page).toHaveURL(`/property-developers/${developer.id}`);
      await expect(h1(page)).toHaveText(developer.name);
    },
  },
  {
    name: 'locality',
    url: '/localities/pune/baner',
    heading: 'Baner',
    texts: ['₹11,500/sqft', 'Baner Hillcrest Residences'],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Pune dashboard' }).click();
      await expect(h1(page)).toHaveText('Pune Real Estate Dashboard');
    },
  },
  {
    name: 'purchase-cost tool',
    url: '/tools/purchase-cost',
    heading: 'Purchase cost calculator',
    texts: ['Maharashtra rules · duty 6% of ₹1 Cr', '₹6,30,000'],
    follow: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Glossary' }).click();
      await expect(h1(page)).toHaveText('Glossary');
    },
  },
  {
    name: 'affordability tool',
    url: '/tools/affordability',
    heading: 'What can I afford?',
    texts: ['₹1,24,06,249', 'Localities of Pune for 700 sq ft: 10 of 10 fit'],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Wagholi', exact: true }).click();
      await expect(h1(page)).toHaveText('Wagholi');
    },
  },
  {
    name: 'rent-or-buy tool',
    url: '/tools/rent-vs-buy?property=401',
    heading: 'Rent or buy?',
    texts: ['From year 6', "Baner's rental yield 3.3% × price ÷ 12"],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Baner Hillcrest Residences' }).click();
      await expect(h1(page)).toHaveText('Baner Hillcrest Residences');
    },
  },
  {
    name: 'mall',
    url: `/shopping-malls/${mall.id}`,
    heading: mall.name,
    texts: [`${mall.locality}, ${mall.city}`, String(mall.stores), `${mall.openYear}`, mall.features[0]],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL('/dashboard?city=Mumbai&amenityTab=shopping-malls');
      await expect(main(page).getByRole('heading', { name: 'Shopping Malls in Mumbai' })).toBeVisible();
    },
  },
  {
    name: 'theater',
    url: `/theaters/${theater.id}`,
    heading: theater.name,
    texts: [`${theater.locality}, ${theater.city}`, `${formatNumber(theater.seatingCapacity)} seats`, theater.amenities[0]],
    follow: async (page) => {
      await main(page).getByRole('link', { name: theater.locality, exact: true }).click();
      await expect(h1(page)).toHaveText(theater.locality);
    },
  },
  {
    name: 'developer',
    url: `/property-developers/${developer.id}`,
    heading: developer.name,
    texts: [String(developer.foundedYear), String(developer.projectsCompleted), developer.specialty[0]],
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Back to Dashboard' }).click();
      await expect(page).toHaveURL('/dashboard?city=Mumbai&amenityTab=property-developers');
      await expect(main(page).getByRole('heading', { name: 'Property Developers in Mumbai' })).toBeVisible();
    },
  },
  {
    name: 'info page',
    url: '/resources/glossary',
    heading: 'Glossary',
    texts: ['Carpet area: the usable floor area inside the walls.'],
    follow: async (page) => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(h1(page)).toHaveText('About Us');
    },
  },
  {
    name: 'not found',
    url: '/no-such-page',
    heading: '404 Page Not Found',
    texts: ['Did you forget to add the page to the router?'],
    status: 404,
    follow: async (page) => {
      await main(page).getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(h1(page)).toHaveText('Make smarter property decisions in Indian cities');
    },
  },
];

/** The text of HTML with its markup and the entities React writes removed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

for (const route of ROUTES) {
  test(`without JavaScript, ${route.name} (${route.url}) shows its content and its links work`, async ({ page: checkedPage, browser }) => {
    // A 404 document makes Chromium log "Failed to load resource … 404", which the shared
    // fixture counts as a browser error: the not-found page is opened in a page of its own
    // (still without JavaScript); its status is asserted below.
    const page = route.status === 404 ? await browser.newPage({ javaScriptEnabled: false }) : checkedPage;
    const response = await page.goto(route.url);
    expect(response?.status()).toBe(route.status ?? 200);
    await expect(h1(page)).toHaveText(route.heading);
    for (const text of route.texts) await expect(main(page).getByText(text, { exact: false }).first()).toBeVisible();
    await route.follow(page);
    if (page !== checkedPage) await page.close();
  });


  test(`the server HTML of ${route.name} (${route.url}) has its data, not a skeleton`, async ({ request }) => {
    const response = await request.get(route.url);
    expect(response.status()).toBe(route.status ?? 200);
    const html = await response.text();
    const body = html.slice(html.indexOf('<div id="root">'));
    const markup = body.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
    expect(markup).not.toContain('aria-busy="true"');
    expect(markup).not.toMatch(/class="[^"]*\bant-skeleton\b/);
    // The one h1 holds the heading (compared without white space, which markup does not keep between elements).
    const headings = [...markup.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]).replace(/\s+/g, ''));
    expect(headings).toEqual([route.heading.replace(/\s+/g, '')]);
    const text = textOf(body);
    for (const expected of route.texts) expect(text).toContain(expected);
  });
}

test('without JavaScript, the header links work', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Top Gainers' }).click();
  await expect(page).toHaveURL('/top-gainers');
  await expect(h1(page)).toHaveText('Top Gainers');
  await expect(main(page).getByText(topGainers.find((entry) => entry.city === 'Mumbai')!.locality).first()).toBeVisible();
});

test('without JavaScript, the news pager’s links page through all articles', async ({ page }) => {
  const pages = Math.ceil(news.length / 6);
  await page.goto('/news');
  await expect(main(page).getByText(`Page 1 of ${pages}`)).toBeVisible();
  await main(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/news?page=2');
  await expect(main(page).getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(main(page).getByRole('link', { name: news[6].title }).first()).toBeVisible();
  await main(page).getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/news');
  await expect(main(page).getByRole('link', { name: news[0].title }).first()).toBeVisible();
});

test('without JavaScript, the landing and header search boxes open the results page', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('Enter a city, locality or society').fill('lodha');
  await page.getByRole('button', { name: 'Search Insights' }).click();
  await expect(page).toHaveURL('/search?q=lodha');
  await expect(h1(page)).toHaveText('Search results for “lodha”');
  await expect(main(page).getByText('Developer in Pune')).toBeVisible();

  await page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).fill('Baner');
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(page).toHaveURL('/search?q=Baner');
  await expect(main(page).getByRole('link', { name: 'Baner', exact: true }).first()).toBeVisible();
});
