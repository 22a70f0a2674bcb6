// Generates server/fixtures/localities.json: one record per locality named anywhere
// in the fixtures, with six years of quarterly prices and registered deals.
//
//   npx tsx server/scripts/generate-locality-history.ts
//
// Deterministic: the "noise" comes from a PRNG seeded with the locality's id, so
// re-running the script writes an identical file. The series is built so that
//   - its last quarter (2025 Q3, the as-of quarter of the city averages) equals the
//     locality's average price per sqft (locality-insights.json or the table below);
//   - where the locality is a top gainer, the prices 4, 8 and 20 quarters back are
//     exactly the ones its 1-, 2- and 5-year appreciation imply (so the changes read
//     back from the history match top-gainers.json);
//   - the last quarter's deals equal the transaction-prices.json count where the
//     locality has a transaction row ("registered deals in the last quarter").
// Other localities get modest appreciations drawn around their city's year-on-year
// change. Everything here is illustrative sample data, labelled as such.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localitySlug } from '../src/data/localities/slug.js';
import { prng } from './seededRandom.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURES = path.join(ROOT, 'server', 'fixtures');
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(FIXTURES, file), 'utf8')) as T;

/** The last quarter of every series: the quarter of the Anarock Q3 2025 city averages. */
const LAST = { year: 2025, quarter: 3 };
/** 24 quarters: six years, so the 5-year change has a point 20 quarters back and "All" shows a little more. */
const QUARTERS = 24;

type Area = 'Delhi' | 'Gurugram' | 'Noida/Greater Noida/Ghaziabad';
interface Base {
  name: string;
  city: string;
  description: string;
  avgPricePerSqft: number;
  rating: number | null;
  safetyScore: number;
  amenities: string[];
  connectivity: string[];
}

/** Delhi NCR localities by the state whose duty rules apply (the purchase-cost tables use the same names). */
const NCR_AREA: Record<string, Area> = {
  'Golf Course Road': 'Gurugram',
  'Golf Course Extension Road': 'Gurugram',
  'Dwarka Expressway': 'Gurugram',
  'NH 48': 'Gurugram',
  'Noida Sector 150': 'Noida/Greater Noida/Ghaziabad',
  'Greater Noida West': 'Noida/Greater Noida/Ghaziabad',
  'Sector 18': 'Noida/Greater Noida/Ghaziabad',
  Dwarka: 'Delhi',
  Saket: 'Delhi',
  Daryaganj: 'Delhi',
};

/** City-wide gross rental yields (Anarock 2020/2024, DATA.md); Delhi NCR uses Gurugram's, Chennai and Kochi the national ~3%. */
const CITY_YIELD: Record<string, number> = { Mumbai: 4.15, Bengaluru: 4.45, 'Delhi NCR': 4.1, Pune: 3.3, Hyderabad: 3.7, Chennai: 3.0, Kochi: 3.0 };
/** Year-on-year change of the city average (Anarock Q3 2025); Kochi has none, so a modest 6% stands in. */
const CITY_CHANGE: Record<string, number> = { Mumbai: 6, Bengaluru: 10, 'Delhi NCR': 24, Pune: 4, Hyderabad: 8, Chennai: 5, Kochi: 6 };

