import { useMemo } from 'react';
import { Card, Typography } from 'antd';
import type { LocalityPageQuery } from '../../generated/graphql';
import { CityMap } from '../../shared/map/CityMap';
import { formatPricePerSqft } from '../../shared/format';
import styles from './locality.module.css';

// Where a locality is (issue 34): a small locator map of its city with the locality and the
// city's employment hubs, and the straight-line distance to each hub. The distances are
// text in the server's page (readable without JavaScript); they are great-circle distances,
// never travel times.

type Locality = NonNullable<LocalityPageQuery['locality']>;
type Hub = LocalityPageQuery['hubs'][number];

export const LOCATOR_HEIGHT = 260;

/** "Magarpatta City 15.1 km as the crow flies". */
export const distanceText = (name: string, km: number) => `${name} ${km.toFixed(1)} km as the crow flies`;

export function LocalityWhere({ locality, hubs }: { locality: Locality; hubs: readonly Hub[] }) {
  const uncertain = locality.locationSource.status === 'UNCERTAIN';
  const points = useMemo(
    () => [
    {
      id: locality.id,
      name: locality.name,
      lat: locality.lat,
      lon: locality.lon,
      value: locality.avgPricePerSqft,
      valueText: formatPricePerSqft(locality.avgPricePerSqft),
      uncertainNote: uncertain ? locality.locationSource.note : null,
    },
    ],
    [locality, uncertain],
  );
  return (
    <Card role="region" aria-label="Where it is" data-widget="locality-where" title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Where it is</h2>}>
      <div className={styles.where}>
        <div>
          <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
            Distance to {locality.city}&apos;s employment hubs
          </Typography.Title>
          <ul className={styles.distances} aria-label={`Straight-line distances from ${locality.name}`} data-testid="hub-distances">
            {locality.hubDistances.map((distance) => (
              <li key={distance.hubId}>{distanceText(distance.name, distance.km)}</li>
            ))}
          </ul>
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            Straight lines between map points, not road distances or travel times.{' '}
            {uncertain ? `${locality.name}'s point is uncertain: ${locality.locationSource.note}` : `Map point: ${locality.locationSource.note}.`}{' '}
            <a href={locality.locationSource.url} rel="noopener" target="_blank" style={{ textDecoration: 'underline' }}>
              Source
            </a>
          </Typography.Paragraph>
        </div>
        <CityMap
          city={locality.city}
          points={points}
          hubs={hubs}
          height={LOCATOR_HEIGHT}
          selectedId={locality.id}
          description={`Locator map: ${locality.name} and the employment hubs of ${locality.city}`}
        />
      </div>
    </Card>
  );
}
