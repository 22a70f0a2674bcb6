import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ASSUMED_ASKING_GAP_PERCENT, LOADING_FACTOR } from '../../server/src/data/priceCheck/rules.js';
import { FIXTURE_DIR } from '../../server/src/paths.js';
import { brokenCopy, fixtureFailure, removeBrokenCopies } from './support/brokenFixtures.js';
import { readFixture } from './support/fixtureFiles.js';

// Issue 19, point 1: the generated registered sales and asking snapshot agree with the
// locality histories they are made from, re-generate to identical files, and a bad
// record stops the server at start-up naming the file and the record.

type Quarter = { year: number; quarter: number; pricePerSqft: number; deals: number };
type Locality = { id: string; name: string; city: string; avgPricePerSqft: number; history: Quarter[] };
type Row = [string, string, number, number, number];
type SalesFile = { columns: string[]; localities: { city: string; locality: string; sales: Row[] }[] };
type Listing = { id: string; city: string; locality: string; propertyId?: string; area?: number; areaBasis?: string; price?: number };

const localities = readFixture('localities.json') as unknown as Locality[];
const properties = readFixture('properties.json') as unknown as { id: string; city: string; locality: string; pricePerSqFt: number }[];
const readObject = <T>(file: string) => JSON.parse(readFileSync(path.join(FIXTURE_DIR, file), 'utf8')) as T;
const salesFile = readObject<SalesFile>('registered-sales.json');
const listings = readObject<{ listings: Listing[] }>('asking-listings.json').listings;
const salesOf = (locality: Locality) => salesFile.localities.find((group) => group.city === locality.city && group.locality === locality.name)!.sales;
const quarterOf = (row: Row) => `${row[0].slice(0, 4)}Q${Math.floor((Number(row[0].slice(5, 7)) - 1) / 3) + 1}`;
const perSqft = (row: Row) => Math.round(row[4] / row[3]);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2;
};

afterEach(removeBrokenCopies);