/** Localities that only malls or theaters name: the fields locality-insights.json has for the others. */
const EXTRA: Base[] = [
  { city: 'Mumbai', name: 'Colaba', avgPricePerSqft: 52000, rating: 4.5, safetyScore: 4.4, description: 'Colaba is the southern tip of the island city: heritage buildings, the Gateway of India and the Navy Nagar cantonment. Homes are few, old and expensive, and new supply is almost nil.', amenities: ['Regal Cinema', 'Colaba Causeway market', 'Cathedral and John Connon School', 'Bombay Hospital'], connectivity: ['Churchgate Station (Western Line)', 'CSMT (Central Line)', 'Metro Line 3 (Aqua) – Cuffe Parade'] },
  { city: 'Mumbai', name: 'Kurla', avgPricePerSqft: 17500, rating: 3.9, safetyScore: 3.7, description: 'Kurla is a busy central-suburban junction next to the Bandra Kurla Complex. Old chawls are giving way to towers, and office jobs in BKC keep rental demand high.', amenities: ['Phoenix Marketcity Kurla', 'Kohinoor Hospital', 'Don Bosco School'], connectivity: ['Kurla Station (Central and Harbour Lines)', 'Metro Line 2B (planned)', 'LBS Marg'] },
  { city: 'Mumbai', name: 'Lower Parel', avgPricePerSqft: 40000, rating: 4.4, safetyScore: 4.3, description: 'Lower Parel turned its textile mills into offices, malls and luxury towers. It sits between Worli and the island city and is one of Mumbai\'s busiest business districts.', amenities: ['Phoenix Palladium', 'Kamala Mills', 'Global Hospital', 'PVR Phoenix'], connectivity: ['Lower Parel Station (Western Line)', 'Metro Line 3 (Aqua) – Science Museum', 'Senapati Bapat Marg'] },
  { city: 'Mumbai', name: 'Malad West', avgPricePerSqft: 22000, rating: 4.1, safetyScore: 4.0, description: 'Malad West is a western-suburb residential hub with the Mindspace offices, Inorbit mall and a mix of older societies and new towers along Link Road.', amenities: ['Inorbit Mall Malad', 'Infiniti Mall', 'Lifeline Hospital', 'Mindspace Malad'], connectivity: ['Malad Station (Western Line)', 'Metro Line 2A – Malad West', 'Link Road'] },
  { city: 'Mumbai', name: 'Mumbai Central', avgPricePerSqft: 33000, rating: 4.2, safetyScore: 4.1, description: 'Mumbai Central is an island-city neighbourhood around the long-distance rail terminus, with old cinemas, hospitals and redeveloped towers near Tardeo.', amenities: ['Maratha Mandir', 'Nair Hospital', 'Jaslok Hospital'], connectivity: ['Mumbai Central Station (Western Line)', 'Mumbai Central bus depot', 'Tardeo Road'] },
  { city: 'Bengaluru', name: 'Rajajinagar', avgPricePerSqft: 15500, rating: 4.3, safetyScore: 4.2, description: 'Rajajinagar is an established west Bengaluru neighbourhood with wide roads, old bungalows and new apartment blocks around the World Trade Center and Orion Mall.', amenities: ['Orion Mall', 'ESI Hospital', 'National Public School Rajajinagar'], connectivity: ['Rajajinagar Metro Station (Green Line)', 'Dr Rajkumar Road', 'Yeshwanthpur Junction'] },
  { city: 'Delhi NCR', name: 'Daryaganj', avgPricePerSqft: 16000, rating: 3.8, safetyScore: 3.6, description: 'Daryaganj is an old Delhi neighbourhood between the walled city and Delhi Gate, known for its Sunday book market and publishing houses. Housing is mostly old and rarely sold.', amenities: ['Delite Cinema', 'Lok Nayak Hospital', 'Daryaganj book market'], connectivity: ['Delhi Gate Metro Station (Violet Line)', 'Netaji Subhash Marg', 'New Delhi Railway Station'] },
  { city: 'Delhi NCR', name: 'NH 48', avgPricePerSqft: 13000, rating: 4.0, safetyScore: 3.9, description: 'The NH 48 corridor runs from the Delhi border into Gurugram past Ambience Mall and Cyber City, with older condominiums and new towers on both sides of the expressway.', amenities: ['Ambience Mall Gurugram', 'Medanta Hospital', 'Cyber Hub'], connectivity: ['NH 48 (Delhi–Gurugram Expressway)', 'IFFCO Chowk Metro Station (Yellow Line)', 'Indira Gandhi International Airport'] },
  { city: 'Delhi NCR', name: 'Saket', avgPricePerSqft: 22000, rating: 4.4, safetyScore: 4.2, description: 'Saket is a south Delhi residential colony with the Select Citywalk district centre, large hospitals and quiet DDA blocks, popular with families for its schools and greenery.', amenities: ['Select Citywalk', 'Max Super Speciality Hospital', 'PVR Saket', 'Garden of Five Senses'], connectivity: ['Saket Metro Station (Yellow Line)', 'Press Enclave Marg', 'Mehrauli–Badarpur Road'] },
  { city: 'Delhi NCR', name: 'Sector 18', avgPricePerSqft: 12500, rating: 4.1, safetyScore: 4.0, description: 'Sector 18 is central Noida\'s market and mall district, with the DLF Mall of India, the Atta market and apartment blocks in the sectors around it.', amenities: ['DLF Mall of India', 'Atta Market', 'Kailash Hospital'], connectivity: ['Noida Sector 18 Metro Station (Blue Line)', 'DND Flyway', 'Noida–Greater Noida Expressway'] },
  { city: 'Pune', name: 'Aundh', avgPricePerSqft: 13500, rating: 4.4, safetyScore: 4.3, description: 'Aundh is a leafy west Pune suburb next to the university, with the Westend mall, good schools and a steady market of ready apartments.', amenities: ['Westend Mall', 'Jupiter Hospital Baner', 'Vibgyor High Aundh'], connectivity: ['University Circle', 'Aundh–Ravet BRTS', 'Pune Metro Line 3 (under construction)'] },
  { city: 'Pune', name: 'Bund Garden Road', avgPricePerSqft: 16500, rating: 4.3, safetyScore: 4.2, description: 'Bund Garden Road runs through Pune\'s central cantonment side from the station towards Koregaon Park, with hotels, offices and older premium apartments.', amenities: ['Inox Bund Garden', 'Ruby Hall Clinic', 'Bund Garden'], connectivity: ['Bund Garden Metro Station (Purple Line)', 'Pune Junction', 'Ahmednagar Road'] },
  { city: 'Pune', name: 'Kothrud', avgPricePerSqft: 12500, rating: 4.4, safetyScore: 4.4, description: 'Kothrud is one of Pune\'s largest residential suburbs, quiet and middle-class, with schools, colleges and the new metro along Karve Road.', amenities: ['City Pride Kothrud', 'Sahyadri Hospital', 'MIT World Peace University'], connectivity: ['Vanaz Metro Station (Purple Line)', 'Karve Road', 'Mumbai–Bengaluru Highway (Chandni Chowk)'] },
  { city: 'Hyderabad', name: 'Banjara Hills', avgPricePerSqft: 14500, rating: 4.6, safetyScore: 4.5, description: 'Banjara Hills is Hyderabad\'s established upmarket district of bungalows, hospitals, restaurants and the GVK One mall, a short drive from the IT corridor.', amenities: ['GVK One Mall', 'Apollo Hospital Jubilee Hills', 'KBR National Park'], connectivity: ['Road No. 1 Banjara Hills', 'Panjagutta Metro Station (Red Line)', 'Jubilee Hills Checkpost Metro (Blue Line)'] },
  { city: 'Hyderabad', name: 'Necklace Road', avgPricePerSqft: 12000, rating: 4.2, safetyScore: 4.1, description: 'Necklace Road curves along Hussain Sagar lake between Khairatabad and Secunderabad, with parks, the Prasads multiplex and a few apartment blocks with lake views.', amenities: ['Prasads Multiplex', 'Hussain Sagar lake', 'Sanjeevaiah Park'], connectivity: ['Khairatabad Metro Station (Red Line)', 'Necklace Road MMTS', 'Tank Bund Road'] },
  { city: 'Chennai', name: 'Royapettah', avgPricePerSqft: 14000, rating: 4.2, safetyScore: 4.1, description: 'Royapettah is a central Chennai neighbourhood by Mount Road with Express Avenue mall, Sathyam Cinemas and older flats close to the Marina.', amenities: ['Express Avenue', 'Sathyam Cinemas', 'Government Royapettah Hospital'], connectivity: ['Thousand Lights Metro Station (Blue Line)', 'Anna Salai (Mount Road)', 'Chennai Central'] },
  { city: 'Kochi', name: 'MG Road', avgPricePerSqft: 10000, rating: 4.3, safetyScore: 4.2, description: 'MG Road is the commercial spine of Ernakulam, lined with shops, cinemas and Centre Square mall, with premium flats in the lanes towards the backwaters.', amenities: ['Centre Square Mall', "Shenoy's Theatre", 'Medical Trust Hospital'], connectivity: ['MG Road Metro Station (Kochi Metro)', 'Ernakulam Junction', 'Kochi Water Metro – High Court'] },
  { city: 'Kochi', name: 'Maradu', avgPricePerSqft: 7000, rating: 4.0, safetyScore: 4.0, description: 'Maradu is a waterfront municipality south of Vyttila, with the Forum mall, the NH 66 bypass and new apartment projects along the backwaters.', amenities: ['Forum Mall Kochi', 'VPS Lakeshore Hospital', 'Maradu backwaters'], connectivity: ['NH 66 Bypass', 'Vyttila Mobility Hub', 'Petta Metro Station (Kochi Metro)'] },
];

