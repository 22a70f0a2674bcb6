import { useState, type CSSProperties, type ReactNode, type TableHTMLAttributes } from 'react';
import { Button, Flex, Modal, Select, Table, Tooltip, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router-dom';
import { propertyContactPath, propertyPath } from '../../config/paths';
import { usePropertyComparisonQuery, type PropertyComparisonQuery } from '../../generated/graphql';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { formatCrore, formatNumber, formatPricePerSqft, formatRating } from '../../shared/format';
import { QueryState } from '../../shared/ui/QueryState';
import { Thumbnail } from '../../shared/ui/Thumbnail';
import { csvFileName } from '../../shared/csv/csvTable';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { propertyComparisonCsv } from './propertyComparisonCsv';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { useMessageToasts } from '../../shared/ui/toasts';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';
import {
  COMPARE_PARAM,
  MIN_COMPARED,
  addBlockedReason,
  chosenPropertyIds,
  compareParamValue,
  matchesPropertySearch,
  removeBlockedReason,
} from './comparisonSelection';

type Property = PropertyComparisonQuery['properties'][number];

// The loaded height of the comparison table at desktop width.
const PROPERTY_COMPARISON_HEIGHT = 525; // + the provenance line
const LABEL_COLUMN_WIDTH = 140;
const PROPERTY_COLUMN_MIN_WIDTH = 200;

/** The compared attributes, one table row each. */
const ROWS: { key: string; label: string; value: (property: Property) => ReactNode }[] = [
  { key: 'price', label: 'Price', value: (property) => formatCrore(property.price) },
  { key: 'pricePerSqFt', label: 'Price per sqft', value: (property) => formatPricePerSqft(property.pricePerSqFt) },
  { key: 'area', label: 'Area', value: (property) => `${formatNumber(property.area)} sqft` },
  { key: 'bedrooms', label: 'Bedrooms', value: (property) => formatNumber(property.bedrooms) },
  { key: 'type', label: 'Type', value: (property) => property.type },
  { key: 'location', label: 'Location', value: (property) => <LocalityLink city={property.city} locality={property.locality}>{property.location}</LocalityLink> },
  { key: 'builderRating', label: 'Builder Rating', value: (property) => `${formatRating(property.builderRating)} (${property.builderRatingLabel})` },
  { key: 'localityScore', label: 'Locality Score', value: (property) => formatRating(property.localityScore) },
];

/**
 * The chosen properties live in the dashboard address (replaced, not pushed, so Back
 * leaves the dashboard rather than undoing columns); the other parameters are kept.
 */
function useComparedIds(cityIds: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = chosenPropertyIds(searchParams.get(COMPARE_PARAM), cityIds);
  const setIds = (next: readonly string[]) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set(COMPARE_PARAM, compareParamValue(next));
        return params;
      },
      { replace: true },
    );
  return [ids, setIds] as const;
}

export function PropertyComparison({ city }: { city: string }) {
  const { data, loading, error } = usePropertyComparisonQuery({ variables: { city } });
  const properties = data?.properties;
  const usable = properties && properties.length >= MIN_COMPARED ? properties : undefined;
  const [ids, setIds] = useComparedIds(usable?.map((property) => property.id) ?? []);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [message, messageHolder] = useMessageToasts();

  const shown = usable ? ids.map((id) => usable.find((property) => property.id === id)!) : [];
  const others = usable?.filter((property) => !ids.includes(property.id)) ?? [];
  const addReason = usable ? addBlockedReason(shown.length, others.length, city) : null;

  const addMore = (
    <ReasonButton
      icon={<PlusOutlined />}
      reason={addReason}
      // Nothing to add to until the city's properties are loaded.
      disabled={!usable}
      onClick={() => setPickerOpen(true)}
      onRefused={(reason) => void message.info(reason)}
    >
      Add more properties
    </ReasonButton>
  );
  // The CSV holds exactly the columns on screen (the chosen properties, in order).
  const download =
    shown.length >= MIN_COMPARED ? (
      <DownloadCsvButton fileName={csvFileName(city, 'property-comparison')} table={() => propertyComparisonCsv(shown)} subject="property comparison" />
    ) : null;
  return (
    <WidgetCard title="Property Comparison" extra={<Flex gap={8}>{addMore}{download}</Flex>} minHeight={PROPERTY_COMPARISON_HEIGHT}>
      <QueryState
        loading={loading}
        error={error}
        data={properties}
        isError={(loaded) => loaded.length < MIN_COMPARED}
        errorMessage="Failed to load property comparison data."
        skeleton={<WidgetSkeleton label="Loading property comparison" minHeight={PROPERTY_COMPARISON_HEIGHT} rows={12} />}
      >
        {() => (
          <ComparisonTable
            properties={shown}
            onRemove={(id) => setIds(ids.filter((other) => other !== id))}
            onRefused={(reason) => void message.info(reason)}
          />
        )}
      </QueryState>
      <ProvenanceLine provenance={data?.properties.map((property) => property.provenance)} />
      <PropertyPicker
        city={city}
        open={pickerOpen}
        candidates={others}
        onPick={(id) => {
          setIds([...ids, id]);
          setPickerOpen(false);
        }}
        onClose={() => setPickerOpen(false)}
      />
      {messageHolder}
    </WidgetCard>
  );
}

