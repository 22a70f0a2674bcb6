import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { Col, Row } from '../../shared/ui/Grid';
import { BuildOutlined, ShopOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { dashboardPath } from '../../config/paths';

export type AmenityListingTab = 'shopping-malls' | 'theaters' | 'property-developers';

const CARDS: { tab: AmenityListingTab; title: string; text: string; icon: ReactNode }[] = [
  { tab: 'shopping-malls', title: 'Shopping Malls', text: 'Malls near residential areas, with stores, size and features.', icon: <ShopOutlined /> },
  { tab: 'theaters', title: 'Movie Theaters', text: 'Cinemas with screens, premium formats and amenities.', icon: <VideoCameraOutlined /> },
  { tab: 'property-developers', title: 'Property Developers', text: 'Builders active in the city, their ratings and projects.', icon: <BuildOutlined /> },
];

/**
 * Spec section 2: three cards, each switching to the matching tab. The tab is in the
 * address, so each card is a link to the city's dashboard on that tab: it works without
 * JavaScript and opens in a new tab. A card's name is its text, title first.
 */
export function AmenityCards({ city }: { city: string }) {
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => (
        <Col key={card.tab} xs={24} md={8}>
          <Link to={dashboardPath({ city, amenityTab: card.tab })} style={{ display: 'block', height: '100%' }}>
            <Card hoverable style={{ height: '100%' }}>
              <div style={{ fontSize: 28, color: '#1677ff' }} aria-hidden="true">
                {card.icon}
              </div>
              <Typography.Title level={2} style={{ fontSize: 20 }}>
                {card.title}
              </Typography.Title>
              <Typography.Text type="secondary">{card.text}</Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
