import type { RouteObject } from 'react-router-dom';
import { cityLocalitiesRoute, localityRoute, paths } from '../config/paths';
import { COMPANY_PAGES, RESOURCE_PAGES, infoPagePath, type InfoPageLink, type InfoSection } from '../features/info/infoPages';
import { AppLayout } from './AppLayout';
import { lazyPage } from './lazyPage';
import { RouteError } from './RouteError';

// Every route of spec section 2. Each page is its own lazily loaded chunk and renders
// its own head (shared/head/PageHead).

// Pages made of several features are composed in app/pages/ (features do not import each other).
const LandingPage = lazyPage('./pages/LandingRoute.tsx', 'LandingRoute');
const DashboardPage = lazyPage('./pages/DashboardRoute.tsx', 'DashboardRoute');
const TopGainersPage = lazyPage('./pages/TopGainersRoute.tsx', 'TopGainersRoute');
const TransactionPricesPage = lazyPage('./pages/TransactionPricesRoute.tsx', 'TransactionPricesRoute');
const MarketAnalysisPage = lazyPage('./pages/MarketAnalysisRoute.tsx', 'MarketAnalysisRoute');
const ComparePage = lazyPage('../features/compare/ComparePage.tsx', 'ComparePage');
const NewsPage = lazyPage('../features/news/NewsPage.tsx', 'NewsPage');
const ArticlePage = lazyPage('../features/news/ArticlePage.tsx', 'ArticlePage');
// The property page with the purchase-cost card (composed in app/pages/PropertyRoute).
const PropertyPage = lazyPage('./pages/PropertyRoute.tsx', 'PropertyRoute');
const PurchaseCostPage = lazyPage('../features/purchase-cost/PurchaseCostPage.tsx', 'PurchaseCostPage');
const AffordabilityPage = lazyPage('../features/tools/AffordabilityPage.tsx', 'AffordabilityPage');
const RentVsBuyPage = lazyPage('../features/tools/RentVsBuyPage.tsx', 'RentVsBuyPage');
const ShoppingMallPage = lazyPage('../features/amenity-details/ShoppingMallPage.tsx', 'ShoppingMallPage');
const TheaterPage = lazyPage('../features/amenity-details/TheaterPage.tsx', 'TheaterPage');
const PropertyDeveloperPage = lazyPage('../features/amenity-details/PropertyDeveloperPage.tsx', 'PropertyDeveloperPage');
const SearchResultsPage = lazyPage('../features/search/SearchResultsPage.tsx', 'SearchResultsPage');
const PropertyListingPage = lazyPage('../features/property-listing/PropertyListingPage.tsx', 'PropertyListingPage');
const InfoPage = lazyPage<{ section: InfoSection; page: InfoPageLink }>('../features/info/InfoPage.tsx', 'InfoPage');
// The locality page with the price check section (composed in app/pages/LocalityRoute).
const LocalityPage = lazyPage('./pages/LocalityRoute.tsx', 'LocalityRoute');
const CityLocalitiesPage = lazyPage('../features/locality-pages/CityLocalitiesPage.tsx', 'CityLocalitiesPage');
const SavedPage = lazyPage('../features/saved/SavedPage.tsx', 'SavedPage');
const MethodologyPage = lazyPage('../features/methodology/MethodologyPage.tsx', 'MethodologyPage');
const NotFoundPage = lazyPage('../features/not-found/NotFoundPage.tsx', 'NotFoundPage');

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
      { path: cityLocalitiesRoute, element: <CityLocalitiesPage /> },
      { path: paths.purchaseCostTool, element: <PurchaseCostPage /> },
      { path: paths.saved, element: <SavedPage /> },
      { path: paths.affordabilityTool, element: <AffordabilityPage /> },
      { path: paths.rentVsBuyTool, element: <RentVsBuyPage /> },
      { path: paths.methodology, element: <MethodologyPage /> },
      ...infoRoutes('resources', RESOURCE_PAGES),
      ...infoRoutes('company', COMPANY_PAGES),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
