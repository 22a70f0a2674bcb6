import type { RouteObject } from 'react-router-dom';
import { localityRoute, paths } from '../config/paths';
import { COMPANY_PAGES, RESOURCE_PAGES, infoPagePath, type InfoPageLink, type InfoSection } from '../features/info/infoPages';
import { AppLayout } from './AppLayout';
import { lazyPage } from './lazyPage';
import { NOT_FOUND_TITLE, type RouteHandle } from './pageTitle';
import { RouteError } from './RouteError';

// Every route of spec section 2. Each page is its own lazily loaded chunk.

const LandingPage = lazyPage('../features/landing/LandingPage.tsx', 'LandingPage');
const DashboardPage = lazyPage('../features/dashboard/DashboardPage.tsx', 'DashboardPage');
const TopGainersPage = lazyPage('../features/dashboard/TopGainersPage.tsx', 'TopGainersPage');
const TransactionPricesPage = lazyPage('../features/dashboard/TransactionPricesPage.tsx', 'TransactionPricesPage');
const MarketAnalysisPage = lazyPage('../features/dashboard/MarketAnalysisPage.tsx', 'MarketAnalysisPage');
const ComparePage = lazyPage('../features/compare/ComparePage.tsx', 'ComparePage');
const NewsPage = lazyPage('../features/news/NewsPage.tsx', 'NewsPage');
const ArticlePage = lazyPage('../features/news/ArticlePage.tsx', 'ArticlePage');
// The property page with the purchase-cost card (composed in app/PropertyRoute).
const PropertyPage = lazyPage('./PropertyRoute.tsx', 'PropertyRoute');
const PurchaseCostPage = lazyPage('../features/purchase-cost/PurchaseCostPage.tsx', 'PurchaseCostPage');
const ShoppingMallPage = lazyPage('../features/amenity-details/ShoppingMallPage.tsx', 'ShoppingMallPage');
const TheaterPage = lazyPage('../features/amenity-details/TheaterPage.tsx', 'TheaterPage');
const PropertyDeveloperPage = lazyPage('../features/amenity-details/PropertyDeveloperPage.tsx', 'PropertyDeveloperPage');
const SearchResultsPage = lazyPage('../features/search/SearchResultsPage.tsx', 'SearchResultsPage');
const PropertyListingPage = lazyPage('../features/property-listing/PropertyListingPage.tsx', 'PropertyListingPage');
const InfoPage = lazyPage('../features/info/InfoPage.tsx', 'InfoPage');
const LocalityPage = lazyPage('../features/locality-page/LocalityPage.tsx', 'LocalityPage');
const NotFoundPage = lazyPage('../features/not-found/NotFoundPage.tsx', 'NotFoundPage');

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
