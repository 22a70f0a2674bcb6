// Generates two sample-data fixtures for the price check (issue 19):
//   server/fixtures/registered-sales.json  one record per registered sale, for every
//     locality and each of the last 8 quarters of its history in localities.json;
//   server/fixtures/asking-listings.json   a snapshot of asking prices (at least 10 per
//     locality, the featured homes of properties.json among them).
//
//   npx tsx server/scripts/generate-registered-sales.ts [output-dir]
//
// (The output directory defaults to server/fixtures; the test writes to a temporary one
// and compares.)
// Deterministic (a PRNG seeded with the locality's id), so a re-run writes identical
// files. The rules it keeps, which tests/server/registeredSales.test.ts checks:
//   - a quarter has exactly that quarter's `deals` sales, and their mean ₹ per sq ft of
//     carpet area is within 1 % of the quarter's `pricePerSqft`;
//   - prices spread log-normally (right-skewed) around the quarter's level, σ = SPREAD
//     in log terms; in premium localities (average ≥ 1.2 × the city's median locality)
//     bigger homes cost more per sq ft (elasticity +0.12), elsewhere slightly less (−0.04);
//   - the asking snapshot's median sits 3–12 % above the registered median of the last
//     4 quarters (ASSUMED_ASKING_GAP_PERCENT); some listings quote super built-up area,
//     converted to carpet area with LOADING_FACTOR.
// Everything is illustrative sample data, labelled as such.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeLocalityPriceCheck, perSqftOfCarpet } from '../src/data/priceCheck/compute.js';
import { ASKING_SNAPSHOT_AS_OF, ASSUMED_ASKING_GAP_PERCENT, LOADING_FACTOR, MAX_SALES_QUARTERS, QUARTERS_COMPARED, type AreaBasis } from '../src/data/priceCheck/rules.js';
import { normal, prng } from './seededRandom.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = path.join(ROOT, 'server', 'fixtures');
const OUT = process.argv[2] ? path.resolve(process.argv[2]) : FIXTURES;
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as T;

/** Width of the spread of registered ₹ per sq ft within a quarter: σ of its logarithm. */
export const SPREAD = 0.18;
/** Width of the spread of asking ₹ per sq ft within a locality (asking prices cluster more). */
const ASKING_SPREAD = 0.1;
/** A locality is premium when its average is at least this multiple of its city's median locality. */
const PREMIUM_MULTIPLE = 1.2;
const SIZE_ELASTICITY = { premium: 0.12, other: -0.04 };
const REFERENCE_AREA = 1000;
/** Typical carpet area by bedrooms, sq ft. */
const AREA_BY_BEDROOMS: Record<number, number> = { 1: 450, 2: 700, 3: 1050, 4: 1600 };
const BEDROOM_SHARES = { premium: [0.05, 0.28, 0.4, 0.27], other: [0.15, 0.4, 0.32, 0.13] };

interface Quarter {
  year: number;
  quarter: number;
  pricePerSqft: number;
  deals: number;
}
interface Locality {
  id: string;
  name: string;
  city: string;
  avgPricePerSqft: number;
  history: Quarter[];
}
interface Property {
  id: string;
  city: string;
  locality: string;
  pricePerSqFt: number;
}

type SaleRow = [registeredOn: string, propertyType: string, bedrooms: number, carpetAreaSqft: number, consideration: number];

const pick = (shares: number[], random: () => number) => {
  let r = random();
  for (let index = 0; index < shares.length; index++) {
    if (r < shares[index]) return index;
    r -= shares[index];
  }
  return shares.length - 1;
};

function home(random: () => number, premium: boolean, city: string) {
  const bedrooms = pick(premium ? BEDROOM_SHARES.premium : BEDROOM_SHARES.other, random) + 1;
  const area = Math.round(AREA_BY_BEDROOMS[bedrooms] * Math.exp(0.15 * normal(random)));
  const r = random();
  const type = bedrooms === 4 && r < 0.12 ? 'Villa' : bedrooms === 4 && r < 0.2 ? 'Penthouse' : bedrooms === 3 && city === 'Delhi NCR' && r < 0.25 ? 'Builder Floor' : 'Apartment';
  return { bedrooms, area, type };
}

