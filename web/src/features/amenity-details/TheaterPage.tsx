import { Card, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { MISSING_DEFAULTS } from '../../config/constants';
import { dashboardPath, theaterPath } from '../../config/paths';
import { useTheaterPageQuery } from '../../generated/graphql';
import { formatNumber } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { DetailHeading, Facts, TagCard } from './DetailParts';
import { DetailPageShell } from './DetailPageShell';
import styles from './amenityDetails.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

/** Fixed show timings (spec section 9): the data has none. */
export const SHOW_TIMINGS = { first: '9:00 AM', last: '11:30 PM' } as const;

export function TheaterPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useTheaterPageQuery({ variables: { id } });

  return (
    <DetailPageShell
      loading={loading}
      error={error}
      data={data?.theater}
      thing="theater"
      notFoundTitle="Theater Not Found"
      path={theaterPath(id)}
      routeTitle="Theater"
      titleOf={(theater) => theater.name}
      headOf={(theater) => ({
        description: `${theater.name}: a cinema in ${theater.locality}, ${theater.city}${theater.screens ? ` with ${theater.screens} screens` : ''}. Illustrative sample data.`,
        image: theater.image,
        city: theater.city,
      })}
      backTo={(theater) => dashboardPath({ city: theater.city, amenityTab: 'theaters' })}
    >
      {(theater) => (
        <div className={styles.layout}>
          <Card className={styles.main} data-widget="theater" data-figures="">
            <img className={styles.image} src={theater.image} alt={theater.name} />
            <DetailHeading
              name={theater.name}
              place={
                <>
                  <LocalityLink city={theater.city} locality={theater.locality} />, {theater.city}
                </>
              }
              rating={theater.rating ?? null}
              badge={theater.isPremium ? <Tag color="gold">Premium</Tag> : null}
            />
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
              About
            </Typography.Title>
            <Typography.Paragraph>{theater.description}</Typography.Paragraph>
            <Facts
              items={[
                ['Screens', theater.screens ?? MISSING_DEFAULTS.screens],
                ['Seating capacity', `${formatNumber(theater.seatingCapacity)} seats`],
              ]}
            />
            <ProvenanceLine provenance={theater.provenance} />
          </Card>
          <div className={styles.side}>
            <Card title="Show Timings">
              <Facts
                items={[
                  ['First show', SHOW_TIMINGS.first],
                  ['Last show', SHOW_TIMINGS.last],
                ]}
              />
            </Card>
            <TagCard title="Amenities" tags={theater.amenities} color="purple" />
          </div>
        </div>
      )}
    </DetailPageShell>
  );
}
