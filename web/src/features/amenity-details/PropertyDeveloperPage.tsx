import { Card, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { dashboardPath, propertyDeveloperPath } from '../../config/paths';
import { usePropertyDeveloperPageQuery } from '../../generated/graphql';
import { formatNumber } from '../../shared/format';
import { DetailHeading, Facts, TagCard } from './DetailParts';
import { DeliveryRecordCard } from './DeliveryRecordCard';
import { DetailPageShell } from './DetailPageShell';
import styles from './amenityDetails.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

export function PropertyDeveloperPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = usePropertyDeveloperPageQuery({ variables: { id } });

  return (
    <DetailPageShell
      loading={loading}
      error={error}
      data={data?.propertyDeveloper}
      thing="property developer"
      notFoundTitle="Property Developer Not Found"
      path={propertyDeveloperPath(id)}
      routeTitle="Property Developer"
      titleOf={(developer) => developer.name}
      headOf={(developer) => ({
        description: `${developer.name}: a property developer in ${developer.city}, ${formatNumber(developer.projectsCompleted)} projects completed and ${formatNumber(developer.ongoingProjects)} ongoing. Illustrative sample data.`,
        image: developer.logo,
        city: developer.city,
      })}
      backTo={(developer) => dashboardPath({ city: developer.city, amenityTab: 'property-developers' })}
    >
      {(developer) => (
        <div className={styles.layout}>
          <Card className={styles.main} data-widget="developer" data-figures="">
            <img className={styles.logo} src={developer.logo} alt={`${developer.name} logo`} style={{ marginBottom: 20 }} />
            <DetailHeading name={developer.name} place={developer.city} rating={developer.rating ?? null} />
            <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
              About
            </Typography.Title>
            <Typography.Paragraph>{developer.description}</Typography.Paragraph>
            <ProvenanceLine provenance={developer.provenance} />
          </Card>
          <div className={styles.side}>
            <DeliveryRecordCard developer={developer} />
            <Card title="Track Record">
              <Facts items={[['Founded', developer.foundedYear]]} />
            </Card>
            <TagCard title="Specialties" tags={developer.specialty} color="green" />
          </div>
        </div>
      )}
    </DetailPageShell>
  );
}
