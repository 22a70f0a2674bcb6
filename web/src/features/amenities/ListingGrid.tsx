import type { ReactNode } from 'react';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Col, Row } from '../../shared/ui/Grid';
import { Link } from 'react-router-dom';
import { CitySelect } from '../../shared/ui/CitySelect';
import { QueryState } from '../../shared/ui/QueryState';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';
import type { ProvenanceInput } from '../../shared/provenance/provenanceText';

// The card grid shared by the mall, theater and developer listings: a titled block with
// its own city selector, the three states, and one linked card per record.

export const LISTING_CARD_HEIGHT = 360;
const SKELETON_CARDS = 3;

export interface ListingGridProps<T extends { id: string; provenance: ProvenanceInput }> {
  title: string;
  /** Accessible label of the listing's own city selector, e.g. 'Mall city'. */
  cityLabel: string;
  city: string;
  onCityChange: (city: string) => void;
  loading: boolean;
  error: unknown;
  items: readonly T[] | undefined;
  errorMessage: string;
  emptyText: string;
  renderCard: (item: T) => ReactNode;
}

export function ListingGrid<T extends { id: string; provenance: ProvenanceInput }>(props: ListingGridProps<T>) {
  const { title, cityLabel, city, onCityChange, loading, error, items, errorMessage, emptyText, renderCard } = props;
  return (
    <section aria-label={title} data-widget={title.toLowerCase().replace(/\s+/g, '-')} data-figures="">
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
          {`${title} in ${city}`}
        </Typography.Title>
        <CitySelect label={cityLabel} value={city} onChange={onCityChange} />
      </Flex>
      {/* Spec section 8: the listing messages are "other messages", without the support hint. */}
      <QueryState loading={loading} error={error} data={items} errorMessage={errorMessage} supportHint={false} skeleton={<ListingSkeleton label={`Loading ${title.toLowerCase()}`} />}>
        {(records) =>
          records.length === 0 ? (
            <Empty description={emptyText} />
          ) : (
            <Row gutter={[16, 16]}>
              {records.map((record) => (
                <Col key={record.id} xs={24} sm={12} lg={8}>
                  {renderCard(record)}
                </Col>
              ))}
            </Row>
          )
        }
      </QueryState>
      <ProvenanceLine provenance={items?.map((item) => item.provenance)} />
    </section>
  );
}

/** Room at the bottom of a card for its footer line. */
const FOOTER_SPACE = 32;

/**
 * One record's card: the whole card is the link to its detail page. A `footer` (the
 * locality link) sits over the card's bottom edge as a sibling of that link, since a
 * link cannot hold another link.
 */
export function ListingCard({ to, image, title, footer, children }: { to: string; image: ReactNode; title: string; footer?: ReactNode; children: ReactNode }) {
  const card = (
    <Link to={to} style={{ display: 'block', height: '100%' }}>
      <Card
        hoverable
        cover={image}
        styles={{ root: { height: '100%', minHeight: LISTING_CARD_HEIGHT }, body: footer ? { paddingBottom: FOOTER_SPACE + 12 } : undefined }}
      >
        <Typography.Title level={3} style={{ marginTop: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
        <Flex vertical gap={6}>
          {children}
        </Flex>
      </Card>
    </Link>
  );
  if (!footer) return card;
  return (
    <div data-listing-card style={{ position: 'relative', height: '100%' }}>
      {card}
      <div style={{ position: 'absolute', left: 24, right: 24, bottom: 16 }}>{footer}</div>
    </div>
  );
}

function ListingSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-testid="widget-skeleton">
      <Row gutter={[16, 16]}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Col key={index} xs={24} sm={12} lg={8}>
            <Card styles={{ root: { minHeight: LISTING_CARD_HEIGHT } }}>
              <Skeleton.Image active style={{ width: '100%', height: 140 }} />
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
