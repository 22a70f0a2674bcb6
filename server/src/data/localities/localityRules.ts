import type { Fixtures } from '../models.js';
import { localitySlug } from './slug.js';

// The locality rules the SDL cannot express: slugs and ids follow the names, each
// history runs quarter by quarter to the latest quarter and ends at the average
// price, Delhi NCR localities name their state area, and every other fixture names
// only localities that localities.json knows (so every locality link has a page).

/** The state areas of Delhi NCR; the purchase-cost tables use the same names. */
export const NCR_AREAS = ['Delhi', 'Gurugram', 'Noida/Greater Noida/Ghaziabad'] as const;
/** Five years of quarters: the 5-year change needs a point 20 quarters back. */
export const MIN_QUARTERS = 20;

const quarterOrdinal = (point: { year: number; quarter: number }) => point.year * 4 + point.quarter - 1;

export function checkLocalityRules(fixtures: Fixtures): string[] {
  const problems: string[] = [];
  const known = new Set<string>();
  const latest = Math.max(...fixtures.localities.map((locality) => quarterOrdinal(locality.history.at(-1) ?? { year: 0, quarter: 1 })));

  fixtures.localities.forEach((locality, index) => {
    const at = `localities.json[${index}]`;
    const slug = localitySlug(locality.name);
    if (locality.slug !== slug) problems.push(`${at}.slug: "${locality.slug}" must be "${slug}" (the slug of its name)`);
    const id = `${localitySlug(locality.city)}-${slug}`;
    if (locality.id !== id) problems.push(`${at}.id: "${locality.id}" must be "${id}"`);
    const key = `${locality.city}|${locality.name}`;
    if (known.has(key)) problems.push(`${at}: ${locality.name} (${locality.city}) is listed twice`);
    known.add(key);

    if (locality.city === 'Delhi NCR') {
      if (!(NCR_AREAS as readonly string[]).includes(locality.area ?? '')) problems.push(`${at}.area: a Delhi NCR locality needs one of ${NCR_AREAS.join(', ')}`);
    } else if (locality.area !== null) {
      problems.push(`${at}.area: only Delhi NCR localities have an area`);
    }

    const history = locality.history;
    if (history.length < MIN_QUARTERS) problems.push(`${at}.history: needs at least ${MIN_QUARTERS} quarters, has ${history.length}`);
    history.forEach((point, pointIndex) => {
      const pointAt = `${at}.history[${pointIndex}]`;
      if (point.quarter < 1 || point.quarter > 4) problems.push(`${pointAt}.quarter: ${point.quarter} is not 1 to 4`);
      if (point.pricePerSqft <= 0) problems.push(`${pointAt}.pricePerSqft: must be positive`);
      if (point.deals < 0) problems.push(`${pointAt}.deals: must not be negative`);
      if (pointIndex > 0 && quarterOrdinal(point) !== quarterOrdinal(history[pointIndex - 1]) + 1) {
        problems.push(`${pointAt}: quarters must run oldest first, one after another`);
      }
    });
    const last = history.at(-1);
    if (last && quarterOrdinal(last) !== latest) problems.push(`${at}.history: must end at the latest quarter of the data set`);
    if (last && last.pricePerSqft !== locality.avgPricePerSqft) {
      problems.push(`${at}.avgPricePerSqft: ${locality.avgPricePerSqft} must equal the last quarter of history (${last.pricePerSqft})`);
    }
  });

  const check = (file: string, records: { city: string }[], field: string) =>
    records.forEach((record, index) => {
      const name = String((record as unknown as Record<string, unknown>)[field]);
      if (!known.has(`${record.city}|${name}`)) problems.push(`${file}[${index}].${field}: "${name}" is not a locality of ${record.city} in localities.json`);
    });
  check('properties.json', fixtures.properties, 'locality');
  check('top-gainers.json', fixtures.topGainers, 'locality');
  check('transaction-prices.json', fixtures.transactionPrices, 'locality');
  check('shopping-malls.json', fixtures.shoppingMalls, 'locality');
  check('theaters.json', fixtures.theaters, 'locality');
  check('locality-insights.json', fixtures.localityInsights, 'name');
  fixtures.properties.forEach((property, index) => {
    if (!property.location.startsWith(property.locality)) {
      problems.push(`properties.json[${index}].location: "${property.location}" must start with its locality "${property.locality}"`);
    }
  });
  return problems;
}
