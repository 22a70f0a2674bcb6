import type { KeyboardEvent, ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { BuildOutlined, ShopOutlined, VideoCameraOutlined } from '@ant-design/icons';

export type AmenityListingTab = 'shopping-malls' | 'theaters' | 'property-developers';

const CARDS: { tab: AmenityListingTab; title: string; text: string; icon: ReactNode }[] = [
  { tab: 'shopping-malls', title: 'Shopping Malls', text: 'Malls near residential areas, with stores, size and features.', icon: <ShopOutlined /> },
  { tab: 'theaters', title: 'Movie Theaters', text: 'Cinemas with screens, premium formats and amenities.', icon: <VideoCameraOutlined /> },
  { tab: 'property-developers', title: 'Property Developers', text: 'Builders active in the city, their ratings and projects.', icon: <BuildOutlined /> },
];

/** Spec section 2: three cards, each switching to the matching tab. A card's name is its text, title first. */
export function AmenityCards({ onSelect }: { onSelect: (tab: AmenityListingTab) => void }) {
  const onKey = (tab: AmenityListingTab) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(tab);
    }
  };
  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => (
        <Col key={card.tab} xs={24} md={8}>
          <Card hoverable role="button" tabIndex={0} onClick={() => onSelect(card.tab)} onKeyDown={onKey(card.tab)}>
            <div style={{ fontSize: 28, color: '#1677ff' }} aria-hidden="true">
              {card.icon}
            </div>
            <Typography.Title level={2} style={{ fontSize: 20 }}>
              {card.title}
            </Typography.Title>
            <Typography.Text type="secondary">{card.text}</Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
