import { useState, type ReactNode } from 'react';
import { Button, Flex, Tabs, Tooltip, Typography } from 'antd';
import { CarOutlined, EnvironmentFilled, ExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useLocalityMapQuery, type LocalityMapQuery } from '../../generated/graphql';
import { formatPricePerSqft } from '../../shared/format';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { AmenityIcon } from './amenityIcon';
import styles from './LocalityMap.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Locality = LocalityMapQuery['localityInsights'][number];

// The loaded height at desktop width for a city with 8 localities (the most in the data),
// plus a line of headroom for the description wrapping differently in other fonts.
const LOCALITY_MAP_HEIGHT = 706; // + the provenance line

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

/** The zoom steps of the controls: 1 shows every locality ("Show all"). */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
/** The share of the map's width the controls' strip takes, for judging what a zoom pushes out of view. */
const CONTROLS_SHARE = 10;

/**
 * A marker's anchor (the corner it is placed by) as a CSS point and as an approximate
 * percentage, for the zoom's origin and for hiding markers a zoom pushes off the map.
 */
function markerAnchor(index: number) {
  const { side, inset, top } = MARKER_SLOTS[index % MARKER_SLOTS.length];
  return side === 'left'
    ? { side, css: `${inset}% ${top}%`, x: inset, y: top }
    : { side, css: `calc(${100 - inset}% - ${CONTROLS_WIDTH}px) ${top}%`, x: 100 - inset - CONTROLS_SHARE, y: top };
}

/**
 * Zooming scales the stylised map about the selected locality's marker, which stays put.
 * The other markers follow their places on the scaled map but keep their own size
 * (counter-scaled); those pushed off the map are hidden, so Tab never lands on a marker
 * that cannot be seen.
 */
function zoomedMarkerStyle(index: number, zoom: number, origin: { x: number; y: number }) {
  const anchor = markerAnchor(index);
  const x = origin.x + (anchor.x - origin.x) * zoom;
  const y = origin.y + (anchor.y - origin.y) * zoom;
  const inView = x >= 0 && x <= 100 && y >= 0 && y <= 95;
  return {
    ...markerPosition(index),
    transform: `scale(${1 / zoom})`,
    transformOrigin: anchor.side === 'left' ? 'top left' : 'top right',
    visibility: inView ? undefined : ('hidden' as const),
  };
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
      <ProvenanceLine provenance={data?.localityInsights.map((locality) => locality.provenance)} />
    </WidgetCard>
  );
}

function LocalityMapContent({ city, localities }: { city: string; localities: readonly Locality[] }) {
  const [selectedId, setSelectedId] = useState<string>();
  const [zoomStep, setZoomStep] = useState(0);
  // A city change brings other localities: the first one is selected until one is chosen.
  const selectedIndex = Math.max(
    0,
    localities.findIndex((locality) => locality.id === selectedId),
  );
  const selected = localities[selectedIndex];
  const zoom = ZOOM_LEVELS[zoomStep];
  const origin = markerAnchor(selectedIndex);
  const maxStep = ZOOM_LEVELS.length - 1;
  return (
    <Flex vertical gap={12}>
      <div className={styles.map} role="group" aria-label={`Map of ${city} localities`}>
        <div className={styles.layer} data-testid="map-layer" style={{ transform: `scale(${zoom})`, transformOrigin: origin.css }}>
          <MapBackdrop />
          {localities.map((locality, index) => (
            <button
              key={locality.id}
              type="button"
              className={styles.marker}
              style={zoomedMarkerStyle(index, zoom, origin)}
              title={locality.name}
              aria-pressed={locality.id === selected.id}
              onClick={() => setSelectedId(locality.id)}
            >
              <EnvironmentFilled aria-hidden /> <span className={styles.markerName}>{locality.name}</span>
            </button>
          ))}
        </div>
        {/* At a limit a control stays focusable (aria-disabled, not disabled) so keyboard focus is not lost. */}
        <div className={styles.controls}>
          <MapControl label="Zoom in" icon={<ZoomInOutlined />} inactive={zoomStep === maxStep} onClick={() => setZoomStep(Math.min(maxStep, zoomStep + 1))} />
          <MapControl label="Zoom out" icon={<ZoomOutOutlined />} inactive={zoomStep === 0} onClick={() => setZoomStep(Math.max(0, zoomStep - 1))} />
          <MapControl label="Show all localities" icon={<ExpandOutlined />} inactive={zoomStep === 0} onClick={() => setZoomStep(0)} />
        </div>
        <span className={styles.zoomLevel} role="status">
          {zoom === 1 ? 'All localities' : `Zoom ${zoom}×`}
        </span>
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

function MapControl({ label, icon, inactive, onClick }: { label: string; icon: ReactNode; inactive: boolean; onClick: () => void }) {
  return (
    <Tooltip title={label} placement="left">
      <Button size="small" icon={icon} aria-label={label} aria-disabled={inactive} className={inactive ? styles.inactiveControl : undefined} onClick={inactive ? undefined : onClick} />
    </Tooltip>
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
