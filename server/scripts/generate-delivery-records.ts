// Adds a RERA-style delivery record to every developer in server/fixtures/property-developers.json
// and attributes each listed under-construction property to one developer of its city
// (`propertyIds`). Sample data, invented for the demo: it names the state RERA portal where
// a buyer would verify a real developer's record.
//
//   npx tsx server/scripts/generate-delivery-records.ts
//
// Deterministic: every draw comes from a PRNG seeded with the developer's id (or the
// property's id), so re-running the script writes an identical file. The counts follow the
// existing records: delivered = projectsCompleted, underConstruction = ongoingProjects.
// The rating is not stored: the data layer computes it (server/src/data/developers/deliveryRating.ts).

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prng } from './seededRandom.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = path.join(ROOT, 'server', 'fixtures');
const FILE = path.join(FIXTURES, 'property-developers.json');

/** The state RERA portal for each city; Delhi NCR developers by the state their projects are in. */
const PORTAL: Record<string, string> = {
  Mumbai: 'MahaRERA (maharera.maharashtra.gov.in)',
  Pune: 'MahaRERA (maharera.maharashtra.gov.in)',
  Bengaluru: 'RERA Karnataka (rera.karnataka.gov.in)',
  Hyderabad: 'TG RERA (rera.telangana.gov.in)',
  Chennai: 'TNRERA (rera.tn.gov.in)',
  Kochi: 'K-RERA (rera.kerala.gov.in)',
};
const NCR_PORTAL: Record<string, string> = {
  '5008': 'HRERA Gurugram (haryanarera.gov.in)',
  '5009': 'HRERA Gurugram (haryanarera.gov.in)',
  '5010': 'UP RERA (up-rera.in)',
};


interface Developer {
  id: string;
  city: string;
  rating?: number | null;
  projectsCompleted: number;
  ongoingProjects: number;
  deliveryRecord?: unknown;
  propertyIds?: string[];
  [field: string]: unknown;
}
interface Property {
  id: string;
  city: string;
  completionDate: string | null;
}

function main(): void {
  const developers = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Developer[];
  const properties = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'properties.json'), 'utf8')) as Property[];
  const owned = new Map<string, string[]>(developers.map((developer) => [developer.id, []]));
  for (const property of properties.filter((candidate) => candidate.completionDate !== null)) {
    const candidates = developers.filter((developer) => developer.city === property.city);
    const pick = candidates[Math.floor(prng(`property-${property.id}`)() * candidates.length)];
    owned.get(pick.id)!.push(property.id);
  }
  const out = developers.map((developer) => {
    const random = prng(`developer-${developer.id}`);
    const delivered = developer.projectsCompleted;
    const onTime = Math.round(delivered * (0.5 + 0.42 * random()));
    const delayed = delivered - onTime;
    const delayMonths = Array.from({ length: delayed }, () => 1 + Math.floor(random() ** 2 * 30));
    const complaints = Math.round((delivered + developer.ongoingProjects) * (0.1 + 1.1 * random()));
    const portal = developer.city === 'Delhi NCR' ? NCR_PORTAL[developer.id] : PORTAL[developer.city];
    if (!portal) throw new Error(`No RERA portal for developer ${developer.id} (${developer.city})`);
    const { rating: _rating, deliveryRecord: _record, propertyIds: _ids, ...rest } = developer;
    return {
      ...rest,
      deliveryRecord: { delivered, onTime, delayed, delayMonths, underConstruction: developer.ongoingProjects, complaints, reraPortal: portal },
      propertyIds: owned.get(developer.id)!,
    };
  });
  const json = JSON.stringify(out, null, 2)
    .replace(/"delayMonths": \[([^\]]*)\]/g, (_, list: string) => `"delayMonths": [${list.split(',').map((item) => item.trim()).filter(Boolean).join(', ')}]`)
    .replace(/"propertyIds": \[([^\]]*)\]/g, (_, list: string) => `"propertyIds": [${list.split(',').map((item) => item.trim()).filter(Boolean).join(', ')}]`);
  fs.writeFileSync(FILE, `${json}\n`);
  console.log(`Wrote delivery records for ${out.length} developers to server/fixtures/property-developers.json`);
}

main();
