import './widgets/jsdomHighcharts';
import { StyleProvider } from '@ant-design/cssinjs';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../web/src/app/AppProviders';
import { routes } from '../../web/src/app/routes';
import { PublicUrlProvider } from '../../web/src/shared/head/PublicUrl';
import { jsonLdScript } from '../../web/src/shared/head/jsonLd';
import { createApolloClient } from '../../web/src/lib/apolloClient';
import { testData } from '../support/graphqlExecutor';
import { GRAPHQL_URL, neverAnswer } from './msw';

// The head of every route, rendered through the real route table with React 19's
// hoisting: exactly one of each tag in document.head, with absolute URLs on the
// configured public origin (given with a trailing slash, which must not double).

const ORIGIN = 'https://gharinsight.example';
const data = testData();

beforeAll(() => {
  // jsdom has no scrolling; the router's ScrollRestoration calls it on every navigation.
  window.scrollTo = () => {};
});

function renderApp(route: string) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  render(
    <PublicUrlProvider value={`${ORIGIN}/`}>
      <AppProviders client={createApolloClient(GRAPHQL_URL)}>
        {/* antd's styles in a detached container keep jsdom fast (see pages/renderPage.tsx). */}
        <StyleProvider container={document.createElement('div')}>
          <RouterProvider router={router} />
        </StyleProvider>
      </AppProviders>
    </PublicUrlProvider>,
  );
  return router;
}

const ONE_EACH = [
  'title',
  'meta[name="description"]',
  'link[rel="canonical"]',
  ...['site_name', 'type', 'title', 'description', 'url', 'image'].map((name) => `meta[property="og:${name}"]`),
  ...['card', 'title', 'description', 'image'].map((name) => `meta[name="twitter:${name}"]`),
];

/** Waits for the page's title: lazy chunks and data take a while on a busy machine. */
const untilTitle = (title: string) => waitFor(() => expect(document.title).toBe(title));

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute(selector.startsWith('link') ? 'href' : 'content');

function expectOneOfEach() {
  for (const selector of ONE_EACH) expect(document.head.querySelectorAll(selector), selector).toHaveLength(1);
  // Nothing of the head is left in the body (SVG icons have <title>s of their own).
  const strays = [...document.body.querySelectorAll('title, meta, link[rel="canonical"]')].filter((node) => node.namespaceURI !== 'http://www.w3.org/2000/svg');
  expect(strays).toHaveLength(0);
}

function head() {
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    canonical: content('link[rel="canonical"]'),
    ogUrl: content('meta[property="og:url"]'),
    ogTitle: content('meta[property="og:title"]'),
    ogType: content('meta[property="og:type"]'),
    ogImage: content('meta[property="og:image"]'),
    twitterImage: content('meta[name="twitter:image"]'),
    robots: content('meta[name="robots"]') ?? null,
  };
}

/** The JSON-LD nodes of the page (one script: a node or a @graph). */
function jsonLd(): Record<string, unknown>[] {
  const scripts = document.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts.length).toBeLessThanOrEqual(1);
  if (!scripts.length) return [];
  const parsed = JSON.parse(scripts[0].textContent!) as Record<string, unknown>;
  expect(parsed['@context']).toBe('https://schema.org');
  return (parsed['@graph'] as Record<string, unknown>[] | undefined) ?? [parsed];
}

const property = data.property('101')!;
const article = data.newsArticles()[0];
const mall = data.shoppingMalls('Pune')[0];
const developer = data.propertyDevelopers('Pune')[0];

