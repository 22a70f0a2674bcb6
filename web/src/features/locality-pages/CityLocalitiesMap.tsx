import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { localityPath } from '../../config/paths';
import { CityMap } from '../../shared/map/CityMap';
import type { MapPoint } from '../../shared/map/mapTypes';
import { FIGURE_COLUMNS, type CityLocality } from './cityLocalitiesCsv';
import type { LocalitiesSort } from './LocalitiesTable';

// /localities/{city}'s map beside its table (issue 34): every locality at its place, coloured
// by the column the table is sorted by (average price until it is sorted by a figure); a
// click (or Enter on a focused point) opens the locality's page. It is in the first screen, so
// it shows a preview until the visitor reaches for it (CityMap `load="intent"`).

export const CITY_MAP_HEIGHT = 420;

export function CityLocalitiesMap({ city, localities, sort }: { city: string; localities: readonly CityLocality[]; sort: LocalitiesSort }) {
  const navigate = useNavigate();
  const column = FIGURE_COLUMNS.find((candidate) => candidate.key === sort?.key) ?? FIGURE_COLUMNS[0];
  const points = useMemo<MapPoint[]>(
    () =>
      localities.map((locality) => {
        const value = column.value(locality) ?? null;
        return {
          id: locality.id,
          name: locality.name,
          lat: locality.lat,
          lon: locality.lon,
          value,
          valueText: `${column.title} ${column.format(value)}`,
          uncertainNote: locality.locationSource.status === 'UNCERTAIN' ? locality.locationSource.note : null,
        };
      }),
    [localities, column],
  );
  const byId = useMemo(() => new Map(localities.map((locality) => [locality.id, locality])), [localities]);
  return (
    <div data-map-colour={column.key}>
      <CityMap
        city={city}
        points={points}
        height={CITY_MAP_HEIGHT}
        load="intent"
        description={`Map of the localities of ${city}, coloured by ${column.title.toLowerCase()}; select a locality to open its page`}
        scale={{ title: column.title, format: (value) => column.format(value) }}
        onPointClick={(id) => {
          const locality = byId.get(id);
          if (locality) navigate(localityPath(locality.city, locality.name));
        }}
      />
    </div>
  );
}
