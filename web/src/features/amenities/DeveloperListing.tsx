import { Flex, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { MISSING_DEFAULTS } from '../../config/constants';
import { propertyDeveloperPath } from '../../config/paths';
import { useDeveloperListingQuery } from '../../generated/graphql';
import { formatNumber, formatRating } from '../../shared/format';
import { TagsWithMore } from '../../shared/ui/TagsWithMore';
import { ListingCard, ListingGrid } from './ListingGrid';
import { useFollowedCity } from './useFollowedCity';

export function DeveloperListing({ city }: { city: string }) {
  const [selectedCity, setSelectedCity] = useFollowedCity(city);
  const { data, loading, error } = useDeveloperListingQuery({ variables: { city: selectedCity } });
  return (
    <ListingGrid
      title="Property Developers"
      cityLabel="Developer city"
      city={selectedCity}
      onCityChange={setSelectedCity}
      loading={loading}
      error={error}
      items={data?.propertyDevelopers}
      errorMessage="Failed to load property developers data."
      emptyText={`No property developers listed in ${selectedCity} yet.`}
      renderCard={(developer) => (
        <ListingCard
          to={propertyDeveloperPath(developer.id)}
          title={developer.name}
          image={
            <div style={{ display: 'grid', placeItems: 'center', height: 140, background: 'var(--ant-color-fill-quaternary)' }}>
              <img src={developer.logo} alt={`${developer.name} logo`} width={96} height={96} style={{ objectFit: 'contain' }} />
            </div>
          }
        >
          <Flex gap={12} wrap>
            <span>
              <StarFilled style={{ color: '#fadb14' }} aria-hidden /> {formatRating(developer.rating ?? MISSING_DEFAULTS.rating)}
            </span>
            <span>Founded {developer.foundedYear}</span>
          </Flex>
          <Typography.Text type="secondary">
            {`${formatNumber(developer.projectsCompleted)} projects completed · ${formatNumber(developer.ongoingProjects)} ongoing`}
          </Typography.Text>
          <TagsWithMore items={developer.specialty} max={2} />
        </ListingCard>
      )}
    />
  );
}