describe('head of each route', () => {
  it.each([
    ['/', 'Property Market Insights for Indian Cities · GharInsight', '/', undefined],
    ['/dashboard', 'Dashboard · GharInsight', '/dashboard?city=Mumbai', '/images/share/mumbai.png'],
    ['/dashboard?city=pune&amenityTab=theaters', 'Pune Real Estate Dashboard · GharInsight', '/dashboard?city=Pune', '/images/share/pune.png'],
    ['/top-gainers?city=Delhi%20NCR', 'Top Gainers in Delhi NCR · GharInsight', '/top-gainers?city=Delhi+NCR', '/images/share/delhi-ncr.png'],
    ['/transaction-prices', 'Transaction Prices · GharInsight', '/transaction-prices?city=Mumbai', '/images/share/mumbai.png'],
    ['/market-analysis?city=Kochi', 'Market Analysis in Kochi · GharInsight', '/market-analysis?city=Kochi', '/images/share/kochi.png'],
    ['/compare', 'Compare Cities · GharInsight', '/compare', undefined],
    ['/compare?cities=Mumbai,Pune', 'Compare Mumbai, Pune · GharInsight', '/compare?cities=Mumbai,Pune', undefined],
    ['/news', 'News & Insights · GharInsight', '/news', undefined],
    ['/properties', 'Properties in all cities · GharInsight', '/properties', undefined],
    ['/properties?bedrooms=2&city=Pune&page=2', 'Properties in Pune · GharInsight', '/properties?city=Pune', '/images/share/pune.png'],
    ['/tools/purchase-cost?city=Pune&price=4000000', 'Purchase Cost Calculator · GharInsight', '/tools/purchase-cost', undefined],
    ['/resources/glossary', 'Glossary · GharInsight', '/resources/glossary', undefined],
    ['/company/about', 'About Us · GharInsight', '/company/about', undefined],
  ])('%s: %s, canonical %s', async (route, title, canonical, image) => {
    renderApp(route);
    await untilTitle(title);
    expectOneOfEach();
    expect(head()).toMatchObject({
      canonical: `${ORIGIN}${canonical}`,
      ogUrl: `${ORIGIN}${canonical}`,
      ogTitle: title,
      ogType: 'website',
      ogImage: `${ORIGIN}${image ?? '/images/share/gharinsight.png'}`,
      twitterImage: `${ORIGIN}${image ?? '/images/share/gharinsight.png'}`,
      robots: null,
    });
    expect(head().description).toMatch(/\S/);
  });

  it('names the city in the dashboard description', async () => {
    renderApp('/dashboard?city=Hyderabad');
    await untilTitle('Hyderabad Real Estate Dashboard · GharInsight');
    expect(head().description).toBe('Hyderabad property market: average prices, price trends, localities, amenities, malls, theaters and developers. Illustrative sample data.');
  });

  it.each([
    ['/no/such/page', 'Page Not Found · GharInsight', '/no/such/page'],
    ['/property/abc', 'Invalid Property ID · GharInsight', '/property/abc'],
    ['/news/no-such-article', 'Article Not Found · GharInsight', '/news/no-such-article'],
    ['/shopping-malls/999999', 'Shopping Mall Not Found · GharInsight', '/shopping-malls/999999'],
    ['/localities/pune/banner', 'Locality Not Found · GharInsight', '/localities/pune/banner'],
    ['/search?q=baner', 'Search: baner · GharInsight', '/search?q=baner'],
  ])('%s is kept out of indexes: %s', async (route, title, canonical) => {
    renderApp(route);
    await untilTitle(title);
    expectOneOfEach();
    expect(head()).toMatchObject({ canonical: `${ORIGIN}${canonical}`, robots: 'noindex' });
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });
});

describe('property head', () => {
  it("shows the route's head while loading, then the property's with an Offer and breadcrumbs", async () => {
    neverAnswer('PropertyPage');
    renderApp('/property/101');
    await untilTitle('Property · GharInsight');
    expectOneOfEach();
    expect(head().canonical).toBe(`${ORIGIN}/property/101`);
    expect(jsonLd()).toEqual([]);
  });

  it('names the property and describes it from the data', async () => {
    renderApp('/property/101');
    await untilTitle(`${property.name} · GharInsight`);
    expectOneOfEach();
    // Link previews get the first picture's PNG card; the JSON-LD names the picture itself.
    const card = `${ORIGIN}/images/share/properties/101-1.png`;
    const image = `${ORIGIN}${property.images[0]}`;
    expect(image).toBe(`${ORIGIN}/images/properties/101-1.svg`);
    expect(head()).toMatchObject({ canonical: `${ORIGIN}/property/101`, ogImage: card, twitterImage: card, robots: null });
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    const area = property.area.toLocaleString('en-IN');
    expect(head().description).toBe(
      `${property.bedrooms} BHK ${property.type.toLowerCase()} in ${property.locality}, ${property.city}: ₹${property.price} Cr, ${area} sq ft. Illustrative sample data.`,
    );
    const [offer, breadcrumbs] = jsonLd();
    expect(offer).toMatchObject({
      '@type': 'Offer',
      url: `${ORIGIN}/property/101`,
      price: Math.round(property.price * 1e7),
      priceCurrency: 'INR',
      itemOffered: {
        '@type': 'Apartment',
        name: property.name,
        image,
        address: { '@type': 'PostalAddress', addressLocality: property.locality, addressRegion: property.city, addressCountry: 'IN' },
        floorSize: { '@type': 'QuantitativeValue', value: property.area, unitCode: 'FTK' },
        numberOfBedrooms: property.bedrooms,
      },
    });
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        { '@type': 'ListItem', position: 2, name: 'Mumbai', item: `${ORIGIN}/dashboard?city=Mumbai` },
        { '@type': 'ListItem', position: 3, name: property.locality, item: `${ORIGIN}/localities/mumbai/worli` },
        { '@type': 'ListItem', position: 4, name: property.name, item: `${ORIGIN}/property/101` },
      ],
    });
  });

  it('replaces the head on navigation instead of adding a second one', async () => {
    const router = renderApp('/property/101');
    await untilTitle(`${property.name} · GharInsight`);
    await act(() => router.navigate('/news'));
    await untilTitle('News & Insights · GharInsight');
    expectOneOfEach();
    expect(head().canonical).toBe(`${ORIGIN}/news`);
    expect(jsonLd()).toEqual([]);
  });
});

