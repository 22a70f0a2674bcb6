import { EnvironmentOutlined } from '@ant-design/icons';
import { Card, Progress, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { dashboardPath } from '../../config/paths';
import type { LocalityPageQuery } from '../../generated/graphql';
import { formatPercent, formatPricePerSqft, formatRating, NA } from '../../shared/format';
import { ChangeValue } from '../../shared/ui/ChangeValue';
import { SaveButton } from '../../shared/saved/SaveButton';
import { localityKey } from '../../shared/saved/savedFigures';
import styles from './locality.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Locality = NonNullable<LocalityPageQuery['locality']>;

/** Name, city (and Delhi NCR area), description, and the headline figures. */
export function LocalityHeader({ locality }: { locality: Locality }) {
  const place = locality.area ? `${locality.area}, ${locality.city}` : locality.city;
  return (
    <Card data-widget="locality-figures" data-figures="">
      <div className={styles.titleRow}>
        <Typography.Title level={1} className={styles.title}>
          {locality.name}
        </Typography.Title>
        <SaveButton kind="locality" itemKey={localityKey(locality.city, locality.slug)} label={`${locality.name}, ${locality.city}`} nameFor={locality.name} />
      </div>
      <Typography.Text type="secondary">
        <EnvironmentOutlined aria-hidden /> {place} · <Link to={dashboardPath({ city: locality.city })}>{`${locality.city} dashboard`}</Link>
      </Typography.Text>
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>{locality.description}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Illustrative sample data: the level follows public city averages, the locality figures are invented.
      </Typography.Text>
      <dl className={styles.figures} aria-label="Key figures">
        <div className={styles.figure}>
          <dt>Average Price</dt>
          <dd>
            {formatPricePerSqft(locality.avgPricePerSqft)}{' '}
            {locality.priceChange.oneYear === null ? null : (
              <ChangeValue value={locality.priceChange.oneYear} style={{ fontSize: 14 }} data-testid="avg-price-change" />
            )}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Rating</dt>
          <dd>{locality.rating === null ? NA : formatRating(locality.rating)}</dd>
        </div>
        <div className={styles.figure}>
          <dt id={`locality-safety-${locality.id}`}>Safety Score</dt>
          <dd>
            {formatRating(locality.safetyScore)}
            <Progress aria-labelledby={`locality-safety-${locality.id}`} percent={(locality.safetyScore / 5) * 100} showInfo={false} size="small" />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Rental Yield</dt>
          <dd>{formatPercent(locality.rentalYield)}</dd>
        </div>
      </dl>
      <ProvenanceLine provenance={locality.provenance} />
    </Card>
  );
}
