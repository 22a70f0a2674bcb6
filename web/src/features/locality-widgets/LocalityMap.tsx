import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Tabs, Tooltip, Typography } from 'antd';
import { CarOutlined, ExpandOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useLocalityMapQuery, type LocalityMapQuery } from '../../generated/graphql';
import { localityPath } from '../../config/paths';
import { formatPricePerSqft } from '../../shared/format';
import { CityMap } from '../../shared/map/CityMap';
import type { MapController, MapPoint } from '../../shared/map/mapTypes';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { AmenityIcon } from './amenityIcon';
import styles from './LocalityMap.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Locality = LocalityMapQuery['localityInsights'][number];
type Place = LocalityMapQuery['localities'][number];
type Hub = LocalityMapQuery['hubs'][number];

// The loaded height at desktop width (1366 px) for a city with 8 localities, the most in
// the data (Bengaluru: 791 px with the map, its legend and credit lines), plus a line of
// headroom for the description wrapping differently in other fonts. Every city's card then
// has the skeleton's height, so nothing shifts when the data arrives (dashboard.spec.ts).
const LOCALITY_MAP_HEIGHT = 813; // + the provenance line
const MAP_HEIGHT = 260;
const NONE: never[] = [];
/** How many steps the view zooms in at most (each step doubles the scale). */
export const MAX_ZOOM_STEPS = 3;

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
        {(localities) => <LocalityMapContent city={city} localities={localities} places={data?.localities ?? NONE} hubs={data?.hubs ?? NONE} />}
      </QueryState>
      <ProvenanceLine provenance={data?.localityInsights.map((locality) => locality.provenance)} />
    </WidgetCard>
  );
}

function LocalityMapContent({ city, localities, places, hubs }: { city: string; localities: readonly Locality[]; places: readonly Place[]; hubs: readonly Hub[] }) {
  const navigate = useNavigate();
  const [selectedId, setSelectedId] = useState<string>();
  const [zoomStep, setZoomStep] = useState(0);
  const controller = useRef<MapController | null>(null);
  // A city change brings other localities: the first one is selected until one is chosen.
  const selected = localities.find((locality) => locality.id === selectedId) ?? localities[0];
  const selectedPlace = places.find((place) => place.name === selected.name);
  const points = useMemo(() => places.map(mapPoint), [places]);
  const choose = (placeId: string) => {
    const place = places.find((candidate) => candidate.id === placeId);
    const insight = place && localities.find((locality) => locality.name === place.name);
    // A locality without an insight (no description or amenities here) opens its own page.
    if (insight) setSelectedId(insight.id);
    else if (place) navigate(localityPath(place.city, place.name));
  };
  const zoom = (action: keyof MapController) => controller.current?.[action]();
  return (
    <Flex vertical gap={12}>
      <div className={styles.map} role="group" aria-label={`Map of ${city} localities`}>
        <CityMap
          city={city}
          points={points}
          hubs={hubs}
          height={MAP_HEIGHT}
          selectedId={selectedPlace?.id}
          description={`Map of ${city}: each locality at its place, coloured by its average price per sq ft; diamonds mark employment hubs`}
          scale={{ title: 'Average ₹/sq ft', format: formatPricePerSqft }}
          onPointClick={choose}
          controllerRef={controller}
          onZoom={(current, initial) => setZoomStep(Math.round(current - initial))}
        />
        {/* At a limit a control stays focusable (aria-disabled, not disabled) so keyboard focus is not lost. */}
        <div className={styles.controls}>
          <MapControl label="Zoom in" icon={<ZoomInOutlined />} inactive={zoomStep >= MAX_ZOOM_STEPS} onClick={() => zoom('zoomIn')} />
          <MapControl label="Zoom out" icon={<ZoomOutOutlined />} inactive={zoomStep <= 0} onClick={() => zoom('zoomOut')} />
          <MapControl label="Show all localities" icon={<ExpandOutlined />} inactive={zoomStep === 0} onClick={() => zoom('reset')} />
        </div>
        <span className={styles.zoomLevel} role="status">
          {zoomStep <= 0 ? 'All localities' : `Zoom ${2 ** zoomStep}×`}
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

/** A locality's map point: coloured by its average price; an uncertain place says why. */
function mapPoint(place: Place): MapPoint {
  return {
    id: place.id,
    name: place.name,
    lat: place.lat,
    lon: place.lon,
    value: place.avgPricePerSqft,
    valueText: formatPricePerSqft(place.avgPricePerSqft),
    uncertainNote: place.locationSource.status === 'UNCERTAIN' ? place.locationSource.note : null,
  };
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const rowStyle = { display: 'flex', justifyContent: 'space-between', padding: '4px 0', borderBottom: '1px solid var(--ant-color-split)' } as const;
