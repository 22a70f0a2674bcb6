import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { FixtureError } from '../../server/src/data/errors.js';
import { loadFixtures } from '../../server/src/data/loadFixtures.js';
import { FIXTURE_DIR } from '../../server/src/paths.js';
import { getJson, postGraphQL, startTestServer, type TestServer } from './support/testServer.js';

// Issue 34, point 1: the map geography is data. Every locality carries its point, its
// source and the straight-line distance to its city's hubs (computed once in the data
// layer); each city answers its outline as GeoJSON; a bad geo file stops the load,
// naming the record.

const data = DataStore.fromFixtureDir();

/** The test's own haversine (spherical Earth, mean radius 6371 km), to check the data layer's. */
function haversine(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('locality points and hub distances (data layer)', () => {
  it('places Baner at its Wikipedia coordinate, with its source', () => {
    const baner = data.locality('pune', 'baner')!;
    expect([baner.lat, baner.lon]).toEqual([18.56, 73.7903]);
    expect(baner.locationSource).toEqual({
      status: 'SOURCED',
      url: 'https://en.wikipedia.org/wiki/Baner',
      note: 'Wikipedia infobox 18°33′36″N 73°47′25″E (read via de.wikial.top translated copy)',
    });
  });

  it('gives Baner the distance to each Pune hub, matching a haversine computation to 0.1 km', () => {
    const baner = data.locality('pune', 'baner')!;
    const hubs = data.hubs('Pune');
    expect(hubs.map((hub) => hub.name)).toEqual(['Rajiv Gandhi Infotech Park (Hinjewadi)', 'Kharadi (EON IT Park / WTC)', 'Magarpatta City']);
    expect(baner.hubDistances.map((distance) => distance.hubId)).toEqual(hubs.map((hub) => hub.id));
    for (const [index, hub] of hubs.entries()) {
      expect(Math.abs(baner.hubDistances[index].km - haversine(baner, hub)), hub.name).toBeLessThanOrEqual(0.1);
    }
    expect(baner.hubDistances.map((distance) => distance.km)).toEqual([5.3, 15, 15.1]);
  });

  it('gives every locality a point and one distance per hub of its own city', () => {
    for (const locality of data.localities()) {
      expect(Number.isFinite(locality.lat) && Number.isFinite(locality.lon), locality.id).toBe(true);
      expect(locality.hubDistances.map((distance) => distance.hubId), locality.id).toEqual(data.hubs(locality.city).map((hub) => hub.id));
    }
    const uncertain = data.localities().filter((locality) => locality.locationSource.status === 'UNCERTAIN').map((locality) => locality.id);
    expect(uncertain).toHaveLength(13);
    expect(uncertain).toContain('pune-hinjewadi');
  });
});

describe('over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ data });
  });
  afterAll(() => server.close());

  it('GET /api/cities/pune/outline answers the GeoJSON outline, cacheable with an ETag', async () => {
    const response = await fetch(`${server.url}/api/cities/pune/outline`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=3600, stale-while-revalidate=86400');
    const body = (await response.json()) as { type: string; features: { properties: { name: string; kind: string } }[] };
    expect(body).toEqual(JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'geo/pune.geojson'), 'utf8')));
    expect(body.features.filter((feature) => feature.properties.kind === 'city').map((feature) => feature.properties.name)).toEqual(['Pune (PMC)', 'Pimpri-Chinchwad (PCMC)']);
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${server.url}/api/cities/Delhi%20NCR/outline`);
    expect(again.status).toBe(200);
    const revalidated = await fetch(`${server.url}/api/cities/pune/outline`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
  });

  it.each([
    ['/api/cities/atlantis/outline', 'Unknown city "atlantis". Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.'],
    ['/api/cities/%20/outline', 'A city is required. Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.'],
    ['/api/cities/..%2Fcities.json/outline', 'Unknown city "../cities.json". Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.'],
    ['/api/hubs?city=Atlantis', 'Unknown city "Atlantis". Known cities: Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai, Kochi.'],
  ])('GET %s answers the documented 400', async (url, message) => {
    const response = await getJson(`${server.url}${url}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'BAD_USER_INPUT', message } });
  });

  it('REST and GraphQL answer a locality with its point, source and hub distances', async () => {
    const rest = (await getJson(`${server.url}/api/localities/pune/baner`)).body as Record<string, unknown>;
    expect(rest).toMatchObject({ lat: 18.56, lon: 73.7903, locationSource: { status: 'SOURCED' } });
    expect(rest.hubDistances).toEqual(data.locality('pune', 'baner')!.hubDistances);
    const list = (await getJson(`${server.url}/api/localities?city=pune`)).body as { id: string; lat: number }[];
    expect(list.find((locality) => locality.id === 'pune-wagholi')).toMatchObject({ lat: 18.583, lon: 73.9733, locationSource: { status: 'NEARBY' } });
    const { body } = await postGraphQL(server.url, '{ locality(city: "pune", slug: "hinjewadi") { lat lon locationSource { status } hubDistances { name km } } hubs(city: "pune") { id name } }');
    expect(body.data!.locality).toMatchObject({ lat: 18.5993, lon: 73.7625, locationSource: { status: 'UNCERTAIN' } });
    expect((body.data!.hubs as unknown[]).length).toBe(3);
  });
});

