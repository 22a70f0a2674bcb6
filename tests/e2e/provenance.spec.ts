import type { Page } from '@playwright/test';
import { expect, scrollThrough, test } from './fixtures';

// Issue 24, point 5: nothing goes unlabelled. On every route below, every widget that shows a
// figure (`[data-widget][data-figures]`, set by WidgetCard and the detail pages) carries a
// provenance line (`[data-provenance]`) whose link goes to its section of /methodology, and
// every such section exists. Each section of a detail page that shows figures is a widget of its own.

const CITIES = ['Mumbai', 'Bengaluru', 'Delhi NCR', 'Pune', 'Hyderabad', 'Chennai', 'Kochi'];
const q = (city: string) => encodeURIComponent(city);

const ROUTES = [
  // Every city's dashboard overview: its widgets with each city's data (Kochi's, for one, has no
  // year-on-year price change). The overview holds the Top Gainers, Transaction Prices and Market Analysis
  // widgets too (app/pages/DashboardTabContent), the very components the section pages below render with
  // the same city prop; so those pages are visited for one city, for the page around the widget
  // (SectionPage). That every city's records carry a provenance is checked over the APIs
  // (tests/server/provenance.test.ts: Query.* { provenance } of every city).
  ...CITIES.map((city) => `/dashboard?city=${q(city)}`),
  '/top-gainers?city=Kochi',
  '/transaction-prices?city=Kochi',
  '/market-analysis?city=Kochi',
  '/dashboard?city=Pune&amenityTab=property-developers',
  '/property/107',
  '/localities/pune/baner',
  '/property-developers/5001',
  '/shopping-malls/3012',
  '/compare?cities=Mumbai,Pune',
  // The listing page, a city's localities and the tools' answers (/property/107 shows the similar homes).
  '/properties?city=Pune',
  '/localities/pune',
  '/tools/affordability?city=Pune&income=200000&savings=4000000&bedrooms=2',
  '/tools/rent-vs-buy?property=401',
];

/** The widgets showing figures that have no provenance line yet, and the methodology links found. */
const scan = () =>
  Array.from(document.querySelectorAll<HTMLElement>('[data-widget][data-figures]')).map((widget) => ({
    widget: widget.dataset.widget!,
    links: Array.from(widget.querySelectorAll<HTMLAnchorElement>('[data-provenance] a')).map((link) => link.getAttribute('href')),
  }));

/** The ids of /methodology's sections, as the server renders the page. */
async function sectionsOfMethodology(page: Page): Promise<Set<string>> {
  const response = await page.request.get('/methodology');
  expect(response.status(), 'GET /methodology').toBe(200);
  return new Set([...(await response.text()).matchAll(/<section\b[^>]*\bid="([^"]+)"/g)].map((match) => match[1]));
}

// One test per route, so a route that fails does not hide the others.

for (const route of ROUTES) {
  test(`${route}: every widget that shows a figure has a provenance line linking to its /methodology section`, async ({ page }) => {
    await page.goto(route);
    // Deferred parts hydrate and load when scrolled to.
    await scrollThrough(page);
    await expect
      .poll(async () => (await page.evaluate(scan)).filter((widget) => widget.links.length === 0).map((widget) => widget.widget), { message: `widgets without a provenance line on ${route}`, timeout: 30_000 })
      .toEqual([]);
    const widgets = await page.evaluate(scan);
    expect(widgets.length, `widgets showing figures on ${route}`).toBeGreaterThan(0);
    const sections = await sectionsOfMethodology(page);
    for (const { widget, links } of widgets) {
      for (const href of links) {
        expect(href, `${widget}'s provenance link`).toMatch(/^\/methodology#[a-z-]+$/);
        expect(sections, `${widget} links to ${href}: /methodology has that section`).toContain(href!.split('#')[1]);
      }
    }
  });
}