const sizeEffect = (area: number, premium: boolean) => (area / REFERENCE_AREA) ** (premium ? SIZE_ELASTICITY.premium : SIZE_ELASTICITY.other);

const pad = (value: number) => String(value).padStart(2, '0');
function dayOfQuarter(year: number, quarter: number, random: () => number): string {
  const start = Date.UTC(year, (quarter - 1) * 3, 1);
  const end = Date.UTC(year, quarter * 3, 1);
  const day = new Date(start + Math.floor(random() * ((end - start) / 86_400_000)) * 86_400_000);
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

function quarterSales(quarter: Quarter, premium: boolean, city: string, random: () => number): SaleRow[] {
  const drafts = Array.from({ length: quarter.deals }, () => {
    const { bedrooms, area, type } = home(random, premium, city);
    return { date: dayOfQuarter(quarter.year, quarter.quarter, random), bedrooms, area, type, raw: Math.exp(SPREAD * normal(random)) * sizeEffect(area, premium) };
  });
  // Scale the quarter so its mean ₹ per sq ft is the history's price for the quarter.
  const scale = quarter.pricePerSqft / (drafts.reduce((sum, draft) => sum + draft.raw, 0) / drafts.length);
  return drafts
    .map((draft): SaleRow => [draft.date, draft.type, draft.bedrooms, draft.area, Math.round((draft.raw * scale * draft.area) / 1000) * 1000])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

const perSqft = (row: SaleRow) => Math.round(row[4] / row[3]);

function main(): void {
  const localities = read<Locality[]>('localities.json');
  const properties = read<Property[]>('properties.json');
  const cityMedian = new Map<string, number>();
  for (const city of new Set(localities.map((locality) => locality.city))) {
    const prices = localities.filter((locality) => locality.city === city).map((locality) => locality.avgPricePerSqft).sort((a, b) => a - b);
    cityMedian.set(city, prices.length % 2 ? prices[(prices.length - 1) / 2] : (prices[prices.length / 2 - 1] + prices[prices.length / 2]) / 2);
  }

  const salesOut: { city: string; locality: string; sales: SaleRow[] }[] = [];
  const listingsOut: Record<string, unknown>[] = [];
  for (const locality of localities) {
    const random = prng(`sales-${locality.id}`);
    const premium = locality.avgPricePerSqft >= PREMIUM_MULTIPLE * cityMedian.get(locality.city)!;
    const quarters = locality.history.slice(-MAX_SALES_QUARTERS);
    const byQuarter = quarters.map((quarter) => quarterSales(quarter, premium, locality.city, random));
    salesOut.push({ city: locality.city, locality: locality.name, sales: byQuarter.flat() });

    // The asking snapshot: aim its median at the registered median plus an assumed gap.
    const first = quarters.at(-QUARTERS_COMPARED)!;
    const last = quarters.at(-1)!;
    const period = { from: `${first.year}-${pad((first.quarter - 1) * 3 + 1)}-01`, to: ASKING_SNAPSHOT_AS_OF };
    const registeredPerSqft = byQuarter.slice(-QUARTERS_COMPARED).flat().map(perSqft);
    const registeredMedian = computeLocalityPriceCheck({ registeredPerSqft, askingPerSqft: [], ...period }).registered.median!;
    const gap = ASSUMED_ASKING_GAP_PERCENT.min + 1 + random() * (ASSUMED_ASKING_GAP_PERCENT.max - ASSUMED_ASKING_GAP_PERCENT.min - 2);
    const target = registeredMedian * (1 + gap / 100);
    const featured = properties.filter((property) => property.city === locality.city && property.locality === locality.name);
    const total = 12 + Math.floor(random() * 6);
    const generated = Array.from({ length: Math.max(10, total) - featured.length }, () => {
      const { bedrooms, area, type } = home(random, premium, locality.city);
      const basis: AreaBasis = random() < 0.45 ? 'SUPER_BUILT_UP' : 'CARPET';
      const carpetPerSqft = target * Math.exp(ASKING_SPREAD * normal(random)) * sizeEffect(area, premium);
      return { bedrooms, carpetArea: area, type, basis, carpetPerSqft };
    });
    // Scale the generated listings until the snapshot's median (featured homes included) hits the target.
    let scale = 1;
    const listing = (draft: (typeof generated)[number]) => {
      const area = draft.basis === 'CARPET' ? draft.carpetArea : Math.round(draft.carpetArea * LOADING_FACTOR);
      const price = Math.round((draft.carpetPerSqft * scale * draft.carpetArea) / 100_000) * 100_000;
      return { area, price, perSqft: Math.round(perSqftOfCarpet(price, area, draft.basis)) };
    };
    const snapshotCheck = () =>
      computeLocalityPriceCheck({ registeredPerSqft, askingPerSqft: [...generated.map((draft) => listing(draft).perSqft), ...featured.map((property) => property.pricePerSqFt)], ...period });
    for (let round = 0; round < 40; round++) {
      const median = snapshotCheck().asking.median!;
      if (Math.abs(median / target - 1) < 0.002) break;
      scale *= target / median;
    }
    const achieved = snapshotCheck().gapPercent!;
    if (achieved < ASSUMED_ASKING_GAP_PERCENT.min || achieved > ASSUMED_ASKING_GAP_PERCENT.max) {
      throw new Error(`${locality.id}: asking gap ${achieved}% is outside the assumed ${ASSUMED_ASKING_GAP_PERCENT.min}–${ASSUMED_ASKING_GAP_PERCENT.max}%`);
    }
    generated.forEach((draft, index) => {
      const { area, price } = listing(draft);
      listingsOut.push({ id: `${locality.id}-a${pad(index + 1)}`, city: locality.city, locality: locality.name, propertyType: draft.type, bedrooms: draft.bedrooms, area, areaBasis: draft.basis, price });
    });
    for (const property of featured) listingsOut.push({ id: `${locality.id}-p${property.id}`, city: locality.city, locality: locality.name, propertyId: property.id });
    if (last.year !== 2025 || last.quarter !== 3) throw new Error(`${locality.id}: history must end at 2025 Q3 (the snapshot's as-of date)`);
  }

  const about =
    'Illustrative sample data, not real registrations: generated by server/scripts/generate-registered-sales.ts from localities.json (see the README, "Price check").';
  const salesJson = [
    '{',
    `  "about": ${JSON.stringify(about)},`,
    '  "columns": ["registeredOn", "propertyType", "bedrooms", "carpetAreaSqft", "consideration"],',
    '  "localities": [',
    salesOut
      .map(
        (group) =>
          `    { "city": ${JSON.stringify(group.city)}, "locality": ${JSON.stringify(group.locality)}, "sales": [\n${group.sales.map((row) => `      ${JSON.stringify(row)}`).join(',\n')}\n    ] }`,
      )
      .join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(OUT, 'registered-sales.json'), salesJson);

  const listingsJson = [
    '{',
    `  "about": ${JSON.stringify(about.replace('not real registrations', 'not real listings'))},`,
    `  "asOf": "${ASKING_SNAPSHOT_AS_OF}",`,
    '  "listings": [',
    listingsOut.map((listing) => `    ${JSON.stringify(listing)}`).join(',\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(OUT, 'asking-listings.json'), listingsJson);
  const count = salesOut.reduce((sum, group) => sum + group.sales.length, 0);
  console.log(`Wrote ${count} registered sales and ${listingsOut.length} asking listings for ${salesOut.length} localities`);
}

main();
