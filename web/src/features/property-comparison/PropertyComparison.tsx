import type { ReactNode, TableHTMLAttributes } from 'react';
import { Button, Flex, Table, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { propertyPath } from '../../config/paths';
import { usePropertyComparisonQuery, type PropertyComparisonQuery } from '../../generated/graphql';
import { formatCrore, formatNumber, formatPricePerSqft, formatRating } from '../../shared/format';
import { QueryState } from '../../shared/ui/QueryState';
import { Thumbnail } from '../../shared/ui/Thumbnail';
import { csvFileName } from '../../shared/csv/csvTable';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { propertyComparisonCsv } from './propertyComparisonCsv';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';

type Property = PropertyComparisonQuery['properties'][number];

/** Spec section 5: the comparison needs at least 3 properties and shows only the first 3. */
export const COMPARED_PROPERTIES = 3;
// The loaded height of the comparison table at desktop width.
const PROPERTY_COMPARISON_HEIGHT = 497;
const LABEL_COLUMN_WIDTH = 140;
const PROPERTY_COLUMN_MIN_WIDTH = 200;

/** The compared attributes, one table row each. */
const ROWS: { key: string; label: string; value: (property: Property) => ReactNode }[] = [
  { key: 'price', label: 'Price', value: (property) => formatCrore(property.price) },
  { key: 'pricePerSqFt', label: 'Price per sqft', value: (property) => formatPricePerSqft(property.pricePerSqFt) },
  { key: 'area', label: 'Area', value: (property) => `${formatNumber(property.area)} sqft` },
  { key: 'bedrooms', label: 'Bedrooms', value: (property) => formatNumber(property.bedrooms) },
  { key: 'type', label: 'Type', value: (property) => property.type },
  { key: 'location', label: 'Location', value: (property) => property.location },
  { key: 'builderRating', label: 'Builder Rating', value: (property) => `${formatRating(property.builderRating)} (${property.builderRatingLabel})` },
  { key: 'localityScore', label: 'Locality Score', value: (property) => formatRating(property.localityScore) },
];

export function PropertyComparison({ city }: { city: string }) {
  const { data, loading, error } = usePropertyComparisonQuery({ variables: { city } });
  // Spec section 2: 'Add more properties', remove column and 'Contact' have no behaviour.
  const addMore = (
    <Button icon={<PlusOutlined />} size="small">
      Add more properties
    </Button>
  );
  const compared = data?.properties.slice(0, COMPARED_PROPERTIES);
  const download =
    compared && compared.length === COMPARED_PROPERTIES ? (
      <DownloadCsvButton fileName={csvFileName(city, 'property-comparison')} table={() => propertyComparisonCsv(compared)} ariaLabel="Download property comparison as CSV" />
    ) : null;
  return (
    <WidgetCard title="Property Comparison" extra={<Flex gap={8}>{addMore}{download}</Flex>} minHeight={PROPERTY_COMPARISON_HEIGHT}>
      <QueryState
        loading={loading}
        error={error}
        data={data?.properties}
        isError={(properties) => properties.length < COMPARED_PROPERTIES}
        errorMessage="Failed to load property comparison data."
        skeleton={<WidgetSkeleton label="Loading property comparison" minHeight={PROPERTY_COMPARISON_HEIGHT} rows={12} />}
      >
        {(properties) => <ComparisonTable properties={properties.slice(0, COMPARED_PROPERTIES)} />}
      </QueryState>
    </WidgetCard>
  );
}

function ComparisonTable({ properties }: { properties: readonly Property[] }) {
  const columns = [
    {
      key: 'label',
      title: 'Feature',
      dataIndex: 'label',
      width: LABEL_COLUMN_WIDTH,
      render: (label: string) => <Typography.Text strong>{label}</Typography.Text>,
    },
    ...properties.map((property) => ({
      key: property.id,
      title: <PropertyHeader property={property} />,
      render: (_: unknown, row: (typeof ROWS)[number]) => (row.key === 'actions' ? <PropertyActions property={property} /> : row.value(property)),
    })),
  ];
  const rows = [...ROWS, { key: 'actions', label: 'Actions', value: () => null }];
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table
        size="small"
        bordered
        pagination={false}
        columns={columns}
        dataSource={rows}
        rowKey="key"
        components={TABLE_COMPONENTS}
      />
    </div>
  );
}

// Scrolls sideways on narrow screens rather than squeezing three columns (and breaking
// words): the table keeps a minimum width inside a scrolling box. Not antd's scroll.x,
// which clones the header's buttons into a hidden, still focusable measuring row.
const TABLE_MIN_WIDTH = LABEL_COLUMN_WIDTH + COMPARED_PROPERTIES * PROPERTY_COLUMN_MIN_WIDTH;

function MinWidthTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} style={{ ...props.style, minWidth: TABLE_MIN_WIDTH }} />;
}

const TABLE_COMPONENTS = { table: MinWidthTable };

function PropertyHeader({ property }: { property: Property }) {
  return (
    <Flex vertical gap={6}>
      <Flex justify="space-between" align="start" gap={8}>
        <span>{property.name}</span>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Remove column" />
      </Flex>
      <Thumbnail src={property.image} alt={property.name} width={160} height={96} />
    </Flex>
  );
}

function PropertyActions({ property }: { property: Property }) {
  return (
    <Flex gap={12} wrap align="center">
      {/* A real link to the property page (what 'View Details' means on a property portal);
          a link rather than a button inside a link, which would nest interactive elements. */}
      <Link to={propertyPath(property.id)}>View Details</Link>
      <Button size="small">Contact</Button>
    </Flex>
  );
}
