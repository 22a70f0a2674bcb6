import type { ReactNode } from 'react';
import { Col, Row } from '../../shared/ui/Grid';
import type { City } from '../../config/cities';
import { cityLocalitiesPath, type AmenityTab } from '../../config/paths';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { AmenityCards } from '../../features/amenities/AmenityCards';
import { DeveloperListing } from '../../features/amenities/DeveloperListing';
import { ShoppingMallListing } from '../../features/amenities/ShoppingMallListing';
import { TheaterListing } from '../../features/amenities/TheaterListing';
import { LatestNews } from '../../features/latest-news/LatestNews';
import { LocalityInsights } from '../../features/locality-widgets/LocalityInsights';
import { LocalityMap } from '../../features/locality-widgets/LocalityMap';
import { MarketAnalysis } from '../../features/market-analysis/MarketAnalysis';
import { MarketOverview } from '../../features/market-overview/MarketOverview';
import { PriceTrends } from '../../features/price-trends/PriceTrends';
import { PropertyComparison } from '../../features/property-comparison/PropertyComparison';
import { PropertyTypeChart } from '../../features/property-types/PropertyTypeChart';
import { TopGainers } from '../../features/top-gainers/TopGainers';
import { TransactionPrices } from '../../features/transaction-prices/TransactionPrices';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';

// What each dashboard tab shows (spec section 2): the widgets are features of their own,
// so the app puts them in the dashboard's tabs (app/pages/DashboardRoute.tsx); the
// dashboard feature draws the frame. Only the active tab is rendered, so inactive tabs
// fetch nothing. Every widget but the first hydrates when scrolled to
// (DeferredHydration): on a phone they are below the fold.

const GUTTER: [number, number] = [24, 24];

export function DashboardTabContent({ tab, city }: { tab: AmenityTab; city: City }) {
  switch (tab) {
    case 'overview':
      return (
        <Row gutter={GUTTER}>
          <Col span={24}>
            <MarketOverview city={city} />
          </Col>
          <Col xs={24} lg={16}>
            <DeferredHydration>
              <PriceTrends city={city} />
            </DeferredHydration>
          </Col>
          <Col xs={24} lg={8}>
            <DeferredHydration>
              <PropertyTypeChart city={city} />
            </DeferredHydration>
          </Col>
          <LocalityBlock city={city} />
          <Col span={24}>
            <DeferredHydration>
              <LatestNews />
            </DeferredHydration>
          </Col>
          <MoversBlock city={city} />
          <Col span={24}>
            <DeferredHydration>
              <MarketAnalysis city={city} />
            </DeferredHydration>
          </Col>
          <Col span={24}>
            <DeferredHydration>
              <PropertyComparison city={city} />
            </DeferredHydration>
          </Col>
        </Row>
      );
    case 'localities':
      return (
        <Row gutter={GUTTER}>
          <Col span={24}>
            {/* Issue 19: every locality of the city in one table, with registered and asking medians. */}
            <ButtonLink to={cityLocalitiesPath(city)}>{`All ${city} localities: prices, registered and asking medians`}</ButtonLink>
          </Col>
          <LocalityBlock city={city} />
          <MoversBlock city={city} />
        </Row>
      );
    case 'amenities':
      return <AmenityCards city={city} />;
    case 'shopping-malls':
      return <ShoppingMallListing city={city} />;
    case 'theaters':
      return <TheaterListing city={city} />;
    case 'property-developers':
      return <DeveloperListing city={city} />;
  }
}

// Two rows that the overview and the localities tab both show, the same way: the
// locality map beside the insights, and the movers (top gainers beside transaction prices).

function LocalityBlock({ city }: { city: City }) {
  return <WidgetPair spans={[14, 10]} left={<LocalityMap city={city} />} right={<LocalityInsights city={city} />} />;
}

function MoversBlock({ city }: { city: City }) {
  return <WidgetPair spans={[12, 12]} left={<TopGainers city={city} />} right={<TransactionPrices city={city} />} />;
}

/** Two widgets side by side on a wide screen (`spans` of the 24 columns), one above the other on a phone; each hydrates when it comes into view. */
function WidgetPair({ spans, left, right }: { spans: readonly [number, number]; left: ReactNode; right: ReactNode }) {
  return (
    <>
      <Col xs={24} lg={spans[0]}>
        <DeferredHydration>{left}</DeferredHydration>
      </Col>
      <Col xs={24} lg={spans[1]}>
        <DeferredHydration>{right}</DeferredHydration>
      </Col>
    </>
  );
}
