import type { PropertyComparisonQuery } from '../../generated/graphql';
import { plainNumber, SAMPLE_SOURCE, type CsvTable } from '../../shared/csv/csvTable';

type Property = PropertyComparisonQuery['properties'][number];

/** The compared properties side by side, one attribute a row as on screen. */
export function propertyComparisonCsv(properties: readonly Property[]): CsvTable {
  const row = (label: string, value: (property: Property) => string | number | null) => [label, ...properties.map(value)];
  return {
    header: ['Attribute', ...properties.map((property) => property.name)],
    rows: [
      row('Price (₹ Cr)', (property) => plainNumber(property.price)),
      row('Price per sqft (₹)', (property) => plainNumber(property.pricePerSqFt)),
      row('Area (sqft)', (property) => plainNumber(property.area)),
      row('Bedrooms', (property) => plainNumber(property.bedrooms)),
      row('Type', (property) => property.type),
      row('Location', (property) => property.location),
      row('Builder rating (out of 5)', (property) => plainNumber(property.builderRating)),
      row('Builder rating label', (property) => property.builderRatingLabel),
      row('Locality score (out of 5)', (property) => plainNumber(property.localityScore)),
    ],
    source: SAMPLE_SOURCE,
  };
}
