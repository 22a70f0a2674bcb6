import { Flex } from 'antd';
import { EnvironmentOutlined, StarFilled } from '@ant-design/icons';
import { MISSING_DEFAULTS } from '../../config/constants';
import { shoppingMallPath } from '../../config/paths';
import { useShoppingMallListingQuery } from '../../generated/graphql';
import { formatMallSize, formatRating } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { TagsWithMore } from '../../shared/ui/TagsWithMore';
import { ListingCard, ListingGrid } from './ListingGrid';
import { useFollowedCity } from './useFollowedCity';

export function ShoppingMallListing({ city }: { city: string }) {
  const [selectedCity, setSelectedCity] = useFollowedCity(city);
  const { data, loading, error } = useShoppingMallListingQuery({ variables: { city: selectedCity } });
  return (
    <ListingGrid
      title="Shopping Malls"
      cityLabel="Mall city"
      city={selectedCity}
      onCityChange={setSelectedCity}
      loading={loading}
      error={error}
      items={data?.shoppingMalls}
      errorMessage="Failed to load shopping malls data."
      emptyText={`No shopping malls listed in ${selectedCity} yet.`}
      renderCard={(mall) => (
        <ListingCard
          to={shoppingMallPath(mall.id)}
          title={mall.name}
          image={<img src={mall.image} alt={mall.name} height={140} style={{ objectFit: 'cover' }} />}
          footer={
            <span>
              <EnvironmentOutlined aria-hidden /> <LocalityLink city={selectedCity} locality={mall.locality} />
            </span>
          }
        >
          <Flex gap={12} wrap>
            <span>
              <StarFilled style={{ color: '#fadb14' }} aria-hidden /> {formatRating(mall.rating ?? MISSING_DEFAULTS.rating)}
            </span>
            <span>Stores: {mall.stores ?? MISSING_DEFAULTS.stores}</span>
            <span>Size: {formatMallSize(mall.size)}</span>
          </Flex>
          <TagsWithMore items={mall.features} max={3} />
        </ListingCard>
      )}
    />
  );
}
