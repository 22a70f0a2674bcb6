import { Router } from 'express';
import type { DataStore } from '../data/DataStore.js';
import { appPaths } from '../data/appPaths.js';
// Plain modules without imports of their own (no React): the web app's route paths and
// its resource and company pages, so the sitemap lists exactly what the router serves.
import { paths } from '../../../web/src/config/paths.js';
import { COMPANY_PAGES, RESOURCE_PAGES } from '../../../web/src/config/infoPageList.js';
import { setCacheControl } from './answerHeaders.js';

// /sitemap.xml and /robots.txt. The data is immutable while the process runs, so both
// are built once, when the router is made, from the data layer and PUBLIC_URL.

const ONE_HOUR = 'public, max-age=3600';

/** The city-scoped section routes: each shows one city (the `city` query parameter). */
const CITY_ROUTES = [paths.dashboard, paths.topGainers, paths.transactionPrices, paths.marketAnalysis, paths.properties] as const;

const withCity = (path: string, city: string) => `${path}?${new URLSearchParams({ city })}`;

/** Every indexable page of the app, as paths (with the query string that selects its content). */
export function sitemapPaths(data: DataStore): string[] {
  const cities = data.cityNames;
  return [
    paths.home,
    ...cities.flatMap((city) => CITY_ROUTES.map((route) => (route === paths.dashboard ? appPaths.dashboard(city) : withCity(route, city)))),
    paths.properties,
    paths.compare,
    paths.news,
    paths.purchaseCostTool,
    paths.saved,
    paths.affordabilityTool,
    paths.rentVsBuyTool,
    paths.methodology,
    ...data.properties().map((property) => appPaths.property(property.id)),
    ...data.newsArticles().map((article) => `/news/${encodeURIComponent(article.slug)}`),
    ...cities.map((city) => appPaths.cityLocalities(city)),
    ...data.localities().map((locality) => appPaths.locality(locality.city, locality.name)),
    ...data.shoppingMalls().map((mall) => appPaths.shoppingMall(mall.id)),
    ...data.theaters().map((theater) => appPaths.theater(theater.id)),
    ...data.propertyDevelopers().map((developer) => appPaths.propertyDeveloper(developer.id)),
    ...RESOURCE_PAGES.map((page) => paths.resource.replace(':page', page.slug)),
    ...COMPANY_PAGES.map((page) => paths.company.replace(':page', page.slug)),
  ];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** A sitemaps.org urlset of absolute URLs (no lastmod: the sample data has no edit dates). */
export function buildSitemap(origin: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function buildRobotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /graphql', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

export function seoFiles(data: DataStore, origin: string): Router {
  const sitemap = buildSitemap(origin, sitemapPaths(data));
  const robots = buildRobotsTxt(origin);
  const router = Router();
  router.get('/sitemap.xml', (_req, res) => {
    setCacheControl(res.type('application/xml'), ONE_HOUR);
    res.send(sitemap);
  });
  router.get('/robots.txt', (_req, res) => {
    setCacheControl(res.type('text/plain'), ONE_HOUR);
    res.send(robots);
  });
  return router;
}