describe('article head', () => {
  it('is an article with its summary, image and a NewsArticle', async () => {
    renderApp(`/news/${article.slug}`);
    await untilTitle(`${article.title} · GharInsight`);
    expectOneOfEach();
    const url = `${ORIGIN}/news/${article.slug}`;
    const image = `${ORIGIN}${article.image}`;
    const card = `${ORIGIN}/images/share/news/${article.slug}.png`;
    expect(image).toBe(`${ORIGIN}/images/news/${article.slug}.svg`);
    expect(head()).toMatchObject({ description: article.summary, canonical: url, ogUrl: url, ogType: 'article', ogImage: card, twitterImage: card, robots: null });
    const [news, breadcrumbs] = jsonLd();
    expect(news).toEqual({
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.summary,
      image: [image],
      datePublished: article.publishedAt,
      author: { '@type': 'Organization', name: article.source },
      publisher: { '@type': 'Organization', name: 'GharInsight', url: `${ORIGIN}/` },
      mainEntityOfPage: url,
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'News', item: `${ORIGIN}/news` }, { name: article.title, item: url }] });
  });
});

describe('detail pages', () => {
  it("a mall: its name, its picture's card, city breadcrumb", async () => {
    renderApp(`/shopping-malls/${mall.id}`);
    await untilTitle(`${mall.name} · GharInsight`);
    expectOneOfEach();
    expect(mall.image).toBe(`/images/malls/${mall.id}.svg`);
    const card = `${ORIGIN}/images/share/malls/${mall.id}.png`;
    expect(head()).toMatchObject({ canonical: `${ORIGIN}/shopping-malls/${mall.id}`, ogImage: card, twitterImage: card });
    expect(jsonLd()[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Pune', item: `${ORIGIN}/dashboard?city=Pune&amenityTab=shopping-malls` }, { name: mall.name }],
    });
  });

  it("a developer: its name, its logo's card, city breadcrumb", async () => {
    renderApp(`/property-developers/${developer.id}`);
    await untilTitle(`${developer.name} · GharInsight`);
    expectOneOfEach();
    expect(developer.logo).toBe(`/images/developers/${developer.id}.svg`);
    const card = `${ORIGIN}/images/share/developers/${developer.id}.png`;
    expect(head()).toMatchObject({ canonical: `${ORIGIN}/property-developers/${developer.id}`, ogImage: card, twitterImage: card });
    expect(jsonLd()[0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Pune' }, { name: developer.name }] });
  });

  it('a locality: its name and city, figures in the description', async () => {
    renderApp('/localities/pune/baner');
    await untilTitle('Baner, Pune · GharInsight');
    expectOneOfEach();
    expect(head().canonical).toBe(`${ORIGIN}/localities/pune/baner`);
    expect(head().description).toMatch(/^Baner, Pune: ₹[\d,]+\/sqft on average, [+-]\d+\.\d% in a year, rental yield \d+\.\d%\. Illustrative sample data\.$/);
  });
});

describe('jsonLdScript', () => {
  it('writes < as \\u003c so no text can close the script', () => {
    const text = jsonLdScript([{ '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: '</script><script>alert(1)</script>' });
  });
});