describe('start-up checks of geo/', () => {
  const copies: string[] = [];
  afterEach(() => {
    for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  function copyWith(file: string, edit: (text: string) => string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-geo-'));
    copies.push(dir);
    cpSync(FIXTURE_DIR, dir, { recursive: true });
    const target = path.join(dir, file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
    return dir;
  }
  function failure(dir: string): string {
    try {
      loadFixtures(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(FixtureError);
      return (error as Error).message;
    }
    throw new Error('loadFixtures accepted broken geography');
  }

  it('refuses a locality without a coordinate, naming it', () => {
    const dir = copyWith('geo/localities.csv', (text) => text.split('\n').filter((line) => !line.startsWith('pune-baner,')).join('\n'));
    expect(failure(dir)).toContain('geo/localities.csv: no coordinate for pune-baner (Baner, Pune); every locality needs one row');
  });

  it('refuses a coordinate far outside its city (lat and lon swapped), naming the row', () => {
    const dir = copyWith('geo/localities.csv', (text) => text.replace('pune-baner,Baner,Pune,18.5600,73.7903', 'pune-baner,Baner,Pune,73.7903,18.5600'));
    expect(failure(dir)).toMatch(/geo\/localities\.csv row \d+ \(pune-baner\): 73\.7903, 18\.56 is [\d.]+ km outside the outline of Pune \(geo\/pune\.geojson; at most 10 km allowed\)/);
  });

  it('refuses a hub far outside its city', () => {
    const dir = copyWith('geo/hubs.csv', (text) => text.replace('Pune,Magarpatta City,18.5157,73.9260', 'Pune,Magarpatta City,18.5157,74.9260'));
    expect(failure(dir)).toMatch(/geo\/hubs\.csv row \d+ \(Magarpatta City\): 18\.5157, 74\.926 is [\d.]+ km outside the outline of Pune/);
  });

  it('refuses a broken outline, naming the file and feature', () => {
    const dir = copyWith('geo/kochi.geojson', (text) => {
      const outline = JSON.parse(text) as { features: { geometry: { coordinates: number[][][] } }[] };
      outline.features[0].geometry.coordinates[0].pop();
      return JSON.stringify(outline);
    });
    expect(failure(dir)).toContain('geo/kochi.geojson features[0] (Kochi Municipal Corporation): a ring must end where it starts (closed)');
    const missing = copyWith('geo/chennai.geojson', () => '{"type":"FeatureCollection"');
    expect(failure(missing)).toMatch(/geo\/chennai\.geojson: not valid JSON/);
  });

  it('refuses a point whose note does not say how sure it is', () => {
    const dir = copyWith('geo/localities.csv', (text) => text.replace(/^(pune-wagholi,[^\n]*?,)"?NEARBY:/m, '$1"'));
    expect(failure(dir)).toMatch(/geo\/localities\.csv row \d+ \(pune-wagholi\): the note must start with SOURCED, NEARBY, UNCERTAIN/);
  });
});