/**
 * A button that may be refused: when `reason` is set it stays focusable (aria-disabled,
 * not disabled, so keyboard focus is not lost), shows the reason as its tooltip and says
 * it again when pressed.
 */
function ReasonButton({
  reason,
  onClick,
  onRefused,
  tooltip,
  children,
  ...props
}: {
  reason: string | null;
  onClick: () => void;
  onRefused: (reason: string) => void;
  tooltip?: string;
  children?: ReactNode;
  icon: ReactNode;
  disabled?: boolean;
  type?: 'text';
  'aria-label'?: string;
}) {
  return (
    <Tooltip title={reason ?? tooltip}>
      <Button
        size="small"
        {...props}
        aria-disabled={reason ? true : undefined}
        style={reason ? { opacity: 0.5, cursor: 'not-allowed' } : undefined}
        onClick={() => (reason ? onRefused(reason) : onClick())}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function PropertyPicker({
  city,
  open,
  candidates,
  onPick,
  onClose,
}: {
  city: string;
  open: boolean;
  candidates: readonly Property[];
  onPick: (id: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal title={`Add a ${city} property to the comparison`} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <label htmlFor="compare-property-picker" style={{ display: 'block', marginBottom: 8 }}>
        Property (search by name or locality)
      </label>
      <Select<string, { value: string; label: string; property: Property }>
        id="compare-property-picker"
        autoFocus
        defaultOpen
        style={{ width: '100%' }}
        placeholder="e.g. Baner or Skydeck"
        showSearch={{ filterOption: (search, option) => !!option && matchesPropertySearch(option.property, search) }}
        options={candidates.map((property) => ({ value: property.id, label: `${property.name} · ${property.location}`, property }))}
        onChange={onPick}
        notFoundContent="No property matches"
      />
    </Modal>
  );
}

function ComparisonTable({
  properties,
  onRemove,
  onRefused,
}: {
  properties: readonly Property[];
  onRemove: (id: string) => void;
  onRefused: (reason: string) => void;
}) {
  const removeReason = removeBlockedReason(properties.length);
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
      title: (
        <PropertyHeader property={property}>
          <ReasonButton
            type="text"
            icon={<CloseOutlined />}
            aria-label={`Remove ${property.name} from the comparison`}
            reason={removeReason}
            tooltip="Remove from the comparison"
            onClick={() => onRemove(property.id)}
            onRefused={onRefused}
          />
        </PropertyHeader>
      ),
      render: (_: unknown, row: (typeof ROWS)[number]) => (row.key === 'actions' ? <PropertyActions property={property} /> : row.value(property)),
    })),
  ];
  const rows = [...ROWS, { key: 'actions', label: 'Actions', value: () => null }];
  // Scrolls sideways on narrow screens rather than squeezing the columns (and breaking
  // words): the table keeps a minimum width inside a scrolling box. Not antd's scroll.x,
  // which clones the header's buttons into a hidden, still focusable measuring row.
  const minWidth = LABEL_COLUMN_WIDTH + properties.length * PROPERTY_COLUMN_MIN_WIDTH;
  return (
    <div style={{ overflowX: 'auto', [TABLE_MIN_WIDTH_VAR]: `${minWidth}px` } as CSSProperties}>
      <Table size="small" bordered pagination={false} columns={columns} dataSource={rows} rowKey="key" components={TABLE_COMPONENTS} />
    </div>
  );
}

// The width depends on the column count; it reaches the table through a CSS variable so
// the table component itself stays one stable component (a new one would remount the table).
const TABLE_MIN_WIDTH_VAR = '--comparison-min-width';

function MinWidthTable(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} style={{ ...props.style, minWidth: `var(${TABLE_MIN_WIDTH_VAR})` }} />;
}

const TABLE_COMPONENTS = { table: MinWidthTable };

function PropertyHeader({ property, children }: { property: Property; children: ReactNode }) {
  return (
    <Flex vertical gap={6}>
      <Flex justify="space-between" align="start" gap={8}>
        <span>{property.name}</span>
        {children}
      </Flex>
      {/* The name is just above: an alt repeating it would be read twice (axe image-redundant-alt). */}
      <Thumbnail src={property.image} alt="" width={160} height={96} />
    </Flex>
  );
}

function PropertyActions({ property }: { property: Property }) {
  return (
    <Flex gap={12} wrap align="center">
      {/* Links, not buttons: both open a page (the contact form is on the property page). */}
      <Link to={propertyPath(property.id)}>View Details</Link>
      <Link to={propertyContactPath(property.id)} aria-label={`Contact about ${property.name}`}>
        Contact
      </Link>
    </Flex>
  );
}
