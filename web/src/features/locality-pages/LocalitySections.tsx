import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { shoppingMallPath, theaterPath } from '../../config/paths';
import type { LocalityPageQuery } from '../../generated/graphql';
import { formatChange, formatNumber, formatPricePerSqft, textOrNA } from '../../shared/format';
import { ChangeValue } from '../../shared/ui/ChangeValue';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';
import styles from './locality.module.css';

type Locality = NonNullable<LocalityPageQuery['locality']>;

/** The locality's top-gainer and transaction-price rows, where it has them. */
export function LocalityMarket({ locality }: { locality: Locality }) {
  const { topGainer: gainer, transactionPrice: deals } = locality;
  return (
    <Card role="region" aria-label="Market Activity" data-widget="market-activity" data-figures="" title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Market Activity</h2>}>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
        Top Gainer
      </Typography.Title>
      {gainer ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'rate', label: 'Rate', children: formatPricePerSqft(gainer.ratePerSqFt) },
              { key: '1y', label: 'Appreciation, 1 year', children: <ChangeValue value={gainer.appreciation.oneYear} icon="trend" /> },
              { key: '2y', label: 'Appreciation, 2 years', children: <ChangeValue value={gainer.appreciation.twoYears} icon="trend" /> },
              { key: '5y', label: 'Appreciation, 5 years', children: <ChangeValue value={gainer.appreciation.fiveYears} icon="trend" /> },
            ]}
          />
          <ProvenanceLine provenance={gainer.provenance} />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{`${locality.name} is not among ${locality.city}'s top gainers.`}</Typography.Paragraph>
      )}
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        Transaction Prices
      </Typography.Title>
      {deals ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'rate', label: 'Registered rate', children: formatPricePerSqft(deals.ratePerSqFt) },
              { key: 'growth', label: 'Monthly growth', children: `${formatChange(deals.transactionRate)} / month` },
              { key: 'count', label: 'Deals last quarter', children: formatNumber(deals.transactionCount) },
              { key: 'sub', label: 'Sub-area', children: textOrNA(deals.subArea) },
            ]}
          />
          <ProvenanceLine provenance={deals.provenance} />
        </>
      ) : (
        <Typography.Paragraph type="secondary">{`No transaction-price row for ${locality.name}.`}</Typography.Paragraph>
      )}
    </Card>
  );
}

/** Malls and theaters in the locality, then its amenities and connectivity. */
export function LocalityPlaces({ locality }: { locality: Locality }) {
  return (
    <Card role="region" aria-label="Places" title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Places</h2>}>
      <PlaceList title="Shopping Malls" empty={`No shopping malls in ${locality.name} in the sample data.`} items={locality.shoppingMalls.map((mall) => ({ id: mall.id, name: mall.name, to: shoppingMallPath(mall.id) }))} />
      <PlaceList title="Theaters" empty={`No theaters in ${locality.name} in the sample data.`} items={locality.theaters.map((theater) => ({ id: theater.id, name: theater.name, to: theaterPath(theater.id) }))} />
      <TagList title="Amenities" tags={locality.amenities} />
      <TagList title="Connectivity" tags={locality.connectivity} />
    </Card>
  );
}

function PlaceList({ title, items, empty }: { title: string; items: { id: string; name: string; to: string }[]; empty: string }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {items.length ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.to}>{item.name}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>
      )}
    </section>
  );
}

function TagList({ title, tags }: { title: string; tags: string[] }) {
  return (
    <section aria-label={title} style={{ marginTop: 12 }}>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {title}
      </Typography.Title>
      <Flex wrap gap={4}>
        {tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </Flex>
    </section>
  );
}
