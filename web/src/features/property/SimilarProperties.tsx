import { Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SIMILAR_PROPERTIES } from '../../config/constants';
import { propertyPath } from '../../config/paths';
import { useSimilarPropertiesQuery } from '../../generated/graphql';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { formatCrore, formatNumber } from '../../shared/format';
import { QueryState } from '../../shared/ui/QueryState';
import styles from './property.module.css';
import { ProvenanceLine, ProvenanceLinePlaceholder } from '../../shared/provenance/ProvenanceLine';

/** Up to 3 other properties of the same city (spec section 2). */
export function SimilarProperties({ city, excludeId }: { city: string; excludeId: string }) {
  const { data, loading, error } = useSimilarPropertiesQuery({ variables: { city } });
  return (
    <section className={styles.similar} aria-labelledby="similar-title" data-widget="similar-properties" data-figures="">
      <Typography.Title level={2} id="similar-title" className={styles.sectionTitle}>
        Similar Properties in {city}
      </Typography.Title>
      <QueryState
        loading={loading}
        error={error}
        data={data?.properties}
        errorMessage="Failed to load similar properties."
        skeleton={
          <>
            <div className={styles.similarGrid} aria-busy="true" aria-label="Loading similar properties">
              {Array.from({ length: SIMILAR_PROPERTIES }, (_, index) => (
                <Card key={index} className={styles.similarCard}>
                  <Skeleton active paragraph={{ rows: 4 }} />
                </Card>
              ))}
            </div>
            <ProvenanceLinePlaceholder />
          </>
        }
      >
        {(properties) => {
          const similar = properties.filter((property) => property.id !== excludeId).slice(0, SIMILAR_PROPERTIES);
          if (similar.length === 0) return <Typography.Text type="secondary">No other properties listed in {city}.</Typography.Text>;
          return (
            <>
              <ul className={styles.similarGrid}>
                {similar.map((property) => (
                  <li key={property.id}>
                    <Card className={styles.similarCard} cover={<img className={styles.similarImage} src={property.image} alt="" loading="lazy" />}>
                      <Typography.Title level={3} className={styles.similarName}>
                        <Link to={propertyPath(property.id)}>{property.name}</Link>
                      </Typography.Title>
                      <Typography.Text type="secondary">
                        <LocalityLink city={property.city} locality={property.locality} className={styles.inlineLink} />
                        {property.location.slice(property.locality.length)}
                      </Typography.Text>
                      <div className={styles.similarFacts}>
                        <strong>{formatCrore(property.price)}</strong>
                        <span>
                          {property.bedrooms} BHK · {formatNumber(property.area)} sq.ft.
                        </span>
                      </div>
                    </Card>
                  </li>
                ))}
              </ul>
              <ProvenanceLine provenance={similar.map((property) => property.provenance)} />
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