describe('registered sales (sample data)', () => {
  it('re-running the generator writes identical files', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-sales-'));
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'server/scripts/generate-registered-sales.ts', dir], { stdio: 'pipe' });
      for (const file of ['registered-sales.json', 'asking-listings.json']) {
        expect(readFileSync(path.join(dir, file), 'utf8') === readFileSync(path.join(FIXTURE_DIR, file), 'utf8'), file).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("each locality has, for each of its last 8 quarters, exactly that quarter's deals, with a mean within 1 % of its price", () => {
    expect(salesFile.localities).toHaveLength(localities.length);
    let total = 0;
    for (const locality of localities) {
      const sales = salesOf(locality);
      const quarters = locality.history.slice(-8);
      expect(sales.length, locality.id).toBe(quarters.reduce((sum, quarter) => sum + quarter.deals, 0));
      for (const quarter of quarters) {
        const inQuarter = sales.filter((row) => quarterOf(row) === `${quarter.year}Q${quarter.quarter}`);
        expect(inQuarter.length, `${locality.id} ${quarter.year}Q${quarter.quarter}`).toBe(quarter.deals);
        expect(Math.abs(mean(inQuarter.map(perSqft)) / quarter.pricePerSqft - 1), `${locality.id} ${quarter.year}Q${quarter.quarter}`).toBeLessThan(0.01);
      }
      total += sales.length;
    }
    expect(total).toBeGreaterThan(37_000);
  });

  it('prices spread right-skewed: in every locality the mean of the last 4 quarters exceeds the median, and pooled skewness is positive', () => {
    const ratios: number[] = [];
    for (const locality of localities) {
      const recent = locality.history.slice(-4).map((quarter) => `${quarter.year}Q${quarter.quarter}`);
      const rows = salesOf(locality).filter((row) => recent.includes(quarterOf(row)));
      for (const row of rows) ratios.push(perSqft(row) / locality.history.find((q) => `${q.year}Q${q.quarter}` === quarterOf(row))!.pricePerSqft);
    }
    const m = mean(ratios);
    const sd = Math.sqrt(mean(ratios.map((r) => (r - m) ** 2)));
    const skewness = mean(ratios.map((r) => ((r - m) / sd) ** 3));
    expect(skewness).toBeGreaterThan(0.2);
    expect(m).toBeGreaterThan(median(ratios));
    // The stated spread: the 10th–90th percentile of price over its quarter's level spans roughly ±25 %.
    const sorted = [...ratios].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.1)]).toBeGreaterThan(0.7);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(1.35);
  });

  it('in premium localities bigger homes cost more per sq ft; elsewhere they do not', () => {
    const slope = (locality: Locality) => {
      // Least-squares slope of log(price over quarter level) on log(area).
      const points = salesOf(locality).map((row) => {
        const quarter = locality.history.find((q) => `${q.year}Q${q.quarter}` === quarterOf(row))!;
        return [Math.log(row[3]), Math.log(perSqft(row) / quarter.pricePerSqft)] as const;
      });
      const mx = mean(points.map((p) => p[0]));
      const my = mean(points.map((p) => p[1]));
      return points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0) / points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
    };
    const cityMedian = (city: string) => median(localities.filter((l) => l.city === city).map((l) => l.avgPricePerSqft));
    const premium = localities.filter((locality) => locality.avgPricePerSqft >= 1.2 * cityMedian(locality.city));
    const others = localities.filter((locality) => !premium.includes(locality));
    expect(premium.length).toBeGreaterThan(10);
    expect(mean(premium.map(slope))).toBeGreaterThan(0.06);
    expect(mean(others.map(slope))).toBeLessThan(0.02);
  });

  it('the asking snapshot has at least 10 listings per locality, every featured home, and a gap within the assumed range', () => {
    for (const property of properties) expect(listings.some((listing) => listing.propertyId === property.id), property.id).toBe(true);
    for (const locality of localities) {
      const own = listings.filter((listing) => listing.city === locality.city && listing.locality === locality.name);
      expect(own.length, locality.id).toBeGreaterThanOrEqual(10);
      const asking = own.map((listing) => {
        if (listing.propertyId) return properties.find((property) => property.id === listing.propertyId)!.pricePerSqFt;
        const carpet = listing.areaBasis === 'SUPER_BUILT_UP' ? listing.area! / LOADING_FACTOR : listing.area!;
        return Math.round(listing.price! / carpet);
      });
      const recent = locality.history.slice(-4).map((quarter) => `${quarter.year}Q${quarter.quarter}`);
      const registered = salesOf(locality).filter((row) => recent.includes(quarterOf(row))).map(perSqft);
      const gap = (Math.round(median(asking)) / Math.round(median(registered)) - 1) * 100;
      expect(gap, locality.id).toBeGreaterThanOrEqual(ASSUMED_ASKING_GAP_PERCENT.min - 0.05);
      expect(gap, locality.id).toBeLessThanOrEqual(ASSUMED_ASKING_GAP_PERCENT.max + 0.05);
    }
    expect(listings.some((listing) => listing.areaBasis === 'SUPER_BUILT_UP')).toBe(true);
  });
});

describe('start-up rules for the sales and the asking snapshot', () => {
  const edit = <T>(file: string, change: (json: T) => void) => brokenCopy(file, (json) => change(json as unknown as T));

  it('stop the server on a sale naming an unknown locality', () => {
    const dir = edit<SalesFile>('registered-sales.json', (json) => (json.localities[2].locality = 'Atlantis'));
    expect(fixtureFailure(dir)).toContain(`registered-sales.json: localities[2].locality: "Atlantis" is not a locality of ${salesFile.localities[2].city} in localities.json`);
  });

  it('stop the server on a non-positive area or consideration, naming the record', () => {
    const dir = edit<SalesFile>('registered-sales.json', (json) => {
      json.localities[0].sales[5][3] = 0;
      json.localities[1].sales[7][4] = -5;
    });
    const message = fixtureFailure(dir);
    const [first, second] = salesFile.localities;
    expect(message).toContain(`registered-sales.json: localities[0].sales[5] (${first.city}, ${first.locality}).carpetAreaSqft: 0 must be positive`);
    expect(message).toContain(`registered-sales.json: localities[1].sales[7] (${second.city}, ${second.locality}).consideration: -5 must be positive`);
  });

  it('stop the server on a listing in an unknown locality or with a non-positive price', () => {
    const dir = edit<{ listings: Listing[] }>('asking-listings.json', (json) => {
      json.listings[0].locality = 'Nowhere';
      json.listings[1].price = 0;
    });
    const message = fixtureFailure(dir);
    expect(message).toContain(`asking-listings.json: listings[0].locality: "Nowhere" is not a locality of ${listings[0].city} in localities.json`);
    expect(message).toContain('asking-listings.json: listings[1].price: 0 must be positive');
  });
});
