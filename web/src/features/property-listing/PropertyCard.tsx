import { Card, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { MISSING_DEFAULTS } from '../../config/constants';
import { propertyPath } from '../../config/paths';
import type { PropertyListingQuery } from '../../generated/graphql';
import { formatCrore, formatNumber, formatPricePerSqft } from '../../shared/format';

export type ListedProperty = PropertyListingQuery['properties'][number];

/**
 * One listing: the whole card links to the property page. The link is named by the card's
 * text (name first, then price and facts), not by a shorter aria-label: a link's name must
 * contain what it shows (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function PropertyCard({ property }: { property: ListedProperty }) {
  const status = property.completionDate ? `Possession ${property.completionDate}` : MISSING_DEFAULTS.completion;
  return (
    <Link to={propertyPath(property.id)} className="listing-card-link">
      <Card
        hoverable
        className="listing-card"
        cover={<img src={property.image} alt="" width={400} height={180} loading="lazy" className="listing-card-image" />}
      >
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Title level={2} className="listing-card-title">
            {property.name}
          </Typography.Title>
          {property.isPremium ? <Tag color="gold">Premium</Tag> : null}
        </Flex>
        <Typography.Text type="secondary">{property.location}</Typography.Text>
        <div className="listing-card-price">
          <strong>{formatCrore(property.price)}</strong>
          <span>{formatPricePerSqft(property.pricePerSqFt)}</span>
        </div>
        <div className="listing-card-facts">
          {property.bedrooms} BHK · {formatNumber(property.area)} sqft · {property.type}
        </div>
        <div className="listing-card-status">{status}</div>
      </Card>
    </Link>
  );
}
