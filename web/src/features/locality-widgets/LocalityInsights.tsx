import { useState } from 'react';
import { Descriptions, Flex, Progress, Select, Tag, Typography } from 'antd';
import { useLocalityInsightsQuery, type LocalityInsightsQuery } from '../../generated/graphql';
import { formatPricePerSqft, formatRating } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { AmenityIcon } from './amenityIcon';
import { SaveButton } from '../../shared/saved/SaveButton';
import { localityKey } from '../../shared/saved/savedFigures';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Locality = LocalityInsightsQuery['localityInsights'][number];

// The loaded height at desktop width (the longest description in the data), plus a
// line of headroom for the description wrapping differently in other fonts, plus the
// locality select (24 px and a 12 px gap).
const LOCALITY_INSIGHTS_HEIGHT = 427; // + the provenance line
const SAFETY_SCALE = 5;

// Spec sections 2 and 5: the widget shows the FIRST locality of the result, and an
// empty or missing result is an error. Issue 10: the first stays the default, and a
// select offers every other locality of the city.

export function LocalityInsights({ city }: { city: string }) {
  const { data, loading, error } = useLocalityInsightsQuery({ variables: { city } });
  return (
    <WidgetCard title="Locality Insights" minHeight={LOCALITY_INSIGHTS_HEIGHT}>
      <QueryState
        loading={loading}
        error={error}
        data={data?.localityInsights}
        isError={(localities) => localities.length === 0}
        errorMessage="Failed to load locality insights data."
        skeleton={<WidgetSkeleton label="Loading locality insights" minHeight={LOCALITY_INSIGHTS_HEIGHT} rows={7} />}
      >
        {(localities) => <LocalityPicker localities={localities} />}
      </QueryState>
      <ProvenanceLine provenance={data?.localityInsights.map((locality) => locality.provenance)} />
    </WidgetCard>
  );
}

function LocalityPicker({ localities }: { localities: readonly Locality[] }) {
  const [selectedId, setSelectedId] = useState<string>();
  // A city change brings other localities: the first one is shown until another is picked.
  const locality = localities.find((item) => item.id === selectedId) ?? localities[0];
  return (
    <Flex vertical gap={12}>
      {localities.length > 1 ? (
        <Select
          aria-label="Locality"
          size="small"
          value={locality.id}
          onChange={setSelectedId}
          options={localities.map((item) => ({ value: item.id, label: item.name }))}
          style={{ width: 220 }}
        />
      ) : null}
      <LocalityInsight locality={locality} />
    </Flex>
  );
}

function LocalityInsight({ locality }: { locality: Locality }) {
  return (
    <Flex vertical gap={12}>
      <div>
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
            <LocalityLink city={locality.city} locality={locality.name} />
          </Typography.Title>
          <SaveButton kind="locality" itemKey={localityKey(locality.city, locality.name)} label={`${locality.name}, ${locality.city}`} nameFor={locality.name} size="small" />
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {locality.description}
        </Typography.Paragraph>
      </div>
      <Descriptions
        size="small"
        // One column on phones: two would break '₹42,000/sqft' and '4.6/5' mid-figure.
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'price', label: 'Average Price', children: formatPricePerSqft(locality.avgPrice) },
          { key: 'rating', label: 'Rating', children: formatRating(locality.rating) },
        ]}
      />
      <div>
        <Typography.Text strong>Amenities</Typography.Text>
        <Flex wrap gap={4} style={{ marginTop: 4 }}>
          {locality.amenities.map((amenity) => (
            <Tag key={amenity} icon={<AmenityIcon amenity={amenity} />}>
              {amenity}
            </Tag>
          ))}
        </Flex>
      </div>
      <div>
        <Typography.Text strong id={`safety-${locality.id}`}>
          Safety Score
        </Typography.Text>
        {/* Spec section 9: the safety bar is the score out of 5. */}
        <Progress
          aria-labelledby={`safety-${locality.id}`}
          percent={(locality.safetyScore / SAFETY_SCALE) * 100}
          format={() => formatRating(locality.safetyScore)}
          status="normal"
        />
      </div>
    </Flex>
  );
}