interface Insight {
  id: string;
  city: string;
  name: string;
  description: string;
  avgPrice: number;
  rating: number | null;
  amenities: string[];
  transport: string[];
  safetyScore: number;
}
interface Gainer {
  city: string;
  locality: string;
  rentalYield: number;
  appreciation: { oneYear: number; twoYears: number; fiveYears: number };
}
interface Transaction {
  city: string;
  locality: string;
  transactionCount: number;
}


const round1 = (value: number) => Math.round(value * 10) / 10;

function quarterAt(index: number): { year: number; quarter: number } {
  const ordinal = LAST.year * 4 + (LAST.quarter - 1) - (QUARTERS - 1 - index);
  return { year: Math.floor(ordinal / 4), quarter: (ordinal % 4) + 1 };
}

/** Prices per quarter: exact at the anchors (20, 8 and 4 quarters back and now), log-linear between them with a little noise. */
function priceSeries(now: number, appreciation: Gainer['appreciation'], random: () => number): number[] {
  const last = QUARTERS - 1;
  const anchors = new Map<number, number>([
    [last - 20, now / (1 + appreciation.fiveYears / 100)],
    [last - 8, now / (1 + appreciation.twoYears / 100)],
    [last - 4, now / (1 + appreciation.oneYear / 100)],
    [last, now],
  ]);
  const points = [...anchors.keys()].sort((a, b) => a - b);
  const prices: number[] = [];
  for (let index = 0; index < QUARTERS; index++) {
    const exact = anchors.get(index);
    if (exact !== undefined) {
      prices.push(Math.round(exact));
      continue;
    }
    let logPrice: number;
    if (index < points[0]) {
      // Before the 5-year anchor: continue the 5y→2y trend backwards, with the 2020 Q2 lockdown dip.
      const rate = Math.log(anchors.get(points[1])! / anchors.get(points[0])!) / (points[1] - points[0]);
      logPrice = Math.log(anchors.get(points[0])!) - rate * (points[0] - index);
    } else {
      const right = points.find((point) => point > index)!;
      const left = points[points.indexOf(right) - 1];
      const share = (index - left) / (right - left);
      logPrice = Math.log(anchors.get(left)!) * (1 - share) + Math.log(anchors.get(right)!) * share;
    }
    const { year, quarter } = quarterAt(index);
    const lockdown = year === 2020 && quarter === 2 ? -0.015 : 0;
    prices.push(Math.round(Math.exp(logPrice) * (1 + lockdown + (random() - 0.5) * 0.016)));
  }
  return prices;
}

