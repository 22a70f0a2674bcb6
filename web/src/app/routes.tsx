import type { RouteObject } from 'react-router-dom';
import { localityRoute, paths } from '../config/paths';
import { COMPANY_PAGES, RESOURCE_PAGES, infoPagePath, type InfoPageLink, type InfoSection } from '../features/info/infoPages';
import { AppLayout } from './AppLayout';
import { lazyPage } from './lazyPage';
import { NOT_FOUND_TITLE, type RouteHandle } from './pageTitle';
import { RouteError } from './RouteError';

// Every route of spec section 2. Each page is its own lazily loaded chunk.

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const TopGainersPage = lazyPage(() => import('../features/dashboard/TopGainersPage'), 'TopGainersPage');
const TransactionPricesPage = lazyPage(() => import('../features/dashboard/TransactionPricesPage'), 'TransactionPricesPage');
const MarketAnalysisPage = lazyPage(() => import('../features/dashboard/MarketAnalysisPage'), 'MarketAnalysisPage');
const ComparePage = lazyPage(() => import('../features/compare/ComparePage'), 'ComparePage');
const NewsPage = lazyPage(() => import('../features/news/NewsPage'), 'NewsPage');
const ArticlePage = lazyPage(() => import('../features/news/ArticlePage'), 'ArticlePage');
// The property page with the purchase-cost card (composed in app/PropertyRoute).
const PropertyPage = lazyPage(() => import('./PropertyRoute'), 'PropertyRoute');
const PurchaseCostPage = lazyPage(() => import('../features/purchase-cost/PurchaseCostPage'), 'PurchaseCostPage');
const ShoppingMallPage = lazyPage(() => import('../features/amenity-details/ShoppingMallPage'), 'ShoppingMallPage');
const TheaterPage = lazyPage(() => import('../features/amenity-details/TheaterPage'), 'TheaterPage');
const PropertyDeveloperPage = lazyPage(() => import('../features/amenity-details/PropertyDeveloperPage'), 'PropertyDeveloperPage');
const SearchResultsPage = lazyPage(() => import('../features/search/SearchResultsPage'), 'SearchResultsPage');
const PropertyListingPage = lazyPage(() => import('../features/property-listing/PropertyListingPage'), 'PropertyListingPage');
const InfoPage = lazyPage(() => import('../features/info/InfoPage'), 'InfoPage');
const LocalityPage = lazyPage(() => import('../features/locality-page/LocalityPage'), 'LocalityPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');

const titled = (title: RouteHandle['title']): RouteHandle => ({ title });

/** One route per known resource or company page, so any other slug is not found. */
const infoRoutes = (section: InfoSection, pages: readonly InfoPageLink[]): RouteObject[] =>
  pages.map((page) => ({ path: infoPagePath(section, page.slug), element: <InfoPage page={page} />, handle: titled(page.title) }));

/** /property without an id renders the property page too, which shows 'Invalid Property ID'. */
const propertyWithoutId = paths.property.replace('/:id', '');

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage />, handle: titled('Property Market Insights for Indian Cities') },
      { path: paths.dashboard, element: <DashboardPage />, handle: titled('Dashboard') },
      { path: paths.topGainers, element: <TopGainersPage />, handle: titled('Top Gainers') },
      { path: paths.transactionPrices, element: <TransactionPricesPage />, handle: titled('Transaction Prices') },
      { path: paths.marketAnalysis, element: <MarketAnalysisPage />, handle: titled('Market Analysis') },
      { path: paths.compare, element: <ComparePage />, handle: titled('Compare Cities') },
      { path: paths.news, element: <NewsPage />, handle: titled('News & Insights') },
      { path: paths.article, element: <ArticlePage />, handle: titled('News') },
      { path: paths.property, element: <PropertyPage />, handle: titled('Property') },
      { path: propertyWithoutId, element: <PropertyPage />, handle: titled('Property') },
      { path: paths.shoppingMall, element: <ShoppingMallPage />, handle: titled('Shopping Mall') },
      { path: paths.theater, element: <TheaterPage />, handle: titled('Theater') },
      { path: paths.propertyDeveloper, element: <PropertyDeveloperPage />, handle: titled('Property Developer') },
      { path: paths.search, element: <SearchResultsPage />, handle: titled('Search') },
      { path: paths.properties, element: <PropertyListingPage />, handle: titled('Properties') },
      { path: localityRoute, element: <LocalityPage />, handle: titled('Locality') },
      { path: paths.purchaseCostTool, element: <PurchaseCostPage />, handle: titled('Purchase Cost Calculator') },
      ...infoRoutes('resources', RESOURCE_PAGES),
      ...infoRoutes('company', COMPANY_PAGES),
      { path: '*', element: <NotFoundPage />, handle: titled(NOT_FOUND_TITLE) },
    ],
  },
];
