import path from 'node:path';
import Papa from 'papaparse';
import { localitySlug } from '../localities/slug.js';
import { haversineKm } from './haversine.js';
import {
  LOCATION_STATUSES,
  OUTLINE_KINDS,
  type CityOutline,
  type GeoFixtures,
  type HubRecord,
  type LocalityPoint,
  type LocationSource,
  type OutlineFeature,
  type Position,
} from './geoModels.js';

// Reads and checks server/fixtures/geo/ (issue 34): every locality of localities.json has
// exactly one point, every point and hub lies near its city's outline, every outline is a
// sound GeoJSON FeatureCollection. Each problem names the file and the record, so a bad
// edit stops the server at start-up (and `npm run data:check`) instead of drawing a
// point in the sea.

export const GEO_DIR = 'geo';
export const LOCALITY_POINTS_FILE = `${GEO_DIR}/localities.csv`;
export const HUBS_FILE = `${GEO_DIR}/hubs.csv`;
/** A city's outline file: `geo/delhi-ncr.geojson` for Delhi NCR. */
export const outlineFile = (city: string) => `${GEO_DIR}/${localitySlug(city)}.geojson`;

/**
 * How far beyond the bounding box of its city's outline a point may lie. Some localities
 * and hubs are rightly outside the corporation (Electronic City, Kakkanad: ~2 km beyond the
 * box); a point 10 km beyond it is a typo (a swapped digit, lat and lon crossed).
 */
export const OUTSIDE_MARGIN_KM = 10;

type ReadText = (file: string) => string;
interface Known {
  cities: readonly string[];
  localities: readonly { id: string; name: string; city: string }[];
}

/** The files geo/ is read for, relative to the data folder. */
export function geoFileNames(cities: readonly string[]): string[] {
  return [LOCALITY_POINTS_FILE, HUBS_FILE, ...cities.map(outlineFile)];
}

export function checkGeoFixtures(fixtureDir: string, readText: ReadText, known: Known, problems: string[]): GeoFixtures | undefined {
  const before = problems.length;
  const outlines: Record<string, CityOutline> = {};
  for (const city of known.cities) {
    const file = outlineFile(city);
    const outline = readOutline(fixtureDir, file, readText, problems);
    if (outline) outlines[city] = outline;
  }
  const boxes = new Map(Object.entries(outlines).map(([city, outline]) => [city, boundingBox(outline)]));
  const near = (at: string, city: string, lat: number, lon: number) => {
    const box = boxes.get(city);
    if (!box) return;
    const km = kmOutside(box, lat, lon);
    if (km > OUTSIDE_MARGIN_KM)
      problems.push(`${at}: ${lat}, ${lon} is ${km.toFixed(1)} km outside the outline of ${city} (${outlineFile(city)}; at most ${OUTSIDE_MARGIN_KM} km allowed): lat and lon swapped or mistyped?`);
  };

  const localityPoints: LocalityPoint[] = [];
  const byId = new Map(known.localities.map((locality) => [locality.id, locality]));
  const seen = new Set<string>();
  readCsv(fixtureDir, LOCALITY_POINTS_FILE, readText, ['locality_id', 'lat', 'lon', 'source_url', 'note'], problems).forEach((row, index) => {
    const at = `${LOCALITY_POINTS_FILE} row ${index + 2} (${row.locality_id || 'no locality_id'})`;
    const locality = byId.get(row.locality_id);
    if (!locality) return problems.push(`${at}: no locality "${row.locality_id}" in localities.json`);
    if (seen.has(row.locality_id)) return problems.push(`${at}: a second point for ${row.locality_id}`);
    seen.add(row.locality_id);
    const point = readPoint(at, row, problems);
    if (!point) return;
    near(at, locality.city, point.lat, point.lon);
    localityPoints.push({ localityId: row.locality_id, ...point });
  });
  for (const locality of known.localities) {
    if (!seen.has(locality.id)) problems.push(`${LOCALITY_POINTS_FILE}: no coordinate for ${locality.id} (${locality.name}, ${locality.city}); every locality needs one row`);
  }

  const hubs: HubRecord[] = [];
  readCsv(fixtureDir, HUBS_FILE, readText, ['city', 'hub', 'lat', 'lon', 'source_url', 'note'], problems).forEach((row, index) => {
    const at = `${HUBS_FILE} row ${index + 2} (${row.hub || 'no hub name'})`;
    if (!known.cities.includes(row.city)) return problems.push(`${at}: unknown city "${row.city}" (known: ${known.cities.join(', ')})`);
    if (!row.hub?.trim()) return problems.push(`${at}: the hub needs a name`);
    const point = readPoint(at, row, problems);
    if (!point) return;
    near(at, row.city, point.lat, point.lon);
    const id = `${localitySlug(row.city)}-${localitySlug(row.hub)}`;
    if (hubs.some((hub) => hub.id === id)) return problems.push(`${at}: a second hub named "${row.hub}" in ${row.city}`);
    hubs.push({ id, name: row.hub.trim(), city: row.city, ...point });
  });
  for (const city of known.cities) if (!hubs.some((hub) => hub.city === city) && problems.length === before) problems.push(`${HUBS_FILE}: ${city} has no hub`);

  return problems.length === before ? { localityPoints, hubs, outlines } : undefined;
}

/** lat, lon, source and status of a CSV row (the note starts with `STATUS: `). */
function readPoint(at: string, row: Record<string, string>, problems: string[]): Omit<LocalityPoint, 'localityId'> | undefined {
  const lat = Number(row.lat);
  const lon = Number(row.lon);
  if (row.lat?.trim() === '' || row.lon?.trim() === '' || !Number.isFinite(lat) || !Number.isFinite(lon)) {
    problems.push(`${at}: lat "${row.lat ?? ''}" and lon "${row.lon ?? ''}" must be numbers`);
    return undefined;
  }
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    problems.push(`${at}: ${lat}, ${lon} is not a latitude and longitude`);
    return undefined;
  }
  const source = readSource(at, row, problems);
  return source ? { lat, lon, locationSource: source } : undefined;
}