/** Deals per quarter: a gentle rise to the last quarter's count, the 2020 Q2 lockdown slump, and ±15% noise. */
function dealSeries(lastCount: number, random: () => number): number[] {
  return Array.from({ length: QUARTERS }, (_, index) => {
    if (index === QUARTERS - 1) return lastCount;
    const { year, quarter } = quarterAt(index);
    const trend = 0.7 + (0.3 * index) / (QUARTERS - 1);
    const lockdown = year === 2020 && quarter === 2 ? 0.35 : year === 2021 && quarter === 2 ? 0.7 : 1;
    return Math.max(1, Math.round(lastCount * trend * lockdown * (0.85 + random() * 0.3)));
  });
}

function main(): void {
  const cities = read<{ value: string }[]>('cities.json').map((city) => city.value);
  const insights = read<Insight[]>('locality-insights.json');
  const gainers = read<Gainer[]>('top-gainers.json');
  const transactions = read<Transaction[]>('transaction-prices.json');
  const key = (city: string, name: string) => `${city}|${name}`;
  const gainerOf = new Map(gainers.map((gainer) => [key(gainer.city, gainer.locality), gainer]));
  const dealsOf = new Map(transactions.map((row) => [key(row.city, row.locality), row.transactionCount]));

  const bases: Base[] = [
    ...insights.map((insight) => ({
      name: insight.name,
      city: insight.city,
      description: insight.description,
      avgPricePerSqft: insight.avgPrice,
      rating: insight.rating,
      safetyScore: insight.safetyScore,
      amenities: insight.amenities,
      connectivity: insight.transport,
    })),
    ...EXTRA,
  ];

  const records = cities.flatMap((city) =>
    bases
      .filter((base) => base.city === city)
      .map((base) => {
        const slug = localitySlug(base.name);
        const id = `${localitySlug(city)}-${slug}`;
        const random = prng(id);
        const gainer = gainerOf.get(key(city, base.name));
        let appreciation = gainer?.appreciation;
        if (!appreciation) {
          const oneYear = round1(CITY_CHANGE[city] * (0.55 + random() * 0.4));
          const twoYears = round1(oneYear * (2.05 + random() * 0.3));
          appreciation = { oneYear, twoYears, fiveYears: round1(twoYears * (2.1 + random() * 0.5)) };
        }
        const rentalYield = gainer?.rentalYield ?? round1(CITY_YIELD[city] - 0.6 + random() * 0.6);
        const lastDeals = dealsOf.get(key(city, base.name)) ?? Math.round(18 + random() * 40);
        const prices = priceSeries(base.avgPricePerSqft, appreciation, random);
        const deals = dealSeries(lastDeals, random);
        return {
          id,
          slug,
          name: base.name,
          city,
          area: city === 'Delhi NCR' ? NCR_AREA[base.name] : null,
          description: base.description,
          avgPricePerSqft: base.avgPricePerSqft,
          rating: base.rating,
          safetyScore: base.safetyScore,
          amenities: base.amenities,
          connectivity: base.connectivity,
          rentalYield,
          source: {
            name:
              city === 'Kochi'
                ? 'GharInsight illustrative series; level estimated from RBI house price index and JLL ranges'
                : 'GharInsight illustrative series; city level follows Anarock Q3 2025 (via Hindustan Times)',
            asOf: '2025-09-30',
          },
          history: prices.map((pricePerSqft, index) => ({ ...quarterAt(index), pricePerSqft, deals: deals[index] })),
        };
      }),
  );
  for (const record of records) {
    if (record.city === 'Delhi NCR' && !record.area) throw new Error(`No Delhi NCR area for ${record.name}`);
  }

  // One history point per line keeps the file reviewable and its diffs small.
  const json = JSON.stringify(records, null, 2).replace(/\{\s+"year": (\d+),\s+"quarter": (\d),\s+"pricePerSqft": (\d+),\s+"deals": (\d+)\s+\}/g, '{ "year": $1, "quarter": $2, "pricePerSqft": $3, "deals": $4 }');
  fs.writeFileSync(path.join(FIXTURES, 'localities.json'), `${json}\n`);
  console.log(`Wrote ${records.length} localities to server/fixtures/localities.json`);
}

main();
