import { useState } from 'react';
import { Button, Flex, Tabs, Typography } from 'antd';
import { AimOutlined, CarOutlined, EnvironmentFilled, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useLocalityMapQuery, type LocalityMapQuery } from '../../generated/graphql';
import { formatPricePerSqft } from '../../shared/format';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { AmenityIcon } from './amenityIcon';
import styles from './LocalityMap.module.css';

type Locality = LocalityMapQuery['localityInsights'][number];

const LOCALITY_MAP_HEIGHT = 560;

/** Marker positions (percent of the map) spread over the stylised map, reused in turn. */
const MARKER_SLOTS: [left: number, top: number][] = [
  [30, 30], [66, 24], [44, 56], [78, 58], [20, 74], [56, 84], [86, 34], [34, 44],
];

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
        {localities.map((locality, index) => {
          const [left, top] = MARKER_SLOTS[index % MARKER_SLOTS.length];
          return (
            <button
              key={locality.id}
              type="button"
              className={styles.marker}
              style={{ left: `${left}%`, top: `${top}%` }}
              aria-pressed={locality.id === selected.id}
              onClick={() => setSelectedId(locality.id)}
            >
              <EnvironmentFilled aria-hidden /> {locality.name}
            </button>
          );
        })}
        {/* Spec section 2: three map controls with no behaviour shown. */}
        <div className={styles.controls}>
          <Button size="small" icon={<ZoomInOutlined />} aria-label="Zoom in" />
          <Button size="small" icon={<ZoomOutOutlined />} aria-label="Zoom out" />
          <Button size="small" icon={<AimOutlined />} aria-label="Locate" />
        </div>
      </div>
      <div>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {selected.name}
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
          <span>{locality.name}</span>
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
