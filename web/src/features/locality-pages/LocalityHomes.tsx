import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { propertiesPath, propertyPath } from '../../config/paths';
import type { LocalityPageQuery } from '../../generated/graphql';
import { formatCrore, formatNumber, formatPricePerSqft } from '../../shared/format';
import styles from './locality.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Locality = NonNullable<LocalityPageQuery['locality']>;

/** At most this many home cards; the rest are in the filtered listing. */
export const HOMES_SHOWN = 6;
/** From this many homes on, the filtered listing (issue 9's /properties page) is linked too. */
export const LISTING_LINK_FROM = 3;

export function LocalityHomes({ locality }: { locality: Locality }) {
  const homes = locality.properties;
  const listing =
    homes.length >= LISTING_LINK_FROM ? (
      <Link to={propertiesPath({ city: locality.city, locality: locality.name })}>{`See all ${homes.length} homes in ${locality.name}`}</Link>
    ) : null;
  return (
    <Card role="region" aria-label="Homes" data-widget="homes" data-figures="" title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{`Homes in ${locality.name}`}</h2>} extra={listing}>
      {homes.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{`No homes listed in ${locality.name} yet.`}</Typography.Paragraph>
      ) : (
        <ul className={`${styles.homes} ${styles.list}`} aria-label={`Homes in ${locality.name}`}>
          {homes.slice(0, HOMES_SHOWN).map((home) => (
            <li key={home.id} data-testid="locality-home">
              {/* Named by the card's text (name, price, size), not a shorter aria-label: a link's name must contain what it shows (WCAG 2.5.3). */}
              <Link to={propertyPath(home.id)}>
                <Card hoverable size="small" cover={<img className={styles.homeImage} src={home.image} alt="" />}>
                  <Typography.Text strong>{home.name}</Typography.Text>
                  <br />
                  <Typography.Text>{`${formatCrore(home.price)} · ${formatPricePerSqft(home.pricePerSqFt)}`}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{`${home.bedrooms} BHK ${home.type} · ${formatNumber(home.area)} sqft`}</Typography.Text>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ProvenanceLine provenance={homes.slice(0, HOMES_SHOWN).map((home) => home.provenance)} />
    </Card>
  );
}