function readSource(at: string, row: Record<string, string>, problems: string[]): LocationSource | undefined {
  const match = /^([A-Z]+):\s*(.+)$/s.exec(row.note ?? '');
  const status = match?.[1] as LocationSource['status'] | undefined;
  if (!match || !status || !LOCATION_STATUSES.includes(status)) {
    problems.push(`${at}: the note must start with ${LOCATION_STATUSES.join(', ')} and a colon, then say how the point was chosen`);
    return undefined;
  }
  if (!/^https?:\/\/\S+$/.test(row.source_url ?? '')) {
    problems.push(`${at}: source_url "${row.source_url ?? ''}" must be a web address (http or https)`);
    return undefined;
  }
  return { status, url: row.source_url, note: match[2].trim() };
}

function readCsv(fixtureDir: string, file: string, readText: ReadText, columns: string[], problems: string[]): Record<string, string>[] {
  let text: string;
  try {
    text = readText(path.join(fixtureDir, file));
  } catch {
    problems.push(`${file}: cannot be read`);
    return [];
  }
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true });
  if (parsed.errors.length > 0) {
    const [first] = parsed.errors;
    problems.push(`${file}: not valid CSV (row ${(first.row ?? 0) + 2}: ${first.message})`);
    return [];
  }
  const missing = columns.filter((column) => !parsed.meta.fields?.includes(column));
  if (missing.length > 0) {
    problems.push(`${file}: missing column ${missing.join(', ')}`);
    return [];
  }
  return parsed.data;
}

function readOutline(fixtureDir: string, file: string, readText: ReadText, problems: string[]): CityOutline | undefined {
  let json: unknown;
  try {
    json = JSON.parse(readText(path.join(fixtureDir, file)));
  } catch (error) {
    problems.push(`${file}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : 'cannot be read (every city needs an outline)'}`);
    return undefined;
  }
  const before = problems.length;
  const collection = json as Partial<CityOutline> | null;
  if (!collection || collection.type !== 'FeatureCollection' || !Array.isArray(collection.features)) {
    problems.push(`${file}: must be a GeoJSON FeatureCollection`);
    return undefined;
  }
  collection.features.forEach((feature, index) => checkFeature(`${file} features[${index}]`, feature, problems));
  if (problems.length === before && !collection.features.some((feature) => feature.properties.kind === 'city'))
    problems.push(`${file}: needs at least one feature of kind "city"`);
  return problems.length === before ? (collection as CityOutline) : undefined;
}

function checkFeature(at: string, feature: OutlineFeature, problems: string[]): void {
  const name = typeof feature?.properties?.name === 'string' ? feature.properties.name : undefined;
  const label = name ? `${at} (${name})` : at;
  if (feature?.type !== 'Feature' || !name) return void problems.push(`${label}: must be a Feature with a name`);
  if (!(OUTLINE_KINDS as readonly string[]).includes(feature.properties.kind)) return void problems.push(`${label}: kind must be one of ${OUTLINE_KINDS.join(', ')}`);
  const geometry = feature.geometry;
  const polygons = geometry?.type === 'Polygon' ? [geometry.coordinates] : geometry?.type === 'MultiPolygon' ? geometry.coordinates : undefined;
  if (!Array.isArray(polygons)) return void problems.push(`${label}: geometry must be a Polygon or MultiPolygon`);
  for (const polygon of polygons) {
    for (const ring of Array.isArray(polygon) ? polygon : [undefined]) {
      const problem = ringProblem(ring);
      if (problem) return void problems.push(`${label}: ${problem}`);
    }
  }
}

/** What is wrong with a linear ring, if anything: four or more lon/lat positions, closed. */
function ringProblem(ring: unknown): string | undefined {
  if (!Array.isArray(ring) || ring.length < 4) return 'a ring needs at least 4 positions';
  const valid = (position: unknown): position is Position =>
    Array.isArray(position) && position.length >= 2 && Number.isFinite(position[0]) && Number.isFinite(position[1]) && Math.abs(position[0]) <= 180 && Math.abs(position[1]) <= 90;
  const bad = ring.find((position) => !valid(position));
  if (bad !== undefined) return `position ${JSON.stringify(bad)} is not a longitude and latitude`;
  const [first, last] = [ring[0] as Position, ring.at(-1) as Position];
  if (first[0] !== last[0] || first[1] !== last[1]) return 'a ring must end where it starts (closed)';
  return undefined;
}

interface Box {
  west: number;
  east: number;
  south: number;
  north: number;
}

function boundingBox(outline: CityOutline): Box {
  const box: Box = { west: Infinity, east: -Infinity, south: Infinity, north: -Infinity };
  for (const feature of outline.features) {
    const polygons = feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
    for (const [lon, lat] of polygons.flat(2)) {
      box.west = Math.min(box.west, lon);
      box.east = Math.max(box.east, lon);
      box.south = Math.min(box.south, lat);
      box.north = Math.max(box.north, lat);
    }
  }
  return box;
}

/** How far a point lies outside a box, in km (0 inside it): to the nearest point of the box. */
function kmOutside(box: Box, lat: number, lon: number): number {
  const nearest = { lat: Math.min(box.north, Math.max(box.south, lat)), lon: Math.min(box.east, Math.max(box.west, lon)) };
  return haversineKm({ lat, lon }, nearest);
}
