import { Col, Row } from 'antd';
import type { City } from '../../config/cities';
import type { AmenityTab } from '../../config/paths';
import { AmenityCards } from '../amenities/AmenityCards';
import { DeveloperListing } from '../amenities/DeveloperListing';
import { ShoppingMallListing } from '../amenities/ShoppingMallListing';
import { TheaterListing } from '../amenities/TheaterListing';
import { LatestNews } from '../latest-news/LatestNews';
import { LocalityInsights } from '../localities/LocalityInsights';
import { LocalityMap } from '../localities/LocalityMap';
import { MarketAnalysis } from '../market-analysis/MarketAnalysis';
import { MarketOverview } from '../market-overview/MarketOverview';
import { PriceTrends } from '../price-trends/PriceTrends';
import { PropertyComparison } from '../property-comparison/PropertyComparison';
import { PropertyTypeChart } from '../property-types/PropertyTypeChart';
import { TopGainers } from '../top-gainers/TopGainers';
import { TransactionPrices } from '../transaction-prices/TransactionPrices';

// What each dashboard tab shows (spec section 2). Only the active tab is rendered,
// so inactive tabs fetch nothing.

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
            <PriceTrends city={city} />
          </Col>
          <Col xs={24} lg={8}>
            <PropertyTypeChart city={city} />
          </Col>
          <LocalityBlock city={city} />
          <Col span={24}>
            <LatestNews />
          </Col>
          <Col xs={24} lg={12}>
            <TopGainers city={city} />
          </Col>
          <Col xs={24} lg={12}>
            <TransactionPrices city={city} />
          </Col>
          <Col span={24}>
            <MarketAnalysis city={city} />
          </Col>
          <Col span={24}>
            <PropertyComparison city={city} />
          </Col>
        </Row>
      );
    case 'localities':
      return (
        <Row gutter={GUTTER}>
          <LocalityBlock city={city} />
          <Col xs={24} lg={12}>
            <TopGainers city={city} />
          </Col>
          <Col xs={24} lg={12}>
            <TransactionPrices city={city} />
          </Col>
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

function LocalityBlock({ city }: { city: City }) {
  return (
    <>
      <Col xs={24} lg={14}>
        <LocalityMap city={city} />
      </Col>
      <Col xs={24} lg={10}>
        <LocalityInsights city={city} />
      </Col>
    </>
  );
}
