import type { RouteObject } from 'react-router-dom';
import { localityRoute, paths } from '../config/paths';
import { COMPANY_PAGES, RESOURCE_PAGES, infoPagePath, type InfoPageLink, type InfoSection } from '../features/info/infoPages';
import { AppLayout } from './AppLayout';
import { lazyPage } from './lazyPage';
import { RouteError } from './RouteError';

// Every route of spec section 2. Each page is its own lazily loaded chunk and renders
// its own head (shared/head/PageHead).

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

/** One route per known resource or company page, so any other slug is not found. */
const infoRoutes = (section: InfoSection, pages: readonly InfoPageLink[]): RouteObject[] =>
  pages.map((page) => ({ path: infoPagePath(section, page.slug), element: <InfoPage section={section} page={page} /> }));

/** /property without an id renders the property page too, which shows 'Invalid Property ID'. */
const propertyWithoutId = paths.property.replace('/:id', '');

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.topGainers, element: <TopGainersPage /> },
      { path: paths.transactionPrices, element: <TransactionPricesPage /> },
      { path: paths.marketAnalysis, element: <MarketAnalysisPage /> },
      { path: paths.compare, element: <ComparePage /> },
      { path: paths.news, element: <NewsPage /> },
      { path: paths.article, element: <ArticlePage /> },
      { path: paths.property, element: <PropertyPage /> },
      { path: propertyWithoutId, element: <PropertyPage /> },
      { path: paths.shoppingMall, element: <ShoppingMallPage /> },
      { path: paths.theater, element: <TheaterPage /> },
      { path: paths.propertyDeveloper, element: <PropertyDeveloperPage /> },
      { path: paths.search, element: <SearchResultsPage /> },
      { path: paths.properties, element: <PropertyListingPage /> },
      { path: localityRoute, element: <LocalityPage /> },
      { path: paths.purchaseCostTool, element: <PurchaseCostPage /> },
      ...infoRoutes('resources', RESOURCE_PAGES),
      ...infoRoutes('company', COMPANY_PAGES),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
