import type { CityLocalitiesQuery } from '../../generated/graphql';
import { plainNumber, SAMPLE_SOURCE, type CsvTable } from '../../shared/csv/csvTable';

// The city page's table as a CSV: the same rows and columns, plain numbers.

export type CityLocality = CityLocalitiesQuery['localities'][number];

export const CITY_LOCALITIES_HEADER = [
  'Locality',
  'Average ₹/sq ft',
  '1-year change (%)',
  'Rental yield (%)',
  'Registered median ₹/sq ft (carpet)',
  'Asking median ₹/sq ft (carpet)',
  'Gap (%)',
  'Registered sales (N)',
];

export function cityLocalitiesCsv(localities: readonly CityLocality[]): CsvTable {
  const first = localities[0]?.priceCheck.registered;
  return {
    header: CITY_LOCALITIES_HEADER,
    rows: localities.map((locality) => [
      locality.name,
      locality.avgPricePerSqft,
      plainNumber(locality.priceChange.oneYear),
      plainNumber(locality.rentalYield),
      locality.priceCheck.registered.median,
      locality.priceCheck.asking.median,
      plainNumber(locality.priceCheck.gapPercent),
      locality.priceCheck.registered.count,
    ]),
    source: { name: `${SAMPLE_SOURCE.name}; registered sales ${first ? `${first.from} to ${first.to}` : ''}`.trim(), asOf: first?.to ?? null },
  };
}
