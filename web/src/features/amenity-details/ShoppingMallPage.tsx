import { Card, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { MISSING_DEFAULTS } from '../../config/constants';
import { dashboardPath, shoppingMallPath } from '../../config/paths';
import { useShoppingMallPageQuery } from '../../generated/graphql';
import { formatMallSize, formatNumber } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { DetailHeading, Facts, TagCard } from './DetailParts';
import { DetailPageShell } from './DetailPageShell';
import styles from './amenityDetails.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

/** Fixed opening hours (spec section 9): the data has none. */
export const MALL_HOURS = { weekdays: '10:00 AM to 10:00 PM', weekends: '10:00 AM to 11:00 PM' } as const;

export function ShoppingMallPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useShoppingMallPageQuery({ variables: { id } });

  return (
    <DetailPageShell
      loading={loading}
      error={error}
      data={data?.shoppingMall}
      thing="shopping mall"
      notFoundTitle="Shopping Mall Not Found"
      path={shoppingMallPath(id)}
      routeTitle="Shopping Mall"
      titleOf={(mall) => mall.name}
      headOf={(mall) => ({
        description: `${mall.name}: a shopping mall in ${mall.locality}, ${mall.city}${mall.stores ? ` with ${formatNumber(mall.stores)} stores` : ''}. Illustrative sample data.`,
        image: mall.image,
        city: mall.city,
      })}
      backTo={(mall) => dashboardPath({ city: mall.city, amenityTab: 'shopping-malls' })}
    >
      {(mall) => (
        <div className={styles.layout}>
          <Card className={styles.main} data-widget="shopping-mall" data-figures="">
            <img className={styles.image} src={mall.image} alt={mall.name} />
            <DetailHeading name={mall.name} place={
                <>
                  <LocalityLink city={mall.city} locality={mall.locality} />, {mall.city}
                </>
              } rating={mall.rating ?? null} />
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
              About
            </Typography.Title>
            <Typography.Paragraph>{mall.description}</Typography.Paragraph>
            <Facts
              items={[
                ['Stores', mall.stores ?? MISSING_DEFAULTS.stores],
                ['Size', formatMallSize(mall.size)],
                ['Opened', mall.openYear ?? MISSING_DEFAULTS.openYear],
              ]}
            />
            <ProvenanceLine provenance={mall.provenance} />
          </Card>
          <div className={styles.side}>
            <Card title="Opening Hours">
              <Facts
                items={[
                  ['Weekdays', MALL_HOURS.weekdays],
                  ['Weekends', MALL_HOURS.weekends],
                ]}
              />
            </Card>
            <TagCard title="Features" tags={mall.features} color="blue" />
          </div>
        </div>
      )}
    </DetailPageShell>
  );
}
