import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, Tabs, Typography } from 'antd';
import type { PropertyPageQuery } from '../../generated/graphql';
import { formatCrore, formatNumber, formatPricePerSqft, formatRating, formatRupeesShort, textOrNA } from '../../shared/format';
import { FactList } from './FactList';
import { CONNECTIVITY, MAINTENANCE, bathrooms, bookingAmountRupees, possession, reraId } from './propertyFacts';
import styles from './property.module.css';

type Property = NonNullable<PropertyPageQuery['property']>;

export function PropertyTabs({ property }: { property: Property }) {
  return (
    <Card className={styles.tabsCard}>
      <Tabs
        items={[
          {
            key: 'overview',
            label: 'Overview',
            children: (
              <>
                <Typography.Paragraph>{property.description}</Typography.Paragraph>
                <FactList
                  items={[
                    ['Bedrooms', property.bedrooms],
                    ['Bathrooms', bathrooms(property.bedrooms)],
                    ['Area', `${formatNumber(property.area)} sq.ft.`],
                    ['Property Type', textOrNA(property.type)],
                    ['Floor', textOrNA(property.floor)],
                    ['Possession', possession(property.completionDate)],
                  ]}
                />
              </>
            ),
          },
          {
            key: 'details',
            label: 'Details',
            children: (
              <FactList
                items={[
                  ['Price', formatCrore(property.price)],
                  ['Price per sq.ft.', formatPricePerSqft(property.pricePerSqFt)],
                  ['Booking Amount', formatRupeesShort(bookingAmountRupees(property.price))],
                  ['Maintenance', MAINTENANCE],
                  ['Possession', possession(property.completionDate)],
                  ['RERA ID', reraId(property.id)],
                  ['Builder Rating', `${formatRating(property.builderRating)} (${property.builderRatingLabel})`],
                  ['Listing', property.isPremium ? 'Premium' : 'Standard'],
                ]}
              />
            ),
          },
          {
            key: 'amenities',
            label: 'Amenities',
            children: property.amenities.length ? (
              <ul className={styles.amenities}>
                {property.amenities.map((amenity) => (
                  <li key={amenity}>
                    <CheckCircleOutlined aria-hidden className={styles.check} /> {amenity}
                  </li>
                ))}
              </ul>
            ) : (
              <Typography.Text type="secondary">N/A</Typography.Text>
            ),
          },
          {
            key: 'location',
            label: 'Location',
            children: (
              <>
                <FactList
                  items={[
                    ['Address', property.location],
                    ['City', property.city],
                    ['Locality Score', formatRating(property.localityScore)],
                  ]}
                />
                <Typography.Title level={3} className={styles.subheading}>
                  Connectivity
                </Typography.Title>
                <FactList items={CONNECTIVITY.map(({ place, distance }) => [place, distance])} />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
