import type { ReactNode } from 'react';
import { EnvironmentOutlined, StarFilled } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { MISSING_DEFAULTS } from '../../config/constants';
import { formatRating } from '../../shared/format';
import styles from './amenityDetails.module.css';

// Small pieces the three detail pages share: the heading, a facts list and a tag list.

export function DetailHeading({ name, place, rating, badge }: { name: string; place: ReactNode; rating: number | null; badge?: ReactNode }) {
  const shown = formatRating(rating ?? MISSING_DEFAULTS.rating);
  return (
    <div className={styles.heading}>
      <div>
        <Typography.Title level={1} className={styles.title}>
          {name} {badge}
        </Typography.Title>
        <Typography.Text type="secondary">
          <EnvironmentOutlined aria-hidden /> {place}
        </Typography.Text>
      </div>
      {/* A name on a plain span is not announced; as an image the star and figure read as one. */}
      <span className={styles.rating} role="img" aria-label={`Rating: ${shown}`}>
        <StarFilled className={styles.star} aria-hidden />
        {shown}
      </span>
    </div>
  );
}

/** A definition list of label/value pairs, read by screen readers as such. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.hours}>
      {items.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TagCard({ title, tags, color }: { title: string; tags: string[]; color?: string }) {
  return (
    <Card title={title}>
      {tags.length ? (
        <div className={styles.tags}>
          {tags.map((tag) => (
            <Tag key={tag} color={color}>
              {tag}
            </Tag>
          ))}
        </div>
      ) : (
        <Typography.Text type="secondary">N/A</Typography.Text>
      )}
    </Card>
  );
}
