import { useState } from 'react';
import { Button, Flex, Tabs, Typography } from 'antd';
import { AimOutlined, CarOutlined, EnvironmentFilled, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useLocalityMapQuery, type LocalityMapQuery } from '../../generated/graphql';
import { formatPricePerSqft } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { AmenityIcon } from './amenityIcon';
import styles from './LocalityMap.module.css';

type Locality = LocalityMapQuery['localityInsights'][number];

// The loaded height at desktop width for a city with 8 localities (the most in the data),
// plus a line of headroom for the description wrapping differently in other fonts.
const LOCALITY_MAP_HEIGHT = 678;

/**
 * Marker positions over the stylised map, reused in turn. Markers alternate between a
 * left column (placed from the left edge) and a right column (placed from the right
 * edge, clear of the map controls), each growing towards the middle, and every marker
 * has its own height band (12% apart): so no two markers overlap and none is cut off
 * at the map's edges, even on a phone.
 */
const MARKER_SLOTS: { side: 'left' | 'right'; inset: number; top: number }[] = [
  { side: 'left', inset: 6, top: 5 },
  { side: 'right', inset: 6, top: 17 },
  { side: 'left', inset: 14, top: 29 },
  { side: 'right', inset: 12, top: 41 },
  { side: 'left', inset: 4, top: 53 },
  { side: 'right', inset: 3, top: 65 },
  { side: 'left', inset: 16, top: 77 },
  { side: 'right', inset: 14, top: 89 },
];
/** Room kept free for the three map controls at the right edge. */
const CONTROLS_WIDTH = 40;

function markerPosition(index: number) {
  const { side, inset, top } = MARKER_SLOTS[index % MARKER_SLOTS.length];
  return side === 'left' ? { left: `${inset}%`, top: `${top}%` } : { right: `calc(${inset}% + ${CONTROLS_WIDTH}px)`, top: `${top}%` };
}

export function LocalityMap({ city }: { city: string }) {
  const { data, loading, error } = useLocalityMapQuery({ variables: { city } });
  return (
    <WidgetCard title="Locality Map" minHeight={LOCALITY_MAP_HEIGHT}>
      <QueryState
        loading={loading}
        error={error}
        data={data?.localityInsights}
        // With no locality there is nothing to place on the map: treated like a failed load.
        isError={(localities) => localities.length === 0}
        errorMessage="Failed to load locality map data."
        skeleton={<WidgetSkeleton label="Loading locality map" minHeight={LOCALITY_MAP_HEIGHT} rows={10} />}
      >
        {(localities) => <LocalityMapContent city={city} localities={localities} />}
      </QueryState>
    </WidgetCard>
  );
}

function LocalityMapContent({ city, localities }: { city: string; localities: readonly Locality[] }) {
  const [selectedId, setSelectedId] = useState<string>();
  // A city change brings other localities: the first one is selected until one is chosen.
  const selected = localities.find((locality) => locality.id === selectedId) ?? localities[0];
  return (
    <Flex vertical gap={12}>
      <div className={styles.map} role="group" aria-label={`Map of ${city} localities`}>
        <MapBackdrop />
        {localities.map((locality, index) => (
          <button
            key={locality.id}
            type="button"
            className={styles.marker}
            style={markerPosition(index)}
            title={locality.name}
            aria-pressed={locality.id === selected.id}
            onClick={() => setSelectedId(locality.id)}
          >
            <EnvironmentFilled aria-hidden /> <span className={styles.markerName}>{locality.name}</span>
          </button>
        ))}
        {/* Spec section 2: three map controls with no behaviour shown. */}
        <div className={styles.controls}>
          <Button size="small" icon={<ZoomInOutlined />} aria-label="Zoom in" />
          <Button size="small" icon={<ZoomOutOutlined />} aria-label="Zoom out" />
          <Button size="small" icon={<AimOutlined />} aria-label="Locate" />
        </div>
      </div>
      <div>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          <LocalityLink city={selected.city} locality={selected.name} />
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {selected.description}
        </Typography.Paragraph>
      </div>
      <Tabs
        defaultActiveKey="prices"
        size="small"
        items={[
          { key: 'prices', label: 'Prices', children: <PriceList localities={localities} selectedId={selected.id} /> },
          { key: 'amenities', label: 'Amenities', children: <AmenityList locality={selected} /> },
          { key: 'transport', label: 'Transport', children: <TransportList locality={selected} /> },
        ]}
      />
    </Flex>
  );
}

function PriceList({ localities, selectedId }: { localities: readonly Locality[]; selectedId: string }) {
  return (
    <ul aria-label="Locality prices" style={listStyle}>
      {localities.map((locality) => (
        <li key={locality.id} style={{ ...rowStyle, fontWeight: locality.id === selectedId ? 600 : undefined }}>
          <LocalityLink city={locality.city} locality={locality.name} />
          <span>{formatPricePerSqft(locality.avgPrice)}</span>
        </li>
      ))}
    </ul>
  );
}

function AmenityList({ locality }: { locality: Locality }) {
  return (
    <ul aria-label={`Amenities near ${locality.name}`} style={listStyle}>
      {locality.amenities.map((amenity) => (
        <li key={amenity} style={rowStyle}>
          <span>
            <AmenityIcon amenity={amenity} /> {amenity}
          </span>
        </li>
      ))}
    </ul>
  );
}

function TransportList({ locality }: { locality: Locality }) {
  return (
    <ul aria-label={`Transport near ${locality.name}`} style={listStyle}>
      {locality.transport.map((link) => (
        <li key={link} style={rowStyle}>
          <span>
            <CarOutlined aria-hidden /> {link}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Decorative roads and a river, drawn locally. */
function MapBackdrop() {
  return (
    <svg className={styles.roads} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden focusable="false">
      <path d="M0 70 C 25 60, 45 85, 100 62" stroke="#a7c7e7" strokeWidth="5" fill="none" />
      <path d="M0 35 L 100 40" stroke="#ffffff" strokeWidth="2" fill="none" />
      <path d="M45 0 L 52 100" stroke="#ffffff" strokeWidth="2" fill="none" />
      <path d="M75 0 C 70 30, 85 60, 78 100" stroke="#ffffff" strokeWidth="1.5" fill="none" />
    </svg>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const rowStyle = { display: 'flex', justifyContent: 'space-between', padding: '4px 0', borderBottom: '1px solid var(--ant-color-split)' } as const;
