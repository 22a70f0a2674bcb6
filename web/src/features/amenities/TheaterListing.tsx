import { Flex, Tag, Typography } from 'antd';
import { CrownOutlined, EnvironmentOutlined, StarFilled } from '@ant-design/icons';
import { MISSING_DEFAULTS } from '../../config/constants';
import { theaterPath } from '../../config/paths';
import { useTheaterListingQuery } from '../../generated/graphql';
import { formatRating } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { TagsWithMore } from '../../shared/ui/TagsWithMore';
import { ListingCard, ListingGrid } from './ListingGrid';
import { useFollowedCity } from './useFollowedCity';

export function TheaterListing({ city }: { city: string }) {
  const [selectedCity, setSelectedCity] = useFollowedCity(city);
  const { data, loading, error } = useTheaterListingQuery({ variables: { city: selectedCity } });
  return (
    <ListingGrid
      title="Movie Theaters"
      cityLabel="Theater city"
      city={selectedCity}
      onCityChange={setSelectedCity}
      loading={loading}
      error={error}
      items={data?.theaters}
      errorMessage="Failed to load theaters data."
      emptyText={`No theaters listed in ${selectedCity} yet.`}
      renderCard={(theater) => (
        <ListingCard
          to={theaterPath(theater.id)}
          title={theater.name}
          image={<img src={theater.image} alt={theater.name} height={140} style={{ objectFit: 'cover' }} />}
          footer={
            <span>
              <EnvironmentOutlined aria-hidden /> <LocalityLink city={selectedCity} locality={theater.locality} />
            </span>
          }
        >
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">{theater.isPremium ? 'Premium format' : 'Standard format'}</Typography.Text>
            {theater.isPremium ? (
              <Tag color="gold" icon={<CrownOutlined />}>
                Premium
              </Tag>
            ) : null}
          </Flex>
          <Flex gap={12} wrap>
            <span>
              <StarFilled style={{ color: '#fadb14' }} aria-hidden /> {formatRating(theater.rating ?? MISSING_DEFAULTS.rating)}
            </span>
            <span>Screens: {theater.screens ?? MISSING_DEFAULTS.screens}</span>
          </Flex>
          <TagsWithMore items={theater.amenities} max={3} />
        </ListingCard>
      )}
    />
  );
}
